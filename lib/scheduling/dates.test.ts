import { describe, expect, it } from 'vitest';
import { MAX_DATES_SHOWN } from '@/lib/scheduling/constants';
import { DEFAULT_BOOKING_RULES } from '@/lib/scheduling/booking-rules';
import { bookableDates, dateAvailability, openHoursOn } from '@/lib/scheduling/dates';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';

const BUD = 'Europe/Budapest';

describe('dateAvailability', () => {
  it('closes a weekday that is not open, with the spec reason', () => {
    expect(dateAvailability({ date: '2026-03-29', openingHours: DEFAULT_OPENING_HOURS })).toEqual({
      available: false,
      reason: 'Regular closure (closed on Sundays)',
      closure: { kind: 'regular', weekday: 'sunday' },
    });
    expect(dateAvailability({ date: '2026-03-31', openingHours: { tuesday: 'closed', monday: 'closed' } })).toEqual({
      available: false,
      reason: 'Regular closure (closed on Tuesdays)',
      closure: { kind: 'regular', weekday: 'tuesday' },
    });
  });

  it('closes a listed day off', () => {
    expect(dateAvailability({ date: '2026-03-30', openingHours: DEFAULT_OPENING_HOURS, daysOff: ['2026-03-30'] })).toEqual({
      available: false,
      reason: 'Special closure (holiday/vacation)',
      closure: { kind: 'special' },
    });
  });

  it('reports the regular closure when a day off falls on a closed weekday', () => {
    expect(dateAvailability({ date: '2026-03-29', openingHours: DEFAULT_OPENING_HOURS, daysOff: ['2026-03-29'] }).reason).toBe(
      'Regular closure (closed on Sundays)',
    );
  });

  it('opens other days, and every day when no hours are given', () => {
    expect(dateAvailability({ date: '2026-03-30', openingHours: DEFAULT_OPENING_HOURS, daysOff: ['2026-03-31'] })).toEqual({ available: true });
    expect(dateAvailability({ date: '2026-03-29', openingHours: null })).toEqual({ available: true });
  });

  it('rejects an invalid date', () => {
    expect(dateAvailability({ date: '2026-02-30', openingHours: null })).toEqual({ available: false, reason: 'Invalid date', closure: { kind: 'invalid' } });
  });

  it("gives a day's hours only when it is open", () => {
    expect(openHoursOn({ date: '2026-04-03', openingHours: DEFAULT_OPENING_HOURS })).toEqual({ start: '09:00', end: '20:00' });
    expect(openHoursOn({ date: '2026-04-03', openingHours: DEFAULT_OPENING_HOURS, daysOff: ['2026-04-03'] })).toBeNull();
    expect(openHoursOn({ date: '2026-04-05', openingHours: DEFAULT_OPENING_HOURS })).toBeNull();
  });
});

describe('bookableDates', () => {
  it("starts today in the salon's zone, not in UTC", () => {
    // 00:30 on Sunday 29 March in Budapest, still Saturday in UTC.
    const dates = bookableDates({ now: new Date('2026-03-28T23:30:00Z'), timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS });
    expect(dates[0]).toEqual({
      date: '2026-03-29',
      weekday: 'sunday',
      dayNumber: 29,
      monthLabel: 'Mar',
      available: false,
      reason: 'Regular closure (closed on Sundays)',
      closure: { kind: 'regular', weekday: 'sunday' },
    });
    expect(dates[1]).toEqual({ date: '2026-03-30', weekday: 'monday', dayNumber: 30, monthLabel: 'Mar', available: true });
  });

  it('shows at most 15 dates in total, closed days included as unavailable entries', () => {
    const dates = bookableDates({ now: new Date('2026-03-28T23:30:00Z'), timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS });
    expect(MAX_DATES_SHOWN).toBe(15);
    expect(dates).toHaveLength(15);
    expect(dates[0].date).toBe('2026-03-29');
    expect(dates.at(-1)!.date).toBe('2026-04-12');
    // Three closed Sundays (29 Mar, 5 and 12 Apr) count towards the 15.
    expect(dates.filter((d) => !d.available).map((d) => d.date)).toEqual(['2026-03-29', '2026-04-05', '2026-04-12']);
    expect(dates.filter((d) => d.available)).toHaveLength(12);
  });

  it('shows exactly 15 dates for a salon open every day', () => {
    const dates = bookableDates({ now: new Date('2026-11-20T10:00:00Z'), timeZone: BUD, openingHours: null });
    expect(dates).toHaveLength(15);
    expect(dates.every((d) => d.available)).toBe(true);
    expect(dates.map((d) => d.monthLabel)).toEqual([...Array(11).fill('Nov'), ...Array(4).fill('Dec')]);
    expect(dates.at(-1)).toMatchObject({ date: '2026-12-04', dayNumber: 4 });
  });

  it('keeps the 15 dates even when few of them are open', () => {
    const dates = bookableDates({
      now: new Date('2026-03-29T08:00:00Z'),
      timeZone: BUD,
      openingHours: { monday: { start_time: '09:00', end_time: '17:00', is_closed: false } },
      daysOff: ['2026-04-06'],
    });
    expect(DEFAULT_BOOKING_RULES.bookingHorizonDays).toBe(30);
    expect(dates).toHaveLength(15);
    expect(dates.at(-1)!.date).toBe('2026-04-12');
    expect(dates.filter((d) => d.available).map((d) => d.date)).toEqual(['2026-03-30']);
    expect(dates.find((d) => d.date === '2026-04-06')!.reason).toBe('Special closure (holiday/vacation)');
  });
});
