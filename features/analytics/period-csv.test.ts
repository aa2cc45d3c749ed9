import { describe, expect, it } from 'vitest';
import { periodCsv, periodCsvName } from './period-csv';

describe("the analytics period's CSV", () => {
  it('has a line per day, week or month with its count, revenue and currency', () => {
    const buckets = [
      { start: '2026-11-01', count: 3, revenue: 27000 },
      { start: '2026-11-02', count: 0, revenue: 0 },
    ];
    expect(periodCsv({ buckets, currency: { currency_code: 'HUF' } })).toBe('period_start,appointments,revenue,currency\r\n2026-11-01,3,27000,HUF\r\n2026-11-02,0,0,HUF\r\n');
    expect(periodCsvName({ range: { start: '2026-10-28', end: '2026-11-26' } })).toBe('analytics-2026-10-28-2026-11-26.csv');
  });
});
