'use client';

import { CheckCircle2, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ImportImage, ImportImageStatus } from '@/features/appointments/instagram-import/import-images';
import { cn } from '@/lib/ui/cn';

/** Each status's badge colour; its word is the catalogue's InstagramImport.status.<status>. */
const STATUS_VARIANT: Record<ImportImageStatus, BadgeVariant> = { uploaded: 'secondary', processing: 'warning', completed: 'success', error: 'danger' };

type Props = {
  images: ImportImage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRetry: (image: ImportImage) => void;
};

/** Each image with its status; an analysed one can be reviewed, a failed one tried again. */
export function ImportImageList({ images, selectedId, onSelect, onRetry }: Props) {
  const t = useTranslations('InstagramImport');
  return (
    <ul className="flex flex-col gap-2" aria-label={t('images')}>
      {images.map((image) => {
        return (
          <li
            key={image.id}
            data-image={image.fileName}
            data-status={image.status}
            className={cn('flex flex-wrap items-start gap-3 rounded-md border p-2', image.id === selectedId && 'border-primary bg-primary/5')}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for next/image to optimise */}
            {image.previewUrl && <img src={image.previewUrl} alt="" className="size-14 shrink-0 rounded object-cover" />}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="truncate text-sm font-medium">{image.fileName}</span>
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={STATUS_VARIANT[image.status]}>
                  {image.status === 'processing' && <LoaderCircle aria-hidden className="size-3 animate-spin" />}
                  {t(`status.${image.status}`)}
                </Badge>
                {image.created && (
                  <span className="inline-flex items-center gap-1 text-xs text-success">
                    <CheckCircle2 aria-hidden className="size-3" /> {t('appointmentCreated')}
                  </span>
                )}
              </span>
            </div>
            {image.status === 'error' && (
              <Button variant="outline" onClick={() => onRetry(image)}>
                <RotateCcw aria-hidden />
                {t('tryAgain')}
              </Button>
            )}
            {image.status === 'completed' && image.id !== selectedId && (
              <Button variant="outline" onClick={() => onSelect(image.id)} aria-label={t('reviewFile', { file: image.fileName })}>
                {t('review')}
              </Button>
            )}
            {/* A row of its own: beside the preview and the button it was squeezed to a few words a line. */}
            {image.error && <p className="basis-full text-sm text-danger">{image.error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
