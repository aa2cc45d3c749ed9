import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import {
  RESCHEDULE_CANDIDATE_TIMES,
  checkTimeConflict,
  findConflicts,
  overlaps,
  suggestTimes,
  type NamedAppointment,
} from '@/lib/scheduling/conflicts';
const english = serverMessages('en');

const BUD = 'Europe/Budapest';

function appt(id: string, customer: string, start: string, end: string, status = 'confirmed'): NamedAppointment {
  return { id, customer_name: customer, start_time: new Date(start), end_time: new Date(end), status };
}

// Monday 30 March 2026, Budapest summer time (+02:00).
const anna = appt('a', 'Anna', '2026-03-30T08:00:00Z', '2026-03-30T09:00:00Z'); // 10:00-11:00
const bela = appt('b', 'Béla', '2026-03-30T12:00:00Z', '2026-03-30T13:30:00Z'); // 14:00-15:30
const gone = appt('c', 'Cili', '2026-03-30T10:00:00Z', '2026-03-30T11:00:00Z', 'cancelled'); // 12:00-13:00
const day = [bela, anna, gone];

describe('overlaps', () => {
  it('uses half-open intervals', () => {
    expect(overlaps(0, 10, 10, 20)).toBe(false);
    expect(overlaps(10, 20, 0, 10)).toBe(false);
    expect(overlaps(0, 11, 10, 20)).toBe(true);
    expect(overlaps(0, 30, 10, 20)).toBe(true);
    expect(overlaps(12, 13, 10, 20)).toBe(true);
  });
});

describe('findConflicts', () => {
  it('finds overlapping non-cancelled appointments, earliest first', () => {
    const start = new Date('2026-03-30T08:30:00Z');
    const end = new Date('2026-03-30T13:00:00Z');
    expect(findConflicts({ start, end, appointments: day }).map((a) => a.id)).toEqual(['a', 'b']);
    expect(findConflicts({ start, end, appointments: day, excludeAppointmentId: 'a' }).map((a) => a.id)).toEqual(['b']);
  });

  it('accepts ISO strings with an offset', () => {
    const row = { id: 'x', customer_name: 'X', status: 'pending', start_time: '2026-03-30T10:00:00+02:00', end_time: '2026-03-30T11:00:00+02:00' };
    expect(findConflicts({ start: new Date('2026-03-30T08:59:00Z'), end: new Date('2026-03-30T09:30:00Z'), appointments: [row] })).toEqual([row]);
    expect(findConflicts({ start: new Date('2026-03-30T09:00:00Z'), end: new Date('2026-03-30T09:30:00Z'), appointments: [row] })).toEqual([]);
  });
});

describe('checkTimeConflict', () => {
  const base = { date: '2026-03-30', timeZone: BUD, appointments: day };

  it('accepts a free time, including back to back', () => {
    const free = checkTimeConflict({ ...base, time: '11:00', durationMinutes: 60 });
    expect({ ...free, message: english(free.message) }).toEqual({
      isAvailable: true,
      conflictingAppointments: [],
      message: 'Time slot is available',
    });
    expect(checkTimeConflict({ ...base, time: '09:00', durationMinutes: 60 }).isAvailable).toBe(true);
  });

  it('reports the conflict with wall-clock times in the salon zone', () => {
    const result = checkTimeConflict({ ...base, time: '10:30', durationMinutes: 30 });
    expect({ ...result, message: english(result.message) }).toEqual({ isAvailable: false, conflictingAppointments: [anna], message: "Conflicts with Anna's appointment (10:00 - 11:00)" });
    expect(english(checkTimeConflict({ ...base, time: '15:00' }).message)).toBe("Conflicts with Béla's appointment (14:00 - 15:30)");
  });

  it('lists every conflict and names the earliest', () => {
    const result = checkTimeConflict({ ...base, time: '10:30', durationMinutes: 240 });
    expect(result.conflictingAppointments).toEqual([anna, bela]);
    expect(english(result.message)).toBe("Conflicts with Anna's appointment (10:00 - 11:00)");
  });

  it('ignores cancelled appointments and the excluded one', () => {
    expect(checkTimeConflict({ ...base, time: '12:00' }).isAvailable).toBe(true);
    expect(checkTimeConflict({ ...base, time: '10:00', excludeAppointmentId: 'a' }).isAvailable).toBe(true);
    expect(checkTimeConflict({ ...base, time: '10:00', excludeAppointmentId: 'b' }).isAvailable).toBe(false);
  });

  it('falls back to 60 minutes for a missing or zero duration', () => {
    expect(checkTimeConflict({ ...base, time: '09:30', durationMinutes: 0 }).isAvailable).toBe(false);
    expect(checkTimeConflict({ ...base, time: '09:30', durationMinutes: 30 }).isAvailable).toBe(true);
  });

  it("rejects a bad time or date with 'Invalid time format provided'", () => {
    for (const [date, time] of [
      ['2026-03-30', '25:00'],
      ['2026-03-30', '10.30'],
      ['2026-03-30', 'ten'],
      ['2026-03-30', ''],
      ['2026-13-01', '10:00'],
      ['30/03/2026', '10:00'],
    ]) {
      const result = checkTimeConflict({ ...base, date, time });
      expect({ ...result, message: english(result.message) }).toEqual({
        isAvailable: false,
        conflictingAppointments: [],
        message: 'Invalid time format provided',
      });
    }
  });

  it('refuses a wall time that does not exist on a clock-change day', () => {
    const result = checkTimeConflict({ ...base, date: '2026-03-29', time: '02:30', appointments: [] });
    expect(result.isAvailable).toBe(false);
    expect(english(result.message)).toBe('This time does not exist on that day (clock change)');
  });
});

describe('suggestTimes', () => {
  it('checks the 18 half-hours from 09:00 to 17:30', () => {
    expect(RESCHEDULE_CANDIDATE_TIMES).toHaveLength(18);
    expect(RESCHEDULE_CANDIDATE_TIMES[0]).toBe('09:00');
    expect(RESCHEDULE_CANDIDATE_TIMES.at(-1)).toBe('17:30');
    expect(suggestTimes({ date: '2026-03-30', timeZone: BUD, appointments: [] })).toEqual(RESCHEDULE_CANDIDATE_TIMES);
  });

  it('leaves out taken and past times', () => {
    const times = suggestTimes({ date: '2026-03-30', timeZone: BUD, appointments: day, durationMinutes: 60 });
    expect(times).not.toContain('09:30');
    expect(times).not.toContain('10:30');
    expect(times).toContain('09:00');
    expect(times).toContain('11:00');
    expect(times).toContain('12:00'); // cancelled
    expect(times.filter((t) => t >= '13:30' && t <= '15:00')).toEqual([]);
    expect(times).toContain('13:00');
    expect(times).toContain('15:30');
    expect(times).toHaveLength(18 - 3 - 4);
    const later = suggestTimes({ date: '2026-03-30', timeZone: BUD, appointments: [], now: new Date('2026-03-30T14:00:00Z') });
    expect(later).toEqual(['16:30', '17:00', '17:30']);
  });

  it('lets the appointment being moved keep its own time', () => {
    const times = suggestTimes({ date: '2026-03-30', timeZone: BUD, appointments: day, excludeAppointmentId: 'a' });
    expect(times).toContain('10:00');
  });
});
