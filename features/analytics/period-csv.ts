import { csvText } from '@/lib/format/csv';
import type { Analytics } from '@/lib/scheduling/analytics';

/** The period's figures per day, week or month as CSV (the first day of each, ISO), for a spreadsheet. */
export function periodCsv(a: Pick<Analytics, 'buckets' | 'currency'>): string {
  return csvText(
    ['period_start', 'appointments', 'revenue', 'currency'],
    a.buckets.map((b) => [b.start, b.count, b.revenue, a.currency.currency_code ?? null]),
  );
}

/** The download's name: the salon's period, nothing personal. */
export const periodCsvName = (a: Pick<Analytics, 'range'>) => `analytics-${a.range.start}-${a.range.end}.csv`;
