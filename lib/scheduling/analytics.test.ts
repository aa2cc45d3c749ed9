import { describe, expect, it } from 'vitest';
import { analyticsOf, analyticsRange, type AnalyticsAppointment } from '@/lib/scheduling/analytics';
import { UNKNOWN_CURRENCY } from '@/lib/scheduling/calendar-stats';
import type { AppointmentStatus } from '@/lib/validation/appointment';

const TZ = 'Europe/Budapest';
const EUR = { ...UNKNOWN_CURRENCY, currency_code: 'EUR', currency_symbol: '€' };

function at(iso: string, status: AppointmentStatus = 'confirmed', extra: Partial<AnalyticsAppointment> = {}): AnalyticsAppointment {
  const startTime = new Date(iso);
  return { startTime, endTime: new Date(startTime.getTime() + 3_600_000), status, serviceName: 'Cut', stationName: 'Chair 1', price: 100, currency: EUR, ...extra };
}

describe('analyticsRange', () => {
  it('ends with the current day, week (Monday to Sunday) or month', () => {
    expect(analyticsRange('2026-03-29', 'day')).toEqual({ start: '2026-02-28', end: '2026-03-29' });
    expect(analyticsRange('2026-03-29', 'week')).toEqual({ start: '2026-01-05', end: '2026-03-29' });
    expect(analyticsRange('2026-03-29', 'month')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
  });
});

describe('analyticsOf', () => {
  it("buckets by the salon's calendar across the spring clock change (week of 23 March 2026)", () => {
    const range = { start: '2026-03-23', end: '2026-04-05' };
    const result = analyticsOf(
      [
        // Sunday 29 March 23:30 in Budapest (UTC+2 since 03:00 that day): still that week.
        at('2026-03-29T21:30:00Z'),
        // Monday 30 March 00:30 in Budapest: the next week, though still 29 March in UTC.
        at('2026-03-29T22:30:00Z', 'completed', { price: 250 }),
        // Monday 23 March 00:30 in Budapest (UTC+1): the first week, though 22 March in UTC.
        at('2026-03-22T23:30:00Z'),
        at('2026-03-25T09:00:00Z', 'no_show'),
        at('2026-03-26T09:00:00Z', 'cancelled'),
        at('2026-03-27T09:00:00Z', 'pending'),
      ],
      range,
      'week',
      TZ,
    );
    expect(result.buckets).toEqual([
      { start: '2026-03-23', revenue: 200, count: 2 },
      { start: '2026-03-30', revenue: 250, count: 1 },
    ]);
    expect(result).toMatchObject({ revenue: 450, booked: 3, currency: EUR });
    expect(result.noShows).toEqual({ count: 1, of: 6, rate: 1 / 6 });
    expect(result.cancellations).toEqual({ count: 1, of: 6, rate: 1 / 6 });
    // Local starting hours: 23:30 (summer time), 00:30 twice.
    expect(result.hours[23]).toBe(1);
    expect(result.hours[0]).toBe(2);
    expect(result.hours.reduce((a, b) => a + b)).toBe(3);
  });

  it("puts the last evening of a month in that month and the first night of the next in the next, by the salon's clock", () => {
    const range = { start: '2026-10-01', end: '2026-11-30' };
    // 31 October 23:30 in Budapest is 22:30 UTC; 1 November 00:30 is still 31 October in UTC.
    const result = analyticsOf([at('2026-10-31T22:30:00Z'), at('2026-10-31T23:30:00Z'), at('2026-11-30T22:59:00Z')], range, 'month', TZ);
    expect(result.buckets.map((b) => [b.start, b.count])).toEqual([
      ['2026-10-01', 1],
      ['2026-11-01', 2],
    ]);
  });

  it('has a bucket for every day of the period, the 23-hour day included', () => {
    const range = { start: '2026-03-28', end: '2026-03-30' };
    const result = analyticsOf([at('2026-03-29T01:30:00Z'), at('2026-03-29T21:59:00Z')], range, 'day', TZ);
    expect(result.buckets.map((b) => [b.start, b.count])).toEqual([
      ['2026-03-28', 0],
      ['2026-03-29', 2],
      ['2026-03-30', 0],
    ]);
  });

  it('ranks services by count then revenue, and shares station hours', () => {
    const range = { start: '2026-11-01', end: '2026-11-30' };
    const result = analyticsOf(
      [
        at('2026-11-02T09:00:00Z', 'confirmed', { serviceName: 'Colour', price: 300, stationName: 'Chair 2', endTime: new Date('2026-11-02T12:00:00Z') }),
        at('2026-11-03T09:00:00Z', 'completed', { serviceName: 'Cut' }),
        at('2026-11-04T09:00:00Z', 'completed', { serviceName: 'Cut' }),
        at('2026-11-05T09:00:00Z', 'cancelled', { serviceName: 'Colour', price: 300 }),
      ],
      range,
      'month',
      TZ,
    );
    expect(result.buckets).toEqual([{ start: '2026-11-01', revenue: 500, count: 3 }]);
    expect(result.topServices).toEqual([
      { name: 'Cut', count: 2, revenue: 200, priceOnRequest: false },
      { name: 'Colour', count: 1, revenue: 300, priceOnRequest: false },
    ]);
    expect(result.stations).toEqual([
      { name: 'Chair 2', count: 1, hours: 3, share: 0.6 },
      { name: 'Chair 1', count: 2, hours: 2, share: 0.4 },
    ]);
  });

  it("counts revenue and appointments per stylist, the ones without as 'No stylist', cancelled ones not at all", () => {
    const range = { start: '2026-11-01', end: '2026-11-30' };
    const sam = { staffId: 'sam', staffName: 'Sam Stylist' };
    const result = analyticsOf(
      [
        at('2026-11-02T09:00:00Z', 'confirmed', { ...sam, price: 300 }),
        at('2026-11-03T09:00:00Z', 'completed', sam),
        at('2026-11-04T09:00:00Z', 'cancelled', sam),
        at('2026-11-05T09:00:00Z', 'completed', { staffId: null, staffName: null }),
      ],
      range,
      'month',
      TZ,
    );
    expect(result.stylists).toEqual([
      { id: 'sam', name: 'Sam Stylist', count: 2, revenue: 400, priceOnRequest: false },
      { id: null, name: 'No stylist', count: 1, revenue: 100, priceOnRequest: false },
    ]);
  });

  it("marks a service with no price as 'price on request', not as 0 revenue", () => {
    const range = { start: '2026-11-01', end: '2026-11-30' };
    const consultation = { serviceName: 'Consultation', price: 0, priceOnRequest: true };
    const result = analyticsOf([at('2026-11-03T09:00:00Z', 'confirmed', consultation), at('2026-11-04T09:00:00Z', 'confirmed')], range, 'month', TZ);
    expect(result.topServices).toEqual([
      { name: 'Cut', count: 1, revenue: 100, priceOnRequest: false },
      { name: 'Consultation', count: 1, revenue: 0, priceOnRequest: true },
    ]);
  });

  it('has no rates without appointments, and the fallback currency', () => {
    const result = analyticsOf([], { start: '2026-11-01', end: '2026-11-07' }, 'day', TZ);
    expect(result.noShows.rate).toBeNull();
    expect(result.currency).toEqual(UNKNOWN_CURRENCY);
    expect(result.buckets).toHaveLength(7);
  });
});
