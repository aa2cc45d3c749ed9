'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import type { FeedChange } from '@/features/dashboard/data/appointment-changes';
import { markChangesSeenAction } from '@/features/dashboard/actions';
import { formatDayAndTime } from '@/lib/format/dates';
import { DashboardPanel } from './dashboard-panel';

type Props = { salonId: string; cursor: string; changes: FeedChange[]; count: number; timeZone: string };

/** Changes listed before "Show all". */
const FIRST_SHOWN = 10;

/** Which words a change gets (the catalogue's `Dashboard.change`). */
function changeOf({ kind, actor }: FeedChange): string {
  if (kind === 'booked') return actor === 'visitor' ? 'newBooking' : 'addedByStaff';
  if (kind === 'cancelled') return actor === 'visitor' ? 'cancelledByCustomer' : 'cancelledByStaff';
  return actor === 'visitor' ? 'movedByCustomer' : 'changed';
}

/**
 * What others changed since the user last marked the salon's feed seen (kept per user, in the
 * database): how many, the newest FIRST_SHOWN, and "Show all" for the rest the feed gave.
 */
export function RecentChanges({ salonId, cursor, changes, count, timeZone }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [all, setAll] = useState(false);
  const t = useTranslations('Dashboard');
  const language = useLocale();
  if (changes.length === 0) return null;
  const markSeen = () =>
    startTransition(async () => {
      const result = await markChangesSeenAction({ salonId, cursor });
      if (!result.ok) toast.error(result.message);
      router.refresh();
    });
  return (
    <DashboardPanel data-testid="recent-changes" title={t('sinceLastLooked')} contentClassName="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="recent-changes-count">
        {changes.length < count ? t('changesShownOf', { shown: changes.length, count }) : t('changesCount', { count })}
      </p>
      <ul id="recent-changes-list" className="flex flex-col gap-2 text-sm" aria-live="polite">
        {(all ? changes : changes.slice(0, FIRST_SHOWN)).map((change) => (
          <li key={change.appointmentId} data-kind={change.kind} data-actor={change.actor} className="wrap-anywhere">
            <span className={change.kind === 'cancelled' ? 'font-medium text-danger' : 'font-medium'}>{t('change', { change: changeOf(change) })}:</span> {change.customerName},{' '}
            <span className="tabular-nums">{formatDayAndTime(change.startTime, timeZone, language)}</span>
            {change.serviceName ? ` ${change.serviceName}` : ''}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {changes.length > FIRST_SHOWN && (
          <Button variant="ghost" size="sm" aria-expanded={all} aria-controls="recent-changes-list" onClick={() => setAll(!all)}>
            {all ? t('showFewerChanges') : t('showAllChanges', { count: changes.length })}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={markSeen} disabled={pending}>
          {t('markSeen')}
        </Button>
      </div>
    </DashboardPanel>
  );
}
