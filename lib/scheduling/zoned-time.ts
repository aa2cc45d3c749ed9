/**
 * DST-safe conversions between instants and wall-clock time in an IANA zone.
 *
 * Built on Intl.DateTimeFormat rather than date-fns-tz: date-fns-tz routes through the
 * process's local zone (toZonedTime/fromZonedTime build local Dates), so its results near a
 * clock change depend on TZ — e.g. Budapest 02:30 on 2026-03-08 formats as 03:30 in a
 * New York process, and fromZonedTime picks a different occurrence of a repeated hour under
 * TZ=UTC than under TZ=America/New_York. Here only UTC fields are ever read.
 */
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day';
import { weekdayFromIndex, type Weekday } from './opening-hours';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type ZonedParts = { date: string; time: string; weekday: Weekday };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws RangeError for an unknown zone: a wrong zone would silently give wrong times. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The offset as Intl formats the instant (tens of µs: offsetAt keeps the answers). */
function formattedOffset(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(ms)) parts[type] = Number(value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

const HOUR = 60 * MINUTE;
/** Per zone and UTC hour, the offset of an hour with no clock change in it. */
const steadyHours = new Map<string, number>();
const STEADY_HOURS_LIMIT = 10_000;

/**
 * Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). An hour whose
 * first and last second have the same offset has no clock change inside it (zones never change
 * twice within an hour), so its offset is kept for every instant in it.
 */
export function offsetAt(ms: number, timeZone: string): number {
  const hour = Math.floor(ms / HOUR);
  const key = `${timeZone}|${hour}`;
  const kept = steadyHours.get(key);
  if (kept !== undefined) return kept;
  const offset = formattedOffset(ms, timeZone);
  if (formattedOffset(hour * HOUR, timeZone) === offset && formattedOffset((hour + 1) * HOUR - 1000, timeZone) === offset) {
    if (steadyHours.size >= STEADY_HOURS_LIMIT) steadyHours.clear();
    steadyHours.set(key, offset);
  }
  return offset;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Epoch ms of a real calendar date 'yyyy-MM-dd' at 00:00 UTC, or null. */
function parseDate(date: unknown): number | null {
  const match = typeof date === 'string' ? DATE_PATTERN.exec(date) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Rejects 2026-02-30 and the like, which Date.UTC would roll over.
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 ? ms : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function utcDateString(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function isDateString(value: unknown): value is string {
  return parseDate(value) !== null;
}

/**
 * The instant at which the zone's clocks show `time` on `date`.
 * - Nonexistent wall time (spring-forward gap, e.g. 02:30 on 2026-03-29 in Budapest): null,
 *   so nothing can be booked in it.
 * - Repeated wall time (fall-back overlap, e.g. 02:30 on 2026-10-25): the first occurrence
 *   (summer time), so each label maps to exactly one instant.
 * - Invalid date or time: null.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date | null {
  const day = parseDate(date);
  const minutes = parseTimeOfDay(time);
  if (day === null || minutes === null) return null;
  const wall = day + minutes * MINUTE;
  const offsets = offsetsAround(day, timeZone);
  // One offset all around the date: no clock change, nothing to verify.
  if (offsets.length === 1) return new Date(wall - offsets[0]);
  const matches = offsets.map((o) => wall - o).filter((ms) => offsetAt(ms, timeZone) === wall - ms);
  return matches.length ? new Date(Math.min(...matches)) : null;
}

/**
 * The instant of `time` on `date`, or, when that wall time falls in a spring-forward gap, of
 * the first wall time after it that exists (the moment the clocks jump). Null for an invalid
 * date or time.
 */
export function instantAtOrAfter(date: string, time: string, timeZone: string): Date | null {
  for (let m = parseTimeOfDay(time) ?? Infinity; m < 24 * 60; m++) {
    const instant = zonedToInstant(date, formatTimeOfDay(m), timeZone);
    if (instant) return instant;
  }
  return null;
}

/**
 * The offsets in force from a day before to a day after `day` (a date's UTC midnight), sampled
 * at both ends: zones never change their clocks twice within three days. offsetAt keeps both,
 * so a day's slots format neither again.
 */
function offsetsAround(day: number, timeZone: string): number[] {
  const before = offsetAt(day - DAY, timeZone);
  const after = offsetAt(day + 2 * DAY, timeZone);
  return before === after ? [before] : [before, after];
}

export function instantToZonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return {
    date: utcDateString(wall.getTime()),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    weekday: weekdayFromIndex(wall.getUTCDay()),
  };
}

/** A wall-clock moment in the salon's zone: 'yyyy-MM-dd' and 'HH:mm'. */
export type WallTime = { date: string; time: string };

/** The wall-clock moment of an instant in the salon's zone (what the customer's clock shows). */
export function wallTimeOf(instant: Date | string, timeZone: string): WallTime {
  const { date, time } = instantToZonedParts(new Date(instant), timeZone);
  return { date, time };
}

export function todayInZone(now: Date, timeZone: string): string {
  return instantToZonedParts(now, timeZone).date;
}

/** Calendar arithmetic on 'yyyy-MM-dd' (no zone involved). Throws RangeError on a bad date. */
export function addDays(date: string, days: number): string {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Invalid date: ${date}`);
  return utcDateString(ms + days * DAY);
}

/** Weekday of a calendar date, or null for an invalid date. */
export function weekdayOf(date: string): Weekday | null {
  const ms = parseDate(date);
  return ms === null ? null : weekdayFromIndex(new Date(ms).getUTCDay());
}

/** English short month ('Nov') of a calendar date, or null for an invalid date. */
export function monthLabel(date: string): string | null {
  const ms = parseDate(date);
  return ms === null ? null : MONTH_LABELS[new Date(ms).getUTCMonth()];
}
