'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import type { FeedChange } from '@/features/dashboard/data/appointment-changes';
import { markChangesSeenAction } from '@/features/dashboard/actions';
import { formatDayAndTime } from '@/lib/format/dates';
import { DashboardPanel } from './dashboard-panel';

type Props = { salonId: string; cursor: string; changes: FeedChange[]; timeZone: string };

function changeLabel({ kind, actor }: FeedChange): string {
  if (kind === 'booked') return actor === 'visitor' ? 'New booking' : 'Added by staff';
  if (kind === 'cancelled') return actor === 'visitor' ? 'Cancelled by customer' : 'Cancelled by staff';
  return actor === 'visitor' ? 'Moved by customer' : 'Changed';
}

/** What changed since the user last marked the salon's feed seen (kept per user, in the database). */
export function RecentChanges({ salonId, cursor, changes, timeZone }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (changes.length === 0) return null;
  const markSeen = () =>
    startTransition(async () => {
      const result = await markChangesSeenAction({ salonId, cursor });
      if (!result.ok) toast.error(result.message);
      router.refresh();
    });
  return (
    <DashboardPanel data-testid="recent-changes" title="Since you last looked" contentClassName="flex flex-col gap-3">
      <ul className="flex flex-col gap-2 text-sm" aria-live="polite">
        {changes.map((change) => (
          <li key={change.appointmentId} data-kind={change.kind} data-actor={change.actor} className="wrap-anywhere">
            <span className={change.kind === 'cancelled' ? 'font-medium text-danger' : 'font-medium'}>{changeLabel(change)}:</span> {change.customerName},{' '}
            <span className="tabular-nums">{formatDayAndTime(change.startTime, timeZone)}</span>
            {change.serviceName ? ` ${change.serviceName}` : ''}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="self-start" onClick={markSeen} disabled={pending}>
        Mark as seen
      </Button>
    </DashboardPanel>
  );
}
