'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatLongDate } from '@/lib/format/dates';
import type { CalendarView } from '@/lib/scheduling/calendar-grid';
import { monthBarPercent, type DayAggregate } from '@/lib/scheduling/calendar-stats';
import { cx } from '@/lib/ui/cx';

type Props = {
  date: string;
  view: CalendarView;
  day: DayAggregate | undefined;
  /** The day has blocked time. */
  blocked: boolean;
  /** Why the salon is closed that day (weekday or day off), in words, or undefined when open. */
  closedReason: string | undefined;
  selected: boolean;
  today: boolean;
  /** Outside the month a month view shows. */
  outside: boolean;
  onSelect: (date: string) => void;
};

/** One day of the calendar (spec point 2): closed days are greyed, struck through and not clickable. */
export function CalendarDayCell({ date, view, day, blocked, closedReason, selected, today, outside, onSelect }: Props) {
  const t = useTranslations('Calendar');
  const language = useLocale();
  const count = day?.count ?? 0;
  const closed = closedReason !== undefined;
  const label = [formatLongDate(date, { language }), closedReason ?? t('appointments', { count }), blocked && !closedReason && t('blockedTime')].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      disabled={closed}
      onClick={() => onSelect(date)}
      aria-label={label}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      data-date={date}
      data-outside={outside || undefined}
      className={cx(
        'flex w-full min-w-0 flex-col items-stretch gap-0.5 rounded-md border p-1 text-left text-xs transition-colors sm:p-1.5',
        view === 'week' ? 'h-[120px]' : 'h-[60px]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        // One background, no merge at run time: a closed day's (no hover), else the selection's; another month's day keeps the button's none.
        closed ? 'bg-muted/60' : selected ? 'bg-primary/10 hover:bg-muted' : 'hover:bg-muted',
        // Days of the next or previous month: a dashed frame and muted digits, so the month reads at a glance.
        outside && 'border-dashed',
        (outside || closed) && 'text-muted-foreground',
        selected && 'border-primary ring-1 ring-primary',
        closed && 'cursor-not-allowed line-through opacity-70',
      )}
    >
      <span className={cx('flex size-6 items-center justify-center rounded-full text-sm font-medium', today && 'bg-primary text-primary-foreground')}>
        {Number(date.slice(8))}
      </span>
      {blocked && !closedReason && <span className="blocked-stripes h-1.5 w-full rounded-full border border-dashed border-muted-foreground/40" aria-hidden data-blocked title={t('blockedTimeTitle')} />}
      {view === 'week' ? (
        <>
          <span className="flex flex-col text-[10px] leading-tight tabular-nums sm:text-xs" aria-hidden>
            {day?.times.map((time) => <span key={time}>{time}</span>)}
          </span>
          {count > 0 && (
            <span className="mt-auto text-[10px] leading-tight font-medium sm:text-xs" aria-hidden>
              {t('appts', { count })}
            </span>
          )}
        </>
      ) : (
        count > 0 && (
          <span className="mt-auto h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden title={t('percentFull', { percent: day?.fullnessPercentage ?? 0 })}>
            <span
              className={cx('block h-full rounded-full', (day?.fullnessPercentage ?? 0) >= 75 ? 'bg-warning' : 'bg-primary')}
              style={{ width: `${monthBarPercent(count)}%` }}
            />
          </span>
        )
      )}
    </button>
  );
}
