import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import { TAKEN_REASON, checkTimeConflict, conflictReason, type NamedAppointment } from '@/lib/scheduling/conflicts';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { generateSlots, type TimeSlot } from '@/lib/scheduling/slots';

const BUD = 'Europe/Budapest';
const MONDAY = '2026-03-30'; // summer time, +02:00
const english = serverMessages('en');
const BEFORE = new Date('2026-03-01T00:00:00Z');
const times = (slots: TimeSlot[]) => slots.map((s) => s.time);

function appt(id: string, customer: string, start: string, end: string, status = 'confirmed'): NamedAppointment {
  return { id, customer_name: customer, start_time: start, end_time: end, status };
}

describe('generateSlots: hours', () => {
  it('uses 10:00-17:00 when no hours are given, every 15 minutes, ending by closing time', () => {
    const slots = generateSlots({ date: MONDAY, timeZone: BUD, openingHours: null, now: BEFORE });
    expect(slots).toHaveLength(25);
    expect(slots[0].time).toBe('10:00');
    expect(slots.at(-1)!.time).toBe('16:00');
    expect(times(slots).slice(0, 3)).toEqual(['10:00', '10:15', '10:30']);
    expect(slots.every((s) => s.available && s.reason === undefined)).toBe(true);
  });

  it('reads admin-form hours and sets end = start + duration', () => {
    const slots = generateSlots({ date: MONDAY, timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS, now: BEFORE });
    expect(slots).toHaveLength(33);
    expect(slots[0]).toEqual({ time: '09:00', start: new Date('2026-03-30T07:00:00Z'), end: new Date('2026-03-30T08:00:00Z'), available: true });
    expect(slots.at(-1)!.time).toBe('17:00');
    const long = generateSlots({ date: MONDAY, timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS, durationMinutes: 90, now: BEFORE });
    expect(long).toHaveLength(31);
    expect(long.at(-1)!.time).toBe('16:30');
    expect(long.every((s) => s.end.getTime() - s.start.getTime() === 90 * 60_000)).toBe(true);
  });

  it('reads the list shape and a closing time off the 15-minute grid', () => {
    const list = generateSlots({ date: MONDAY, timeZone: BUD, openingHours: { monday: [{ start: '10:00', end: '12:00' }] }, durationMinutes: 30, now: BEFORE });
    expect(times(list)).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30']);
    const odd = generateSlots({ date: MONDAY, timeZone: BUD, openingHours: { monday: { start_time: '09:00', end_time: '10:40', is_closed: false } }, durationMinutes: 30, now: BEFORE });
    expect(times(odd)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00']);
  });

  it('falls back to 60 minutes for a zero or invalid duration', () => {
    for (const durationMinutes of [0, -15, NaN, null]) {
      const slots = generateSlots({ date: MONDAY, timeZone: BUD, openingHours: null, durationMinutes, now: BEFORE });
      expect(slots).toHaveLength(25);
    }
  });

  it('gives no slots on a closed weekday, a day off, garbage hours or a bad date', () => {
    expect(generateSlots({ date: MONDAY, timeZone: BUD, openingHours: { monday: 'closed' }, now: BEFORE })).toEqual([]);
    expect(generateSlots({ date: '2026-03-29', timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS, now: BEFORE })).toEqual([]);
    expect(generateSlots({ date: MONDAY, timeZone: BUD, openingHours: null, daysOff: [MONDAY], now: BEFORE })).toEqual([]);
    expect(generateSlots({ date: MONDAY, timeZone: BUD, openingHours: { monday: { start_time: '18:00', end_time: '09:00' } }, now: BEFORE })).toEqual([]);
    expect(generateSlots({ date: '2026-02-31', timeZone: BUD, openingHours: null, now: BEFORE })).toEqual([]);
  });

  it('defaults to Europe/Budapest', () => {
    const slots = generateSlots({ date: MONDAY, openingHours: null, now: BEFORE });
    expect(slots[0].start.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });
});

describe('generateSlots: past times', () => {
  const base = { date: MONDAY, timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS };

  it("omits today's slots that start at or before now", () => {
    expect(generateSlots({ ...base, now: new Date('2026-03-30T10:05:00Z') })[0].time).toBe('12:15');
    expect(generateSlots({ ...base, now: new Date('2026-03-30T10:00:00Z') })[0].time).toBe('12:15');
    expect(generateSlots({ ...base, now: new Date('2026-03-30T09:59:59Z') })[0].time).toBe('12:00');
  });

  it('offers nothing on a past day and everything on a future one', () => {
    expect(generateSlots({ ...base, now: new Date('2026-03-31T06:00:00Z') })).toEqual([]);
    expect(generateSlots({ ...base, now: new Date('2026-03-29T21:59:00Z') })).toHaveLength(33);
  });
});

describe('generateSlots: conflicts', () => {
  const base = { date: MONDAY, timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS, now: BEFORE, describeConflict: conflictReason };
  const anna = appt('a', 'Anna', '2026-03-30T10:00:00+02:00', '2026-03-30T11:00:00+02:00');

  it('blocks overlapping slots with the spec reason, allowing back to back', () => {
    const slots = generateSlots({ ...base, appointments: [anna] });
    const blocked = slots.filter((s) => !s.available);
    expect(times(blocked)).toEqual(['09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45']);
    expect(blocked.every((s) => english(s.reason!) === "Conflicts with Anna's appointment (10:00 - 11:00)")).toBe(true);
    expect(slots.find((s) => s.time === '09:00')!.available).toBe(true);
    expect(slots.find((s) => s.time === '11:00')!.available).toBe(true);
  });

  it('says only that a time is taken unless a staff describer is given', () => {
    const { describeConflict, ...publicBase } = base;
    expect(describeConflict).toBe(conflictReason);
    const blocked = generateSlots({ ...publicBase, appointments: [anna] }).filter((s) => !s.available);
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((s) => s.reason === TAKEN_REASON)).toBe(true);
    expect(JSON.stringify(blocked)).not.toContain('Anna');
  });

  it('ignores cancelled appointments and the excluded one', () => {
    const cancelled = { ...anna, id: 'c', status: 'cancelled' };
    expect(generateSlots({ ...base, appointments: [cancelled] }).every((s) => s.available)).toBe(true);
    expect(generateSlots({ ...base, appointments: [anna], excludeAppointmentId: 'a' }).every((s) => s.available)).toBe(true);
    expect(generateSlots({ ...base, appointments: [anna], excludeAppointmentId: 'x' }).some((s) => !s.available)).toBe(true);
  });

  it('names the earliest-starting of several overlapping appointments', () => {
    const long = appt('l', 'Lili', '2026-03-30T09:00:00+02:00', '2026-03-30T13:00:00+02:00');
    const slot = generateSlots({ ...base, appointments: [anna, long] }).find((s) => s.time === '10:00')!;
    expect(english(slot.reason!)).toBe("Conflicts with Lili's appointment (09:00 - 13:00)");
  });

  it('agrees with checking each slot on its own, for random days', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    for (let round = 0; round < 150; round++) {
      const appointments = Array.from({ length: Math.floor(random() * 12) }, (_, i) => {
        const start = Date.parse('2026-03-30T06:00:00Z') + Math.floor(random() * 48) * 15 * 60_000;
        const end = start + pick([15, 30, 45, 60, 90, 120, 240]) * 60_000;
        return appt(`id${i}`, `C${i}`, new Date(start).toISOString(), new Date(end).toISOString(), random() < 0.2 ? 'cancelled' : 'confirmed');
      });
      const durationMinutes = pick([15, 30, 60, 90]);
      const excludeAppointmentId = pick(['id0', 'id1', null]);
      const slots = generateSlots({ ...base, appointments, durationMinutes, excludeAppointmentId });
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        const single = checkTimeConflict({ date: MONDAY, time: slot.time, durationMinutes, timeZone: BUD, appointments, excludeAppointmentId });
        expect(slot.available).toBe(single.isAvailable);
        if (!slot.available) expect(slot.reason).toBe(single.message);
      }
      // A booking makes only the slot it asks for: the day's slot at that time, or none.
      const at = pick([...times(slots), '08:00', '09:07', '16:45', '23:00']);
      expect(generateSlots({ ...base, appointments, durationMinutes, excludeAppointmentId, at })).toEqual(slots.filter((slot) => slot.time === at));
    }
  });
});
