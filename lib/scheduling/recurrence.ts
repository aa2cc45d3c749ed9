import { addDays } from './zoned-time';

/**
 * The days of a weekly repetition: `firstDate`, then every `everyWeeks` weeks, up to `until`
 * (inclusive) or `count` days, never more than `max`. Calendar days ('yyyy-MM-dd'): each
 * occurrence keeps its wall-clock time on its own day, across clock changes. Blocked time
 * (every week until a date) and standing appointments (every N weeks, K times or until a date) repeat this way.
 */
export function repeatedDays(firstDate: string, { everyWeeks = 1, until, count, max }: { everyWeeks?: number; until?: string | null; count?: number | null; max: number }): string[] {
  const days: string[] = [];
  const limit = Math.min(count ?? max, max);
  for (let day = firstDate; days.length < limit && (until == null || day <= until); day = addDays(day, 7 * everyWeeks)) {
    days.push(day);
    if (until == null && count == null) break;
  }
  return days;
}
