import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_LIMITS, withinInputLimits } from '@/lib/validation/input-guard';
import { BOOKING_INPUT_LIMITS } from '@/lib/validation/booking-rules';

describe('withinInputLimits', () => {
  it('accepts ordinary form input', () => {
    expect(withinInputLimits({ name: 'Anna', notes: 'x'.repeat(2000), tags: ['a', 'b'] })).toBe(true);
    expect(withinInputLimits(null)).toBe(true);
    expect(withinInputLimits(42)).toBe(true);
  });

  it('refuses a string, a total, a key count or a depth over the limits', () => {
    expect(withinInputLimits({ name: 'x'.repeat(DEFAULT_INPUT_LIMITS.maxString + 1) })).toBe(false);
    expect(withinInputLimits(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}`, 'x'.repeat(7_000)])))).toBe(false);
    expect(withinInputLimits(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, ''])))).toBe(false);
    expect(withinInputLimits({ a: { b: { c: { d: { e: 'deep' } } } } })).toBe(false);
    expect(withinInputLimits({ ['k'.repeat(40_000)]: '' })).toBe(false);
  });

  it('refuses deeper nesting than a visit list of added services in a booking payload, and 4x the notes limit', () => {
    expect(withinInputLimits({ moreServiceIds: ['a', 'b', 'c'] }, BOOKING_INPUT_LIMITS)).toBe(true);
    expect(withinInputLimits({ customerName: { toString: { valueOf: 'x' } } }, BOOKING_INPUT_LIMITS)).toBe(false);
    expect(withinInputLimits({ notes: 'x'.repeat(2000) }, BOOKING_INPUT_LIMITS)).toBe(true);
    expect(withinInputLimits({ notes: 'x'.repeat(2001) }, BOOKING_INPUT_LIMITS)).toBe(false);
  });

  it('stops early on huge input instead of walking all of it', () => {
    const huge = Array.from({ length: 1_000_000 }, () => 'x');
    expect(withinInputLimits({ list: huge })).toBe(false);
  });
});
