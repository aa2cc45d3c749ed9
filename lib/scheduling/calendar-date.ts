/**
 * Plain calendar dates ('yyyy-MM-dd', no zone) as date-fns values. They are TZDates pinned to
 * UTC, so date-fns' getters and setters never meet a clock change of the process's zone (a
 * local-midnight Date can move to another day in zones that change their clocks at midnight).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isDateString } from './zoned-time';

/** The date-fns value of a calendar date. Throws RangeError on a bad date. */
export function toCalendarDate(date: string): TZDate {
  if (!isDateString(date)) throw new RangeError(`Invalid date: ${date}`);
  return new TZDate(Date.parse(date), 'UTC');
}

/** 'yyyy-MM-dd' of a value made by toCalendarDate (or date-fns arithmetic on one). */
export function fromCalendarDate(date: TZDate): string {
  return format(date, 'yyyy-MM-dd');
}
