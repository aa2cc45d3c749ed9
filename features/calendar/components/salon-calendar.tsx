'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatMonth, formatShortDate, weekdayName } from '@/lib/format/dates';
import { monthGrid, weekDays, type CalendarView } from '@/lib/scheduling/calendar-grid';
import type { DayAggregate } from '@/lib/scheduling/calendar-stats';
import { CalendarDayCell } from './calendar-day-cell';

/** Spec point 9 touch sizes: 44 px on phones, 40 on tablets, 36 on desktops. */
const TOUCH = 'size-11 md:size-10 lg:size-9';

type Props = {
  /** The selected day, which also decides the week or month shown. */
  date: string;
  today: string;
  view: CalendarView;
  days: Map<string, DayAggregate>;
  /** Days with blocked time (in the salon's zone). */
  blockedDays?: ReadonlySet<string>;
  closedReason: (date: string) => string | undefined;
  onSelect: (date: string) => void;
  onMove: (step: -1 | 1) => void;
  onToday: () => void;
  /** Shows the Week/Month toggle when given. */
  onViewChange?: (view: CalendarView) => void;
};

/** Spec point 2 "Calendar component": Monday-first week or month grid with navigation. */
export function SalonCalendar({ date, today, view, days, blockedDays, closedReason, onSelect, onMove, onToday, onViewChange }: Props) {
  const t = useTranslations('Calendar');
  const common = useTranslations('Common');
  const language = useLocale();
  const cells = view === 'week' ? weekDays(date) : monthGrid(date);
  const month = date.slice(0, 7);
  const unit = view === 'week' ? 'week' : 'month';
  // The week by its Monday ('Week of 23 Nov 2026'), the month by its name ('November 2026').
  const title = view === 'week' ? t('weekOf', { date: formatShortDate(cells[0], language) }) : formatMonth(date, language);
  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-title" className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex w-full items-center justify-between gap-1.5 sm:w-auto sm:justify-end sm:gap-2">
          {onViewChange && (
            <div role="group" aria-label={t('view')} className="inline-flex rounded-md border p-0.5">
              {(['week', 'month'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={view === option ? 'secondary' : 'ghost'}
                  aria-pressed={view === option}
                  className="h-10 px-2.5 md:h-9 md:px-3 lg:h-8"
                  onClick={() => onViewChange(option)}
                >
                  {t(option)}
                </Button>
              ))}
            </div>
          )}
          <div className="flex items-center gap-1.5 sm:gap-2">
            <Button variant="outline" size="icon" className={TOUCH} aria-label={t('previous', { unit })} onClick={() => onMove(-1)}>
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" className="h-11 px-3 md:h-10 lg:h-9" onClick={onToday}>
              {common('today')}
            </Button>
            <Button variant="outline" size="icon" className={TOUCH} aria-label={t('next', { unit })} onClick={() => onMove(1)}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-7 gap-1" data-testid="calendar-grid" data-view={view}>
        {cells.slice(0, 7).map((_, weekday) => (
          <div key={weekday} className="pb-1 text-center text-xs font-medium text-muted-foreground" aria-hidden>
            {weekdayName(weekday, language, { short: true })}
          </div>
        ))}
        {cells.map((cell) => (
          <CalendarDayCell
            key={cell}
            date={cell}
            view={view}
            day={days.get(cell)}
            blocked={blockedDays?.has(cell) ?? false}
            closedReason={closedReason(cell)}
            selected={cell === date}
            today={cell === today}
            outside={view === 'month' && cell.slice(0, 7) !== month}
            onSelect={onSelect}
          />
        ))}
      </div>
      <p className="sr-only">{t('closedNotSelectable')}</p>
    </section>
  );
}
