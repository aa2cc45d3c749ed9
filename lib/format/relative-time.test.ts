import { describe, expect, it } from 'vitest';
import { countdownParts, formatRelativeModified } from '@/lib/format/relative-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date('2026-11-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeModified', () => {
  it("says 'Just now' under an hour, also for a slightly future time", () => {
    expect(formatRelativeModified(ago(0), now)).toBe('Just now');
    expect(formatRelativeModified(ago(5 * MINUTE), now)).toBe('Just now');
    expect(formatRelativeModified(ago(HOUR - 1), now)).toBe('Just now');
    expect(formatRelativeModified(ago(-5 * MINUTE), now)).toBe('Just now');
  });

  it("counts whole hours under a day, '1 hour ago' singular", () => {
    expect(formatRelativeModified(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeModified(ago(2 * HOUR + 59 * MINUTE), now)).toBe('2 hours ago');
    expect(formatRelativeModified(ago(24 * HOUR - 1), now)).toBe('23 hours ago');
  });

  it('counts real hours across a clock change (2026-10-25 has 25 hours in Budapest)', () => {
    const afterChange = new Date('2026-10-25T12:00:00Z');
    expect(formatRelativeModified('2026-10-24T22:00:00Z', afterChange)).toBe('14 hours ago');
    expect(formatRelativeModified('2026-10-24T12:00:01Z', afterChange)).toBe('23 hours ago');
  });

  it('shows the date in the salon zone from a day on', () => {
    expect(formatRelativeModified(ago(24 * HOUR), now)).toBe('9 Nov 2026');
    // 23:30 UTC on 1 March is already 2 March in Budapest.
    expect(formatRelativeModified('2026-03-01T23:30:00Z', now)).toBe('2 Mar 2026');
    expect(formatRelativeModified('2026-03-01T23:30:00Z', now, 'America/New_York')).toBe('1 Mar 2026');
  });

  it("gives '-' for a missing or invalid value", () => {
    expect(formatRelativeModified(null, now)).toBe('-');
    expect(formatRelativeModified(undefined, now)).toBe('-');
    expect(formatRelativeModified('yesterday', now)).toBe('-');
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
