'use client';

import { ListOrdered } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDayAndTime } from '@/lib/format/dates';
import { removeWaitlistEntryAction } from '../actions';
import type { WaitlistEntryView } from '../data/staff-waitlist';

type Props = { salonId: string; entries: WaitlistEntryView[]; timeZone: string };

/** The selected day's waiting list on the dashboard: who waits for what, each one's state, and Remove. */
export function WaitlistDay({ salonId, entries, timeZone }: Props) {
  const router = useRouter();
  const language = useLocale() === 'hu' ? 'hu' : 'en';
  const t = useTranslations('Waitlist');
  const [removal, setRemoval] = useState<WaitlistEntryView | null>(null);
  if (!entries.length) return null;
  const state = (entry: WaitlistEntryView) =>
    entry.state === 'offered' && entry.offerStart && entry.offerExpiresAt
      ? t('stateOffered', { time: formatDayAndTime(entry.offerStart, timeZone, language), until: formatDayAndTime(entry.offerExpiresAt, timeZone, language) })
      : t(`state.${entry.state}`);
  return (
    <section aria-labelledby="waitlist-day-heading" data-testid="waitlist-day" className="flex flex-col gap-2 border-t pt-3">
      <h3 id="waitlist-day-heading" className="flex items-center gap-2 text-sm font-semibold">
        <ListOrdered aria-hidden className="size-4" />
        {t('staffHeading')}
      </h3>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.id} data-customer={entry.customerName} data-state={entry.state} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 break-words">
              <span className="font-medium">{entry.customerName}</span>
              <span className="text-muted-foreground">
                {' · '}
                {entry.serviceName}
                {entry.stylistName && ` · ${entry.stylistName}`}
                {` · ${entry.fromTime} – ${entry.untilTime} · `}
                <span className="break-all">{entry.customerEmail}</span>
                {entry.customerPhone && ` · ${entry.customerPhone}`}
              </span>
            </span>
            <Badge variant={entry.state === 'offered' ? 'warning' : entry.state === 'booked' ? 'success' : 'secondary'}>{state(entry)}</Badge>
            {(entry.state === 'waiting' || entry.state === 'offered') && (
              <Button size="sm" variant="outline" onClick={() => setRemoval(entry)}>
                {t('remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        subject={removal}
        title={t('removeTitle', { name: removal?.customerName ?? '' })}
        question={t('removeQuestion')}
        verb="Remove"
        run={(entry) => removeWaitlistEntryAction({ salonId, entryId: entry.id })}
        doneMessage={() => t('removed')}
        onDone={() => {
          setRemoval(null);
          router.refresh();
        }}
        onClose={() => setRemoval(null)}
      >
        {t('removeEffect')}
      </ConfirmDeleteDialog>
    </section>
  );
}
