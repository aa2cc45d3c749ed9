// A stylist's week in words, for the Staff screen and the member's own account page. Pure.
import type { WorkingSpan } from '@/lib/scheduling/stylists';

/** ISO weekdays 1-7 (Monday first), as the hours are stored. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const SHORT = WEEKDAY_NAMES.map((name) => name.slice(0, 3));

/** One day's spans, earliest first: '09:00–13:00, 14:00–20:00'. */
export function formatSpans(spans: readonly Pick<WorkingSpan, 'from' | 'to'>[]): string {
  return [...spans]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((span) => `${span.from}–${span.to}`)
    .join(', ');
}

/**
 * The week in one line: consecutive weekdays with the same spans share a range,
 * 'Mon–Fri 09:00–13:00, 14:00–20:00; Sat 10:00–16:00', or 'No working hours'.
 */
export function formatWorkingWeek(hours: readonly WorkingSpan[]): string {
  const days = WEEKDAY_NAMES.map((_, i) => formatSpans(hours.filter((span) => span.weekday === i + 1)));
  const parts: string[] = [];
  for (let first = 0; first < 7; ) {
    let last = first;
    while (last + 1 < 7 && days[last + 1] === days[first]) last++;
    if (days[first]) parts.push(`${last === first ? SHORT[first] : `${SHORT[first]}–${SHORT[last]}`} ${days[first]}`);
    first = last + 1;
  }
  return parts.length ? parts.join('; ') : 'No working hours';
}
