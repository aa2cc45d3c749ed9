import { describe, expect, it } from 'vitest';
import { repeatedDays } from './recurrence';

describe('repeatedDays', () => {
  it('repeats every N weeks K times, across the clock change and the year end', () => {
    expect(repeatedDays('2026-10-12', { everyWeeks: 2, count: 4, max: 26 })).toEqual(['2026-10-12', '2026-10-26', '2026-11-09', '2026-11-23']);
    expect(repeatedDays('2026-12-21', { everyWeeks: 1, count: 3, max: 26 })).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
  });

  it('stops on the last date, inclusive, and never passes the cap', () => {
    expect(repeatedDays('2026-12-07', { everyWeeks: 4, until: '2027-02-01', max: 26 })).toEqual(['2026-12-07', '2027-01-04', '2027-02-01']);
    expect(repeatedDays('2026-12-07', { until: '2030-01-01', max: 5 })).toHaveLength(5);
    expect(repeatedDays('2026-12-07', { count: 40, max: 26 })).toHaveLength(26);
  });

  it('is the first day alone without an end', () => {
    expect(repeatedDays('2026-12-07', { max: 26 })).toEqual(['2026-12-07']);
  });
});
