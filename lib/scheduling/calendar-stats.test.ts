import { describe, expect, it } from 'vitest';
import { countdownParts } from '@/lib/format/relative-time';
import {
  UNKNOWN_CURRENCY,
  calendarHours,
  dayAggregates,
  daySchedule,
  monthBarPercent,
  monthRange,
  nextAppointments,
  periodStats,
  priceAppointments,
  weekRange,
  zonedDayStart,
  zonedRange,
} from '@/lib/scheduling/calendar-stats';
import { zonedToInstant } from '@/lib/scheduling/zoned-time';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { describeInProcessZones } from '@/tests/support/process-zones';

const TZ = 'Europe/Budapest';
const EUR = { currency_code: 'EUR', currency_symbol: '€', symbol_position: 'before', decimal_places: 2, thousand_separator: ',' };
const at = (date: string, time: string) => zonedToInstant(date, time, TZ)!;

function appointment(date: string, time: string, minutes: number, status: AppointmentStatus = 'confirmed', price = 100) {
  const startTime = at(date, time);
  return { startTime, endTime: new Date(startTime.getTime() + minutes * 60_000), status, durationMinutes: minutes, price, currency: EUR };
}

describeInProcessZones(() => {
  describe('zoned ranges', () => {
    it('gives a 23-hour spring-forward day and a 25-hour fall-back day', () => {
      const spring = zonedRange({ start: '2026-03-29', end: '2026-03-29' }, TZ);
      expect(spring.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
      const fall = zonedRange({ start: '2026-10-25', end: '2026-10-25' }, TZ);
      expect(fall.to.getTime() - fall.from.getTime()).toBe(25 * 3_600_000);
    });

    it('covers a DST week Monday to Sunday in 7 days minus an hour', () => {
      const week = weekRange('2026-03-26');
      expect(week).toEqual({ start: '2026-03-23', end: '2026-03-29' });
      const { from, to } = zonedRange(week, TZ);
      expect(to.getTime() - from.getTime()).toBe(7 * 86_400_000 - 3_600_000);
    });

    it('starts a day at 01:00 where midnight does not exist', () => {
      // Santiago springs forward at midnight: 2026-09-06 has no 00:00.
      expect(zonedDayStart('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    });

    it('gives whole months, February of a leap year included', () => {
      expect(monthRange('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
      expect(monthRange('2026-10-25')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    });
  });

  describe('dayAggregates', () => {
    it('groups by the salon-zone date, not UTC, and lists up to 3 distinct start times', () => {
      const late = appointment('2026-10-25', '00:30', 60); // 2026-10-24 22:30 UTC
      const days = dayAggregates(
        [appointment('2026-10-25', '15:00', 60), late, appointment('2026-10-25', '09:00', 30), appointment('2026-10-25', '09:00', 30), appointment('2026-10-25', '17:00', 60)],
        TZ,
      );
      expect([...days.keys()]).toEqual(['2026-10-25']);
      const day = days.get('2026-10-25')!;
      expect(day.count).toBe(5);
      expect(day.times).toEqual(['00:30', '09:00', '15:00']);
    });

    it('counts a group of appointments as many, in the count and in the fullness', () => {
      const group = { ...appointment('2026-11-23', '10:00', 90), count: 4 };
      expect(dayAggregates([group, appointment('2026-11-23', '09:00', 90)], TZ).get('2026-11-23')).toEqual({
        date: '2026-11-23',
        count: 5,
        times: ['09:00', '10:00'],
        fullnessPercentage: Math.round((7.5 / 12) * 100),
      });
    });

    it('keeps the first three distinct times in clock order on the night the clocks go back', () => {
      // 02:45 summer time comes before 02:15 winter time on 25 October 2026 in Budapest.
      const summer = new Date('2026-10-25T00:45:00Z');
      const winter = new Date('2026-10-25T01:15:00Z');
      const row = (startTime: Date) => ({ startTime, status: 'confirmed' as const, durationMinutes: 30 });
      expect(dayAggregates([row(winter), row(summer)], TZ).get('2026-10-25')!.times).toEqual(['02:45', '02:15']);
    });

    it('leaves cancelled appointments off the calendar', () => {
      const days = dayAggregates([appointment('2026-11-23', '10:00', 60, 'cancelled'), appointment('2026-11-23', '11:00', 60, 'pending')], TZ);
      expect(days.get('2026-11-23')).toMatchObject({ count: 1, times: ['11:00'] });
    });

    it('fills a day by service hours over 12, capped at 100%, with 60 minutes for an unknown service', () => {
      const fill = (...minutes: number[]) => dayAggregates(minutes.map((m, i) => appointment('2026-11-23', `${String(8 + i).padStart(2, '0')}:00`, m)), TZ).get('2026-11-23')!.fullnessPercentage;
      expect(fill(90, 90)).toBe(25);
      expect(fill(0)).toBe(Math.round(100 / 12));
      expect(fill(240, 240, 240, 240)).toBe(100);
      expect(calendarHours(0)).toBe(1);
      expect(calendarHours(45)).toBe(0.75);
    });
  });

  describe('daySchedule', () => {
    it("lists the appointments on the book that start that day in the salon's zone, earliest first", () => {
      const late = appointment('2026-10-25', '00:30', 60); // 2026-10-24 22:30 UTC
      const list = [appointment('2026-10-25', '15:00', 60), appointment('2026-10-25', '11:00', 60, 'cancelled'), late, appointment('2026-10-24', '23:30', 120)];
      expect(daySchedule(list, '2026-10-25', TZ)).toEqual([late, list[0]]);
    });
  });

  it('grows the month bar 25% per appointment up to 100%', () => {
    expect([0, 1, 2, 3, 4, 7].map(monthBarPercent)).toEqual([0, 25, 50, 75, 100, 100]);
  });

  describe('priceAppointments', () => {
    it("uses the service's price and falls back to the spec's unknown service, named in the reader's words", () => {
      const services = [{ id: 's1', name: 'Cut', durationMinutes: 45, price: 30, currency: EUR }];
      const [known, unknown, missing] = priceAppointments([{ serviceId: 's1' }, { serviceId: 'gone' }, { serviceId: null }], services, 'Ismeretlen szolgáltatás');
      expect(known).toMatchObject({ serviceName: 'Cut', durationMinutes: 45, price: 30, currency: EUR });
      for (const a of [unknown, missing]) expect(a).toMatchObject({ serviceName: 'Ismeretlen szolgáltatás', durationMinutes: 0, price: 0, currency: UNKNOWN_CURRENCY });
      expect(UNKNOWN_CURRENCY).toMatchObject({ currency_code: 'HUF', currency_symbol: 'Ft', symbol_position: 'after', decimal_places: 0, thousand_separator: ' ' });
    });

    it('prices a service without a price (on request) at 0', () => {
      const [a] = priceAppointments([{ serviceId: 's1' }], [{ id: 's1', name: 'Consult', durationMinutes: 30, price: null, currency: EUR }], 'Unknown Service');
      expect(a.price).toBe(0);
    });
  });

  describe('periodStats', () => {
    it('counts only confirmed and completed appointments', () => {
      const statuses: AppointmentStatus[] = ['confirmed', 'completed', 'pending', 'cancelled', 'no_show', 'rescheduled'];
      const stats = periodStats(statuses.map((s, i) => appointment('2026-11-23', '10:00', 60, s, 10 * (i + 1))));
      expect(stats).toEqual({ revenue: 30, appointmentCount: 2, currencyInfo: EUR });
    });

    it('adds a group of appointments as many, and takes the currency of the earliest', () => {
      const groups = [{ ...appointment('2026-11-23', '09:00', 60, 'completed', 50), count: 3 }, { ...appointment('2026-11-23', '10:00', 60, 'confirmed', 20), count: 2, currency: UNKNOWN_CURRENCY }];
      expect(periodStats(groups)).toEqual({ revenue: 190, appointmentCount: 5, currencyInfo: EUR });
    });

    it('is zero in the fallback currency for an empty period', () => {
      expect(periodStats([])).toEqual({ revenue: 0, appointmentCount: 0, currencyInfo: UNKNOWN_CURRENCY });
    });
  });

  describe('nextAppointments', () => {
    const now = at('2026-11-23', '12:00');
    it('lists up to 3 still to come or under way, earliest first, skipping finished and cancelled ones', () => {
      const list = [
        appointment('2026-11-23', '16:00', 60),
        appointment('2026-11-23', '11:30', 60), // under way
        appointment('2026-11-23', '10:00', 60), // over
        appointment('2026-11-23', '13:00', 60, 'cancelled'),
        appointment('2026-11-23', '14:00', 60, 'pending'),
        appointment('2026-11-23', '15:00', 60, 'completed'),
        appointment('2026-11-23', '17:00', 60),
      ];
      expect(nextAppointments(list, now).map((a) => a.startTime)).toEqual([at('2026-11-23', '11:30'), at('2026-11-23', '14:00'), at('2026-11-23', '16:00')]);
    });

    it('counts down in hours and minutes (2h 5m), nothing once due', () => {
      const [next] = nextAppointments([appointment('2026-11-23', '14:05', 30)], now);
      expect(countdownParts(next.startTime.getTime() - now.getTime())).toEqual({ hours: 2, minutes: 5 });
      expect(countdownParts(0)).toBeNull();
      expect(countdownParts(-60_000)).toBeNull();
    });
  });
});
