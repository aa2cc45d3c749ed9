import { describe, expect, it } from 'vitest';
import { BLOCK_MAX_WEEKS, blockOccurrences, lastBlockDate, openBlockHorizon, OPEN_BLOCK_HORIZON_WEEKS } from '@/lib/scheduling/time-blocks';

const TZ = 'Europe/Budapest';
const iso = (list: { occursOn: string; start: Date; end: Date }[]) => list.map((o) => [o.occursOn, o.start.toISOString(), o.end.toISOString()]);

describe('blockOccurrences', () => {
  it('a one-off block is its one day, whatever the until date', () => {
    expect(iso(blockOccurrences({ repeat: 'once', firstDate: '2026-11-24', untilDate: null, fromTime: '12:00', toTime: '13:00' }, TZ))).toEqual([
      ['2026-11-24', '2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z'],
    ]);
  });

  it('a weekly block keeps its wall-clock hours across the autumn clock change', () => {
    expect(iso(blockOccurrences({ repeat: 'weekly', firstDate: '2026-10-18', untilDate: '2026-11-01', fromTime: '12:00', toTime: '13:00' }, TZ))).toEqual([
      ['2026-10-18', '2026-10-18T10:00:00.000Z', '2026-10-18T11:00:00.000Z'],
      ['2026-10-25', '2026-10-25T11:00:00.000Z', '2026-10-25T12:00:00.000Z'],
      ['2026-11-01', '2026-11-01T11:00:00.000Z', '2026-11-01T12:00:00.000Z'],
    ]);
  });

  it('on the spring-forward day a bound in the gap moves to the jump, and a block inside the gap vanishes', () => {
    expect(iso(blockOccurrences({ repeat: 'once', firstDate: '2027-03-28', untilDate: null, fromTime: '02:30', toTime: '04:00' }, TZ))).toEqual([
      ['2027-03-28', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z'],
    ]);
    expect(blockOccurrences({ repeat: 'once', firstDate: '2027-03-28', untilDate: null, fromTime: '02:00', toTime: '02:45' }, TZ)).toEqual([]);
  });

  it(`stops at the until date and never runs past ${BLOCK_MAX_WEEKS} weeks`, () => {
    expect(blockOccurrences({ repeat: 'weekly', firstDate: '2026-11-24', untilDate: '2026-12-14', fromTime: '12:00', toTime: '13:00' }, TZ)).toHaveLength(3);
    const capped = blockOccurrences({ repeat: 'weekly', firstDate: '2026-11-24', untilDate: '2030-01-01', fromTime: '12:00', toTime: '13:00' }, TZ);
    expect(capped).toHaveLength(BLOCK_MAX_WEEKS + 1);
    expect(capped.at(-1)?.occursOn).toBe(lastBlockDate('2026-11-24'));
  });

  it('every weekday is Monday to Friday, with the wall-clock hours across the autumn clock change', () => {
    const days = blockOccurrences({ repeat: 'weekdays', firstDate: '2026-10-22', untilDate: '2026-10-27', fromTime: '12:00', toTime: '13:00' }, TZ);
    expect(iso(days)).toEqual([
      ['2026-10-22', '2026-10-22T10:00:00.000Z', '2026-10-22T11:00:00.000Z'], // Thursday, summer time
      ['2026-10-23', '2026-10-23T10:00:00.000Z', '2026-10-23T11:00:00.000Z'],
      ['2026-10-26', '2026-10-26T11:00:00.000Z', '2026-10-26T12:00:00.000Z'], // Monday, winter time
      ['2026-10-27', '2026-10-27T11:00:00.000Z', '2026-10-27T12:00:00.000Z'],
    ]);
  });

  it('a series with no end date runs through the day it is asked for, after the day already written', () => {
    const open = { repeat: 'weekdays', firstDate: '2026-11-23', untilDate: null, fromTime: '12:00', toTime: '13:00' } as const;
    expect(() => blockOccurrences(open, TZ)).toThrow(RangeError);
    expect(blockOccurrences(open, TZ, { after: '2026-11-27', through: '2026-12-04' }).map((o) => o.occursOn)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(openBlockHorizon('2026-11-27')).toBe('2027-12-24');
    expect(OPEN_BLOCK_HORIZON_WEEKS * 7).toBeGreaterThan(365);
  });
});
