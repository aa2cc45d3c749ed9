import { describe, expect, it } from 'vitest';
import { BLOCK_MAX_WEEKS, blockOccurrences, lastBlockDate } from '@/lib/scheduling/time-blocks';

const TZ = 'Europe/Budapest';
const iso = (list: { occursOn: string; start: Date; end: Date }[]) => list.map((o) => [o.occursOn, o.start.toISOString(), o.end.toISOString()]);

describe('blockOccurrences', () => {
  it('a one-off block is its one day, whatever the until date', () => {
    expect(iso(blockOccurrences({ firstDate: '2026-11-24', untilDate: null, fromTime: '12:00', toTime: '13:00' }, TZ))).toEqual([
      ['2026-11-24', '2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z'],
    ]);
  });

  it('a weekly block keeps its wall-clock hours across the autumn clock change', () => {
    expect(iso(blockOccurrences({ firstDate: '2026-10-18', untilDate: '2026-11-01', fromTime: '12:00', toTime: '13:00' }, TZ))).toEqual([
      ['2026-10-18', '2026-10-18T10:00:00.000Z', '2026-10-18T11:00:00.000Z'],
      ['2026-10-25', '2026-10-25T11:00:00.000Z', '2026-10-25T12:00:00.000Z'],
      ['2026-11-01', '2026-11-01T11:00:00.000Z', '2026-11-01T12:00:00.000Z'],
    ]);
  });

  it('on the spring-forward day a bound in the gap moves to the jump, and a block inside the gap vanishes', () => {
    expect(iso(blockOccurrences({ firstDate: '2027-03-28', untilDate: null, fromTime: '02:30', toTime: '04:00' }, TZ))).toEqual([
      ['2027-03-28', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z'],
    ]);
    expect(blockOccurrences({ firstDate: '2027-03-28', untilDate: null, fromTime: '02:00', toTime: '02:45' }, TZ)).toEqual([]);
  });

  it(`stops at the until date and never runs past ${BLOCK_MAX_WEEKS} weeks`, () => {
    expect(blockOccurrences({ firstDate: '2026-11-24', untilDate: '2026-12-14', fromTime: '12:00', toTime: '13:00' }, TZ)).toHaveLength(3);
    const capped = blockOccurrences({ firstDate: '2026-11-24', untilDate: '2030-01-01', fromTime: '12:00', toTime: '13:00' }, TZ);
    expect(capped).toHaveLength(BLOCK_MAX_WEEKS + 1);
    expect(capped.at(-1)?.occursOn).toBe(lastBlockDate('2026-11-24'));
  });
});
