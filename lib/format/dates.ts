import { DEFAULT_TIMEZONE } from '../scheduling/constants';
import { instantToZonedParts, monthLabel, weekdayOf } from '../scheduling/zoned-time';

const HOUR = 3_600_000;

/**
 * Admin "Last Modified": 'Just now' under an hour (also for a time slightly in the future,
 * from clock skew), '1 hour ago' / 'N hours ago' under 24 hours, otherwise the date in the
 * given zone ('Nov 3, 2026'). '-' for a missing or invalid value.
 */
export function formatRelativeModified(
  updatedAt: Date | string | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): string {
  const updated = updatedAt == null ? NaN : new Date(updatedAt).getTime();
  if (!Number.isFinite(updated)) return '-';
  const hours = Math.floor((now.getTime() - updated) / HOUR);
  if (hours < 1) return 'Just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const { date } = instantToZonedParts(new Date(updated), timeZone);
  return `${monthLabel(date)} ${Number(date.slice(8))}, ${date.slice(0, 4)}`;
}

/**
 * Time left until an appointment: '2h 5m', '45m', or 'now' once it is due. Rounds up to the
 * minute, so the countdown never reads '0m' before it is due.
 */
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return 'now';
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date 'yyyy-MM-dd' in words: 'Monday, 23 November 2026' (or without the year).
 * '' for an invalid date.
 */
export function formatLongDate(date: string, { withYear = true }: { withYear?: boolean } = {}): string {
  const weekday = weekdayOf(date);
  if (!weekday) return '';
  const [year, month, day] = date.split('-').map(Number);
  const name = `${weekday[0].toUpperCase()}${weekday.slice(1)}, ${day} ${MONTH_NAMES[month - 1]}`;
  return withYear ? `${name} ${year}` : name;
}
