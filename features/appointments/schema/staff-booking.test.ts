import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, outsideOpeningHours } from '@/lib/scheduling';
import { timelineTimeAt } from '@/lib/scheduling/day-timeline';
import { isPastBooking, staffBookingSchema, walkInStart } from '@/features/appointments/schema/staff-booking';
import { serverMessages } from '@/lib/i18n/server-messages';

// Monday 7 December 2026 (09:00-18:00 by default); Sunday the 6th is closed.
const english = serverMessages('en');
const check = (time: string, durationMinutes = 60, date = '2026-12-07', daysOff: string[] = []) => {
  const reason = outsideOpeningHours({ date, time, durationMinutes, openingHours: DEFAULT_OPENING_HOURS, daysOff });
  return reason && english(reason);
};

describe('outsideOpeningHours', () => {
  it('accepts a booking that starts at opening and ends at closing', () => {
    expect(check('09:00')).toBeNull();
    expect(check('17:00')).toBeNull();
  });

  it('names the closing time when it ends after it, the opening time when it starts before it', () => {
    expect(check('17:30')).toBe('The salon closes at 18:00 on Monday.');
    expect(check('23:30', 90)).toBe('The salon closes at 18:00 on Monday.');
    expect(check('08:45', 30)).toBe('The salon opens at 09:00 on Monday.');
  });

  it('names a closed weekday and a day off with the booking page reasons', () => {
    expect(check('10:00', 60, '2026-12-06')).toBe('Regular closure (closed on Sundays).');
    expect(check('10:00', 60, '2026-12-07', ['2026-12-07'])).toBe('Special closure (holiday/vacation).');
  });

  it('says it in Hungarian to a Hungarian reader', () => {
    const reason = outsideOpeningHours({ date: '2026-12-07', time: '17:30', durationMinutes: 60, openingHours: DEFAULT_OPENING_HOURS });
    expect(serverMessages('hu')(reason!)).toBe('A szalon hétfőn 18:00 órakor zár.');
  });
});

describe('walkInStart', () => {
  it('is now in the salon zone, rounded down to five minutes', () => {
    expect(walkInStart(new Date('2026-12-07T09:47:59Z'), 'Europe/Budapest')).toEqual({ date: '2026-12-07', time: '10:45' });
    expect(walkInStart(new Date('2026-12-07T23:03:00Z'), 'Europe/Budapest')).toEqual({ date: '2026-12-08', time: '00:00' });
  });
});

describe('isPastBooking', () => {
  const now = new Date('2026-12-07T09:47:59Z'); // 10:47 in Budapest
  it('is a time before the walk-in time: an earlier day, or earlier today', () => {
    expect(isPastBooking('2026-10-27', '14:00', now, 'Europe/Budapest')).toBe(true);
    expect(isPastBooking('2026-12-07', '10:40', now, 'Europe/Budapest')).toBe(true);
  });
  it('is not the walk-in time itself, a later time, or a time not yet chosen', () => {
    expect(isPastBooking('2026-12-07', '10:45', now, 'Europe/Budapest')).toBe(false);
    expect(isPastBooking('2026-12-08', '09:00', now, 'Europe/Budapest')).toBe(false);
    expect(isPastBooking('2026-12-06', '', now, 'Europe/Budapest')).toBe(false);
  });
});

describe('timelineTimeAt', () => {
  const axis = { startMinutes: 9 * 60, endMinutes: 18 * 60, hourLabels: [] };
  it('is the time under the pointer, rounded down to a quarter hour, never the axis end', () => {
    expect(timelineTimeAt(axis, 0)).toBe('09:00');
    expect(timelineTimeAt(axis, 0.5)).toBe('13:30');
    expect(timelineTimeAt(axis, 0.51)).toBe('13:30');
    expect(timelineTimeAt(axis, 1)).toBe('17:45');
  });
});

describe('staffBookingSchema: added services', () => {
  const form = (added: unknown) => ({ service_id: crypto.randomUUID(), appointment_date: '2026-12-07', appointment_time: '10:00', added_services: added });

  it('takes up to three added services, an empty stylist as any, and none by default', () => {
    const service_id = crypto.randomUUID();
    const parsed = staffBookingSchema.parse(form([{ service_id, staff_id: '' }, { service_id }, { service_id, staff_id: service_id }]));
    expect(parsed.added_services).toEqual([{ service_id, staff_id: null }, { service_id, staff_id: null }, { service_id, staff_id: service_id }]);
    expect(staffBookingSchema.parse({ ...form(undefined), added_services: undefined }).added_services).toEqual([]);
  });

  it('refuses a fourth added service (a visit holds four) and an added service that is not an id', () => {
    const four = staffBookingSchema.safeParse(form(Array.from({ length: 4 }, () => ({ service_id: crypto.randomUUID() }))));
    expect(four.success || english(four.error.issues[0].message)).toBe('A visit holds at most 4 services.');
    expect(staffBookingSchema.safeParse(form([{ service_id: 'colour' }])).success).toBe(false);
  });
});
