import { differenceInHours } from 'date-fns';
import { DEFAULT_TIMEZONE } from '../scheduling/constants';
import { instantToZonedParts } from '../scheduling/zoned-time';
import { formatShortDate } from './dates';

/**
 * Admin "Last Modified" (spec point 2): 'Just now' under an hour (also for a time slightly in
 * the future, from clock skew), '1 hour ago' / 'N hours ago' under 24 hours, otherwise the date
 * in the given zone ('3 Nov 2026'). '-' for a missing or invalid value. See docs/decisions.md.
 */
export function formatRelativeModified(
  updatedAt: Date | string | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): string {
  const updated = updatedAt == null ? new Date(NaN) : new Date(updatedAt);
  if (Number.isNaN(updated.getTime())) return '-';
  const hours = differenceInHours(now, updated);
  if (hours < 1) return 'Just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return formatShortDate(instantToZonedParts(updated, timeZone).date);
}

/**
 * Time left until an appointment, as numbers the catalogue words ('2h 5m', '45m'; hu '2 óra 5
 * perc'): null once it is due ('now'). Rounds up to the minute, so the countdown never reads
 * '0m' before it is due.
 */
export function countdownParts(ms: number): { hours: number; minutes: number } | null {
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
