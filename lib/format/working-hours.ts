// A stylist's week in words, for the Staff screen and the member's own account page. Pure.
import type { WorkingSpan } from '@/lib/scheduling/stylists';
import { shortWeekdayName, type DateLanguage } from './dates';

/** ISO weekdays 1-7 (Monday first), as the hours are stored; keys, not words (weekdayName words them). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One day's spans, earliest first: '09:00–13:00, 14:00–20:00'. */
export function formatSpans(spans: readonly Pick<WorkingSpan, 'from' | 'to'>[]): string {
  return [...spans]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((span) => `${span.from}–${span.to}`)
    .join(', ');
}

/** 'Mon–Fri', 'Mon, Wed, Fri', 'Mon–Wed, Sat' (hu 'H–P'): weekday indexes (0 = Monday, ascending), runs joined. */
function formatDays(days: number[], language: DateLanguage): string {
  const short = (day: number) => shortWeekdayName(day, language);
  const runs: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j] + 1) j++;
    runs.push(j - i >= 2 ? `${short(days[i])}–${short(days[j])}` : days.slice(i, j + 1).map(short).join(', '));
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * The week in one line, weekdays with the same spans together:
 * 'Mon–Fri 09:00–13:00, 14:00–20:00; Sat 10:00–16:00', 'Mon, Wed, Fri 09:00–20:00' (hu 'H–P …'),
 * or null for a week without working hours (the screen words that).
 */
export function formatWorkingWeek(hours: readonly WorkingSpan[], language: DateLanguage = 'en'): string | null {
  const byHours = new Map<string, number[]>();
  WEEKDAY_NAMES.forEach((_, i) => {
    const spans = formatSpans(hours.filter((span) => span.weekday === i + 1));
    if (spans) byHours.set(spans, [...(byHours.get(spans) ?? []), i]);
  });
  if (!byHours.size) return null;
  return [...byHours].map(([spans, days]) => `${formatDays(days, language)} ${spans}`).join('; ');
}
