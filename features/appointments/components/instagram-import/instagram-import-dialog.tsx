'use client';

import { CalendarSearch } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatShortDate } from '@/lib/format/dates';
import { liveAnalysisSource, type AnalysisSource } from '@/features/appointments/instagram-import/mock-analysis';
import { ExtractedAppointmentForm, type ImportService } from './extracted-appointment-form';
import { ImageDropZone } from './image-drop-zone';
import { ImportImageList } from './import-image-list';
import { useImageAnalysis } from './use-image-analysis';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  salonId: string;
  /** Today in the salon's zone: the mock proposes the days after it. */
  today: string;
  services: ImportService[];
  /** Closes the dialog and shows that day on the dashboard. */
  onShowDay: (date: string) => void;
  /** Where the mock's chance and delay come from (tests pass their own). */
  analysisSource?: AnalysisSource;
};

/**
 * Spec point 2 "AI Instagram Import dialog", badged as a demo: the analysis is a mock, the
 * appointment it creates is real. Closing the dialog forgets the images.
 */
export function InstagramImportDialog({ open, onOpenChange, salonId, today, services, onShowDay, analysisSource = liveAnalysisSource }: Props) {
  const t = useTranslations('InstagramImport');
  const language = useLocale();
  const serviceNames = useMemo(() => services.map((service) => service.name), [services]);
  const { images, add, retry, markCreated, clear } = useImageAnalysis({ today, serviceNames, source: analysisSource });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const completed = images.filter((image) => image.status === 'completed');
  // The chosen image while it is analysed, else the first analysed one.
  const selected = completed.find((image) => image.id === chosenId) ?? completed[0] ?? null;

  const close = (next: boolean) => {
    if (!next) {
      clear();
      setChosenId(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {t('title')} <Badge variant="warning">{t('demo')}</Badge>
          </DialogTitle>
          <DialogDescription>
            {t('description')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex flex-col gap-3">
            <ImageDropZone onFiles={add} />
            <ImportImageList images={images} selectedId={selected?.id ?? null} onSelect={setChosenId} onRetry={retry} />
          </div>
          <section aria-labelledby="extracted-heading" className="flex flex-col gap-3">
            <h3 id="extracted-heading" className="font-semibold">
              {selected ? t('detailsFrom', { file: selected.fileName }) : t('extractedDetails')}
            </h3>
            {!selected && <p className="text-sm text-muted-foreground">{t('addImagesHint')}</p>}
            {selected?.created && (
              <div className="flex flex-col items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
                <p>{t('createdFor', { date: formatShortDate(selected.created.date, language), time: selected.created.time })}</p>
                <Button variant="outline" onClick={() => {
                    close(false);
                    onShowDay(selected.created!.date);
                  }}>
                  <CalendarSearch aria-hidden />
                  {t('showOnCalendar')}
                </Button>
              </div>
            )}
            {selected && !selected.created && selected.result && (
              <ExtractedAppointmentForm
                key={selected.id}
                salonId={salonId}
                services={services}
                result={selected.result}
                onCreated={(created) => markCreated(selected.id, created)}
              />
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
