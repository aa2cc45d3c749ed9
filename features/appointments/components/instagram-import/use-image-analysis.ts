'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from '@/lib/ui/toast';
import { importImagesReducer, partitionImageFiles, type ImportImage } from '@/features/appointments/instagram-import/import-images';
import { AnalysisError, mockAnalyzeImage, type AnalysisSource } from '@/features/appointments/instagram-import/mock-analysis';

type Options = { today: string; serviceNames: readonly string[]; source: AnalysisSource };

/**
 * The import's images: adding (non-images refused with the spec's toast), the mock analysis of
 * each with its toasts, Try Again, and the previews (object URLs, freed on clear and unmount).
 */
export function useImageAnalysis({ today, serviceNames, source }: Options) {
  // Spec point 8's toasts; the mock's failure in the member's language.
  const t = useTranslations('InstagramImport');
  const [images, dispatch] = useReducer(importImagesReducer, []);
  // Only for freeing them: the state carries each image's URL.
  const previews = useRef(new Set<string>());
  // Bumped by clear(): an analysis still running for a closed dialog reports nothing.
  const generation = useRef(0);

  const analyse = useCallback(
    async (image: Pick<ImportImage, 'id' | 'fileName'>) => {
      dispatch({ type: 'started', id: image.id });
      const started = generation.current;
      try {
        const result = await mockAnalyzeImage({ today, serviceNames }, source);
        if (started !== generation.current) return;
        dispatch({ type: 'completed', id: image.id, result });
        toast.success(t('analysisComplete'), { description: t('analysisCompleteDescription', { file: image.fileName }) });
      } catch (error) {
        if (started !== generation.current) return;
        dispatch({ type: 'failed', id: image.id, message: error instanceof AnalysisError ? t('analysisFailedDetail') : error instanceof Error ? error.message : String(error) });
        toast.error(t('analysisFailed'), { description: t('analysisFailedDescription') });
      }
    },
    [today, serviceNames, source, t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const { images: accepted, refused } = partitionImageFiles(files);
      for (const file of refused) toast.error(t('invalidFileType'), { description: t('notAnImage', { file: file.name }) });
      const added = accepted.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        return { id: crypto.randomUUID(), fileName: file.name, previewUrl };
      });
      if (!added.length) return;
      dispatch({ type: 'added', images: added });
      for (const image of added) void analyse(image);
    },
    [analyse, t],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    dispatch({ type: 'cleared' });
  }, []);

  useEffect(() => clear, [clear]);

  const markCreated = useCallback((id: string, created: NonNullable<ImportImage['created']>) => dispatch({ type: 'created', id, created }), []);

  return { images, add, retry: analyse, markCreated, clear };
}
