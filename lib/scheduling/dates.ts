import { DEFAULT_BOOKING_RULES, lastBookableDate } from './booking-rules';
import { MAX_DATES_SHOWN } from './constants';
import { normalizeOpeningHours, type DayHours, type OpeningHours, type Weekday } from './opening-hours';
import { message, type Message } from '@/lib/i18n/message';
import { addDays, monthLabel, todayInZone, weekdayOf } from './zoned-time';

/** Why a day is closed: the words for staff are `reason`; visitors read closureMessage(closure). */
export type Closure = { kind: 'invalid' } | { kind: 'regular'; weekday: Weekday } | { kind: 'special' };

export type DateAvailability = { available: boolean; reason?: string; closure?: Closure };

export type BookableDate = {
  date: string;
  weekday: Weekday;
  dayNumber: number;
  /** English short month, e.g. 'Nov'. */
  monthLabel: string;
  available: boolean;
  reason?: string;
  closure?: Closure;
};

type DaysOff = readonly string[] | null | undefined;

export const SPECIAL_CLOSURE_REASON = 'Special closure (holiday/vacation)';
export const INVALID_DATE_REASON = 'Invalid date';

export function regularClosureReason(weekday: Weekday): string {
  return `Regular closure (closed on ${weekday[0].toUpperCase()}${weekday.slice(1)}s)`;
}

/** A closure as a visitor reads it (the catalogues' words). */
export function closureMessage(closure: Closure): Message {
  if (closure.kind === 'regular') return message('Closures.regular', { weekday: closure.weekday });
  return closure.kind === 'special' ? message('Server.specialClosure') : message('Server.invalidDateReason');
}

const CLOSED = { invalid: { kind: 'invalid' }, special: { kind: 'special' } } as const;

function availability(
  date: string,
  week: Record<Weekday, DayHours>,
  daysOff: DaysOff,
): DateAvailability & { hours: DayHours } {
  const weekday = weekdayOf(date);
  if (!weekday) return { available: false, reason: INVALID_DATE_REASON, closure: CLOSED.invalid, hours: null };
  const hours = week[weekday];
  // A closed weekday wins over a day off: it is the more lasting reason.
  if (!hours) return { available: false, reason: regularClosureReason(weekday), closure: { kind: 'regular', weekday }, hours };
  if (daysOff?.includes(date)) return { available: false, reason: SPECIAL_CLOSURE_REASON, closure: CLOSED.special, hours: null };
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
  const { available, reason, closure } = availability(date, normalizeOpeningHours(openingHours), daysOff);
  return reason === undefined ? { available } : { available, reason, closure };
}

/** The hours the salon is open on `date`: null for a closed weekday, a day off or a bad date. */
export function openHoursOn(input: { date: string; openingHours: OpeningHours; daysOff?: DaysOff }): DayHours {
  return availability(input.date, normalizeOpeningHours(input.openingHours), input.daysOff).hours;
}

type DateListInput = {
  now: Date;
  timeZone: string;
  openingHours: OpeningHours;
  daysOff?: DaysOff;
  /** The salon's booking horizon in days (today counts as the first). */
  horizonDays?: number;
  /** The first date of the page ('yyyy-MM-dd'); before today or past the horizon: today. */
  from?: string;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * One page of the booking page's date list: up to MAX_DATES_SHOWN days from `from` (default
 * today, in the salon's zone), never past the salon's horizon, closed ones included as
 * unavailable entries with their reason. So the grid never shows more than 15 dates.
 */
export function bookableDates({ now, timeZone, openingHours, daysOff, horizonDays = DEFAULT_BOOKING_RULES.bookingHorizonDays, from }: DateListInput): BookableDate[] {
  const week = normalizeOpeningHours(openingHours);
  const today = todayInZone(now, timeZone);
  const last = lastBookableDate(now, timeZone, horizonDays);
  const first = from && from > today && from <= last ? from : today;
  const dates: BookableDate[] = [];
  for (let i = 0; i < Math.min(daysBetween(first, last) + 1, MAX_DATES_SHOWN); i++) {
    const date = addDays(first, i);
    const { available, reason, closure } = availability(date, week, daysOff);
    dates.push({
      date,
      weekday: weekdayOf(date)!,
      dayNumber: Number(date.slice(8)),
      monthLabel: monthLabel(date)!,
      available,
      ...(reason === undefined ? {} : { reason, closure }),
    });
  }
  return dates;
}

/** A page of dates and where the pages before and after it start (null: none inside the horizon). */
export type BookableDatePage = { dates: BookableDate[]; previousFrom: string | null; nextFrom: string | null };

/** bookableDates with paging: the page starting at `from`, and the first dates of its neighbours. */
export function bookableDatePage(input: DateListInput): BookableDatePage {
  const dates = bookableDates(input);
  const today = todayInZone(input.now, input.timeZone);
  const last = lastBookableDate(input.now, input.timeZone, input.horizonDays ?? DEFAULT_BOOKING_RULES.bookingHorizonDays);
  const first = dates[0]?.date ?? today;
  const after = dates.length ? addDays(dates.at(-1)!.date, 1) : null;
  const before = addDays(first, -MAX_DATES_SHOWN);
  return {
    dates,
    previousFrom: first > today ? (before > today ? before : today) : null,
    nextFrom: after && after <= last ? after : null,
  };
}
