import { differenceInHours } from 'date-fns';
import { DEFAULT_TIMEZONE } from '../scheduling/constants';
import { instantToZonedParts } from '../scheduling/zoned-time';

/** How long ago a salon was modified, for the screen to word: under an hour, whole hours, or its date. */
export type RelativeModified = { kind: 'none' } | { kind: 'justNow' } | { kind: 'hoursAgo'; hours: number } | { kind: 'date'; date: string };

/**
 * Admin "Last Modified" (spec point 2): 'Just now' under an hour (also for a time slightly in
 * the future, from clock skew), '1 hour ago' / 'N hours ago' under 24 hours (whole real hours),
 * otherwise the calendar date 'yyyy-MM-dd' in the given zone. 'none' for a missing or invalid
 * value (shown '-'). The words are the catalogue's (Salons). See docs/decisions.md.
 */
export function relativeModified(updatedAt: Date | string | null | undefined, now: Date, timeZone: string = DEFAULT_TIMEZONE): RelativeModified {
  const updated = updatedAt == null ? new Date(NaN) : new Date(updatedAt);
  if (Number.isNaN(updated.getTime())) return { kind: 'none' };
  const hours = differenceInHours(now, updated);
  if (hours < 1) return { kind: 'justNow' };
  if (hours < 24) return { kind: 'hoursAgo', hours };
  return { kind: 'date', date: instantToZonedParts(updated, timeZone).date };
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
