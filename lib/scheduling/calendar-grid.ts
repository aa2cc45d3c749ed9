/**
 * Calendar component grids on plain calendar dates 'yyyy-MM-dd' (spec points 2, 7 and 9):
 * weeks start on Monday, a month grid has 42 cells, and the dashboard loads the visible range
 * widened to whole months plus a 2-week buffer on each side.
 */
import { addDays, endOfMonth, startOfMonth, startOfWeek } from 'date-fns';
import { fromCalendarDate, toCalendarDate } from './calendar-date';

export const WEEK_STARTS_ON = 1; // Monday
export const MONTH_GRID_CELLS = 42; // 6 weeks: enough for a 31-day month starting on a Sunday
export const CALENDAR_BUFFER_DAYS = 14;

export type CalendarView = 'week' | 'month';
/** Inclusive calendar-date range. */
export type DateRange = { start: string; end: string };

function daysFrom(first: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => fromCalendarDate(addDays(first, i)));
}

/** Monday to Sunday of the week holding `date`. Throws RangeError on a bad date. */
export function weekDays(date: string): string[] {
  return daysFrom(startOfWeek(toCalendarDate(date), { weekStartsOn: WEEK_STARTS_ON }), 7);
}

/** The 42 cells of the month holding `date`, from the Monday on or before the 1st. */
export function monthGrid(date: string): string[] {
  const first = startOfMonth(toCalendarDate(date));
  return daysFrom(startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON }), MONTH_GRID_CELLS);
}

/** The days the view shows around `date`: its week, or its month grid. */
export function visibleRange(date: string, view: CalendarView): DateRange {
  const days = view === 'week' ? weekDays(date) : monthGrid(date);
  return { start: days[0], end: days[days.length - 1] };
}

/**
 * The days to load for a visible range: widened to the first and last day of the months it
 * touches, then by the 2-week buffer each side, so moving a week or a month on usually finds
 * its data already loaded.
 */
export function calendarDataRange({ start, end }: DateRange): DateRange {
  return {
    start: fromCalendarDate(addDays(startOfMonth(toCalendarDate(start)), -CALENDAR_BUFFER_DAYS)),
    end: fromCalendarDate(addDays(endOfMonth(toCalendarDate(end)), CALENDAR_BUFFER_DAYS)),
  };
}
