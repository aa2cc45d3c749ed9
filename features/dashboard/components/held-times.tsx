import { Hourglass } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatTime, formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { timelinePlacement, type TimelineAxis } from '@/lib/scheduling/day-timeline';
import { cx } from '@/lib/ui/cx';
import type { ScheduleHold } from './dashboard-types';

/** "Held for Vera until 10:30": a time kept for a waiting client while their offer stands (issue 35). */
function useHeldWords(timeZone: string) {
  const t = useTranslations('Waitlist');
  const language = useLocale() === 'hu' ? 'hu' : 'en';
  return (hold: ScheduleHold) => t('heldFor', { name: hold.customerName, time: formatTime(instantToZonedParts(hold.expiresAt, timeZone).time, language) });
}

/** The day's held times as a list (phones, and salons without lanes on a time axis). */
export function HeldTimeList({ holds, timeZone, className }: { holds: ScheduleHold[]; timeZone: string; className?: string }) {
  const held = useHeldWords(timeZone);
  return (
    <ul data-testid="schedule-holds" className={cx('flex flex-col divide-y rounded-md border border-dashed border-warning/60', className)}>
      {holds.map((hold) => (
        <li key={hold.id} data-hold={hold.customerName} className="blocked-stripes flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:gap-3">
          <span className="shrink-0 font-medium tabular-nums sm:w-28">{formatTimeRange(hold.startTime, hold.endTime, timeZone)}</span>
          <span className="flex min-w-0 items-center gap-1.5 break-words text-muted-foreground">
            <Hourglass aria-hidden className="size-4 shrink-0" />
            {held(hold)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A held time in its lane of the day's timeline. */
export function HeldTimeBar({ hold, date, axis, timeZone }: { hold: ScheduleHold; date: string; axis: TimelineAxis; timeZone: string }) {
  const held = useHeldWords(timeZone);
  const { leftPercent, widthPercent } = timelinePlacement(hold, date, axis, timeZone);
  const label = `${formatTimeRange(hold.startTime, hold.endTime, timeZone)} · ${held(hold)}`;
  return (
    <span
      data-hold={hold.customerName}
      className="blocked-stripes pointer-events-none absolute inset-y-1 flex min-w-0 items-center gap-1 overflow-hidden rounded border border-dashed border-warning/70 bg-warning/10 px-1.5 text-xs text-foreground"
      style={{ left: `${leftPercent}%`, width: `${widthPercent}%` }}
      title={label}
    >
      <Hourglass aria-hidden className="size-3 shrink-0" />
      <span aria-hidden className="truncate">
        {held(hold)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
