'use client';

import { ListOrdered, UserPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { formatDayAndTime, formatLongDate } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import type { SchedulingStylist as StylistOption } from '@/lib/scheduling/stylists';
import { removeWaitlistEntryAction } from '../actions';
import type { WaitlistEntryView } from '../data/staff-waitlist';

const LazyAddWaitlistDialog = lazyDialog(() => import('./add-waitlist-dialog').then((module) => module.AddWaitlistDialog));
const LazyOfferTimeDialog = lazyDialog(() => import('./offer-time-dialog').then((module) => module.OfferTimeDialog));

export type WaitlistDayProps = {
  salonId: string;
  /** The selected day ('yyyy-MM-dd'). */
  date: string;
  entries: WaitlistEntryView[];
  timeZone: string;
  /** The salon's active services, for Add. */
  services: { id: string; name: string }[];
  /** The members who take appointments, when the salon uses stylists (null: it does not). */
  stylists: StylistOption[] | null;
  /** A client's e-mails are in the salon's language unless staff choose another. */
  defaultLanguage: Locale;
  /** Add is offered from today on. */
  canAdd: boolean;
};

/** The selected day's waiting list on the dashboard: who waits for what, each one's state, Add, Offer a time and Remove. */
export function WaitlistDay({ salonId, date, entries, timeZone, services, stylists, defaultLanguage, canAdd }: WaitlistDayProps) {
  const router = useRouter();
  const language = useLocale() === 'hu' ? 'hu' : 'en';
  const t = useTranslations('Waitlist');
  const [removal, setRemoval] = useState<WaitlistEntryView | null>(null);
  const [offering, setOffering] = useState<WaitlistEntryView | null>(null);
  const [adding, setAdding] = useState(false);
  if (!entries.length && !canAdd) return null;
  const done = () => {
    setAdding(false);
    setOffering(null);
    router.refresh();
  };
  const state = (entry: WaitlistEntryView) =>
    entry.state === 'offered' && entry.offerStart && entry.offerExpiresAt
      ? t('stateOffered', { time: formatDayAndTime(entry.offerStart, timeZone, language), until: formatDayAndTime(entry.offerExpiresAt, timeZone, language) })
      : t(`state.${entry.state}`);
  return (
    <section aria-labelledby="waitlist-day-heading" data-testid="waitlist-day" className="flex flex-col gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="waitlist-day-heading" className="flex items-center gap-2 text-sm font-semibold">
          <ListOrdered aria-hidden className="size-4" />
          {t('staffHeading')}
        </h3>
        {canAdd && services.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)} {...LazyAddWaitlistDialog.intentProps}>
            <UserPlus aria-hidden className="size-4" />
            {t('add')}
          </Button>
        )}
      </div>
      {entries.length === 0 && <p className="text-sm text-muted-foreground">{t('nobody')}</p>}
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
            {entry.state === 'waiting' && canAdd && (
              <Button size="sm" variant="outline" onClick={() => setOffering(entry)} {...LazyOfferTimeDialog.intentProps}>
                {t('offerTime')}
              </Button>
            )}
            {(entry.state === 'waiting' || entry.state === 'offered') && (
              <Button size="sm" variant="outline" onClick={() => setRemoval(entry)}>
                {t('remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {adding && (
        <LazyAddWaitlistDialog
          {...{ salonId, date, services, stylists, defaultLanguage }}
          dateLabel={formatLongDate(date, { language })}
          onClose={() => setAdding(false)}
          onAdded={done}
        />
      )}
      {offering && <LazyOfferTimeDialog salonId={salonId} entry={offering} onClose={() => setOffering(null)} onOffered={done} />}
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
