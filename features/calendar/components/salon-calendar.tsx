'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { monthGrid, monthHeader, weekDays, weekHeader, type CalendarView } from '@/lib/scheduling/calendar-grid';
import type { DayAggregate } from '@/lib/scheduling/calendar-stats';
import { CalendarDayCell } from './calendar-day-cell';

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
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
  const cells = view === 'week' ? weekDays(date) : monthGrid(date);
  const month = date.slice(0, 7);
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-title" className="text-lg font-semibold" aria-live="polite">
          {view === 'week' ? weekHeader(date) : monthHeader(date)}
        </h2>
        <div className="flex w-full items-center justify-between gap-1.5 sm:w-auto sm:justify-end sm:gap-2">
          {onViewChange && (
            <div role="group" aria-label="Calendar view" className="inline-flex rounded-md border p-0.5">
              {(['week', 'month'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={view === option ? 'secondary' : 'ghost'}
                  aria-pressed={view === option}
                  className="h-10 px-2.5 md:h-9 md:px-3 lg:h-8"
                  onClick={() => onViewChange(option)}
                >
                  {option === 'week' ? 'Week' : 'Month'}
                </Button>
              ))}
            </div>
          )}
          <div className="flex items-center gap-1.5 sm:gap-2">
            <Button variant="outline" size="icon" className={TOUCH} aria-label={`Previous ${unit}`} onClick={() => onMove(-1)}>
              <ChevronLeft aria-hidden />
            </Button>
            <Button variant="outline" className="h-11 px-3 md:h-10 lg:h-9" onClick={onToday}>
              Today
            </Button>
            <Button variant="outline" size="icon" className={TOUCH} aria-label={`Next ${unit}`} onClick={() => onMove(1)}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-7 gap-1" data-testid="calendar-grid" data-view={view}>
        {WEEKDAY_LABELS.map((label) => (
          <div key={label} className="pb-1 text-center text-xs font-medium text-muted-foreground" aria-hidden>
            {label}
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
      <p className="sr-only">Closed days cannot be selected.</p>
    </section>
  );
}
