import { BOOKING_WINDOW_DAYS, MAX_DATES_SHOWN } from './constants';
import { normalizeOpeningHours, type DayHours, type OpeningHours, type Weekday } from './opening-hours';
import { addDays, monthLabel, todayInZone, weekdayOf } from './zoned-time';

export type DateAvailability = { available: boolean; reason?: string };

export type BookableDate = {
  date: string;
  weekday: Weekday;
  dayNumber: number;
  /** English short month, e.g. 'Nov'. */
  monthLabel: string;
  available: boolean;
  reason?: string;
};

type DaysOff = readonly string[] | null | undefined;

export const SPECIAL_CLOSURE_REASON = 'Special closure (holiday/vacation)';
export const INVALID_DATE_REASON = 'Invalid date';

export function regularClosureReason(weekday: Weekday): string {
  return `Regular closure (closed on ${weekday[0].toUpperCase()}${weekday.slice(1)}s)`;
}

function availability(
  date: string,
  week: Record<Weekday, DayHours>,
  daysOff: DaysOff,
): DateAvailability & { hours: DayHours } {
  const weekday = weekdayOf(date);
  if (!weekday) return { available: false, reason: INVALID_DATE_REASON, hours: null };
  const hours = week[weekday];
  // A closed weekday wins over a day off: it is the more lasting reason.
  if (!hours) return { available: false, reason: regularClosureReason(weekday), hours };
  if (daysOff?.includes(date)) return { available: false, reason: SPECIAL_CLOSURE_REASON, hours: null };
  return { available: true, hours };
}

/** Spec point 5 "Date availability". */
export function dateAvailability({
  date,
  openingHours,
  daysOff,
}: {
  date: string;
  openingHours: OpeningHours;
  daysOff?: DaysOff;
}): DateAvailability {
  const { available, reason } = availability(date, normalizeOpeningHours(openingHours), daysOff);
  return reason === undefined ? { available } : { available, reason };
}

/** The hours the salon is open on `date`: null for a closed weekday, a day off or a bad date. */
export function openHoursOn(input: { date: string; openingHours: OpeningHours; daysOff?: DaysOff }): DayHours {
  return availability(input.date, normalizeOpeningHours(input.openingHours), input.daysOff).hours;
}

/**
 * The booking page's date list: the first MAX_DATES_SHOWN days of the BOOKING_WINDOW_DAYS
 * window from today (in the salon's zone), closed ones included as unavailable entries with
 * their reason. So the grid never shows more than 15 dates.
 */
export function bookableDates({
  now,
  timeZone,
  openingHours,
  daysOff,
}: {
  now: Date;
  timeZone: string;
  openingHours: OpeningHours;
  daysOff?: DaysOff;
}): BookableDate[] {
  const week = normalizeOpeningHours(openingHours);
  const today = todayInZone(now, timeZone);
  const dates: BookableDate[] = [];
  for (let i = 0; i < Math.min(BOOKING_WINDOW_DAYS, MAX_DATES_SHOWN); i++) {
    const date = addDays(today, i);
    const { available, reason } = availability(date, week, daysOff);
    dates.push({
      date,
      weekday: weekdayOf(date)!,
      dayNumber: Number(date.slice(8)),
      monthLabel: monthLabel(date)!,
      available,
      ...(reason === undefined ? {} : { reason }),
    });
  }
  return dates;
}
