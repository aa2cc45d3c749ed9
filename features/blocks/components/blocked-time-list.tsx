'use client';

import { BanIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { removeTimeBlockAction } from '@/features/blocks/actions';
import type { TimeBlockView } from '@/features/blocks/data/time-blocks';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { formatTimeRange } from '@/lib/format/dates';

type Removal = { block: TimeBlockView; occurrenceOnly: boolean };

/** Where a block applies, as the schedule names it (`t`: the `Blocks` words). */
export function blockPlace(block: Pick<TimeBlockView, 'scope' | 'stationName' | 'stylistName'>, t: ReturnType<typeof useTranslations<'Blocks'>>): string {
  if (block.scope === 'stylist') return block.stylistName ?? t('oneStylist');
  return block.scope === 'station' ? (block.stationName ?? t('oneStation')) : t('wholeSalon');
}

/** The selected day's blocked time on the schedule, each with Remove (one day, or every day of a repeating block). */
export function BlockedTimeList({ salonId, blocks, timeZone }: { salonId: string; blocks: TimeBlockView[]; timeZone: string }) {
  const router = useRouter();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const t = useTranslations('Blocks');
  const common = useTranslations('Common');
  if (!blocks.length) return null;
  return (
    <section aria-label={t('listLabel')} className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {blocks.map((block) => (
          <li key={block.occurrenceId} data-testid="blocked-time" className="blocked-stripes flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-dashed px-3 py-2 text-sm">
            <BanIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="font-medium tabular-nums">{formatTimeRange(block.startTime, block.endTime, timeZone)}</span>
            <span className="min-w-0 flex-1 basis-48 break-words">
              {blockPlace(block, t)}
              {block.reason && <span className="text-muted-foreground"> · {block.reason}</span>}
              {block.repeat !== 'once' && <span className="text-muted-foreground"> · {t(block.repeat)}</span>}
            </span>
            <span className="flex flex-wrap gap-1">
              <Button size="sm" variant="outline" onClick={() => setRemoval({ block, occurrenceOnly: block.repeat !== 'once' })}>
                {block.repeat !== 'once' ? t('removeThisDay') : common('remove')}
              </Button>
              {block.repeat !== 'once' && (
                <Button size="sm" variant="outline" onClick={() => setRemoval({ block, occurrenceOnly: false })}>
                  {block.repeat === 'weekdays' ? t('removeEveryWeekday') : t('removeEveryWeek')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        subject={removal}
        title={t('removeTitle')}
        question={t('removeQuestion', { which: removal?.occurrenceOnly ? 'day' : (removal?.block.repeat ?? 'once') })}
        verb="Remove"
        run={({ block, occurrenceOnly }) => removeTimeBlockAction({ salonId, block_id: block.blockId, occurrence_id: occurrenceOnly ? block.occurrenceId : null })}
        doneMessage={() => t('removed')}
        onDone={() => {
          setRemoval(null);
          router.refresh();
        }}
        onClose={() => setRemoval(null)}
      >
        {t('bookableAgain')}
      </ConfirmDeleteDialog>
    </section>
  );
}
