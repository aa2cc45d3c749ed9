import { addDays, todayInZone } from './zoned-time';

/**
 * A salon's online booking rules (issue 22; the salons columns of the same names). They bind
 * visitors only: staff are the salon and book, move and cancel at any time (docs/decisions.md).
 * Pure: the booking page and the server share them.
 */
export type BookingRules = {
  /** An online booking starts at least this many minutes from now. */
  minNoticeMinutes: number;
  /** Bookable dates: today to today + horizon - 1, in the salon's zone. */
  bookingHorizonDays: number;
  /** A visitor cancels or moves online only while the appointment starts at least this many hours later. */
  changeWindowHours: number;
};

/** The database's defaults (lib/db/schema.ts); 30 days is the spec's date list (point 9). */
export const DEFAULT_BOOKING_RULES: BookingRules = { minNoticeMinutes: 120, bookingHorizonDays: 30, changeWindowHours: 24 };

/** What the owner may choose (the database's check constraints allow the same). */
export const BOOKING_RULE_LIMITS = {
  minNoticeMinutes: { min: 0, max: 10_080 },
  bookingHorizonDays: { min: 1, max: 365 },
  changeWindowHours: { min: 0, max: 720 },
  bookingPolicy: 500,
  /** No-show protection: after this many no-shows (0: off) … */
  noShowLimit: { min: 0, max: 20 },
  /** … within this many months. */
  noShowMonths: { min: 1, max: 60 },
} as const;

const MINUTE = 60_000;

/** The last date visitors may book: today + horizon - 1 in the salon's zone. */
export function lastBookableDate(now: Date, timeZone: string, horizonDays: number): string {
  return addDays(todayInZone(now, timeZone), Math.max(1, horizonDays) - 1);
}

/** Whether `date` ('yyyy-MM-dd') is today or later and within the salon's horizon. */
export function isInsideHorizon(date: string, timeZone: string, now: Date, horizonDays: number): boolean {
  return date >= todayInZone(now, timeZone) && date <= lastBookableDate(now, timeZone, horizonDays);
}

/** The earliest start an online booking may have. */
export function earliestBookableStart(now: Date, minNoticeMinutes: number): Date {
  return new Date(now.getTime() + Math.max(0, minNoticeMinutes) * MINUTE);
}
