import { describe, expect, it } from 'vitest';
import { countdownParts, relativeModified } from '@/lib/format/relative-time';

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

describe('countdownParts', () => {
  it('is null once due', () => {
    expect(countdownParts(0)).toBeNull();
    expect(countdownParts(-5 * MINUTE)).toBeNull();
  });

  it('gives hours and minutes, rounding up to the minute', () => {
    expect(countdownParts(2 * HOUR + 5 * MINUTE)).toEqual({ hours: 2, minutes: 5 });
    expect(countdownParts(2 * HOUR + 4 * MINUTE + 1)).toEqual({ hours: 2, minutes: 5 });
    expect(countdownParts(HOUR)).toEqual({ hours: 1, minutes: 0 });
    expect(countdownParts(45 * MINUTE)).toEqual({ hours: 0, minutes: 45 });
    expect(countdownParts(30_000)).toEqual({ hours: 0, minutes: 1 });
  });
});
