import { describe, expect, it } from 'vitest';
import { formatCountdown, relativeModified } from '@/lib/format/relative-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date('2026-11-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeModified', () => {
  const hoursAgo = (hours: number) => ({ kind: 'hoursAgo', hours });

  it('is just now under an hour, also for a slightly future time', () => {
    for (const ms of [0, 5 * MINUTE, HOUR - 1, -5 * MINUTE]) expect(relativeModified(ago(ms), now)).toEqual({ kind: 'justNow' });
  });

  it('counts whole hours under a day', () => {
    expect(relativeModified(ago(HOUR), now)).toEqual(hoursAgo(1));
    expect(relativeModified(ago(2 * HOUR + 59 * MINUTE), now)).toEqual(hoursAgo(2));
    expect(relativeModified(ago(24 * HOUR - 1), now)).toEqual(hoursAgo(23));
  });

  it('counts real hours across a clock change (2026-10-25 has 25 hours in Budapest)', () => {
    const afterChange = new Date('2026-10-25T12:00:00Z');
    expect(relativeModified('2026-10-24T22:00:00Z', afterChange)).toEqual(hoursAgo(14));
    expect(relativeModified('2026-10-24T12:00:01Z', afterChange)).toEqual(hoursAgo(23));
  });

  it('gives the date in the salon zone from a day on', () => {
    expect(relativeModified(ago(24 * HOUR), now)).toEqual({ kind: 'date', date: '2026-11-09' });
    // 23:30 UTC on 1 March is already 2 March in Budapest.
    expect(relativeModified('2026-03-01T23:30:00Z', now)).toEqual({ kind: 'date', date: '2026-03-02' });
    expect(relativeModified('2026-03-01T23:30:00Z', now, 'America/New_York')).toEqual({ kind: 'date', date: '2026-03-01' });
  });

  it('gives none for a missing or invalid value', () => {
    for (const value of [null, undefined, 'yesterday']) expect(relativeModified(value, now)).toEqual({ kind: 'none' });
  });
});

describe('formatCountdown', () => {
  it("reads 'now' once due", () => {
    expect(formatCountdown(0)).toBe('now');
    expect(formatCountdown(-5 * MINUTE)).toBe('now');
  });

  it('shows hours and minutes, rounding up to the minute', () => {
    expect(formatCountdown(2 * HOUR + 5 * MINUTE)).toBe('2h 5m');
    expect(formatCountdown(2 * HOUR + 4 * MINUTE + 1)).toBe('2h 5m');
    expect(formatCountdown(HOUR)).toBe('1h 0m');
    expect(formatCountdown(45 * MINUTE)).toBe('45m');
    expect(formatCountdown(30_000)).toBe('1m');
  });
});
