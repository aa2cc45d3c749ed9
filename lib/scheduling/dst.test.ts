import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import { WEEKDAYS, type AdminDayHours } from '@/lib/scheduling/opening-hours';
import { generateSlots, type TimeSlot } from '@/lib/scheduling/slots';
import { conflictReason, type NamedAppointment } from '@/lib/scheduling/conflicts';
import { describeInProcessZones } from '@/tests/support/process-zones';

const BUD = 'Europe/Budapest';
const english = serverMessages('en');
const SPRING = '2026-03-29'; // 02:00 -> 03:00, +01:00 -> +02:00
const AUTUMN = '2026-10-25'; // 03:00 -> 02:00, +02:00 -> +01:00
const BEFORE = new Date('2026-01-01T00:00:00Z');
const MINUTE = 60_000;

const everyDay = (start_time: string, end_time: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { start_time, end_time, is_closed: false }])) as Record<string, AdminDayHours>;
const slotsOn = (date: string, hours: Record<string, AdminDayHours>, appointments: NamedAppointment[] = []) =>
  generateSlots({ date, timeZone: BUD, openingHours: hours, appointments, now: BEFORE, describeConflict: conflictReason });
const at = (slots: TimeSlot[], time: string) => slots.find((s) => s.time === time)!.start.toISOString();
const times = (slots: TimeSlot[]) => slots.map((s) => s.time);
const appt = (customer: string, start: string, end: string): NamedAppointment => ({
  id: customer,
  customer_name: customer,
  start_time: start,
  end_time: end,
  status: 'confirmed',
});

describeInProcessZones(() => {
  describe.each([
    ['09:00', '18:00', 33],
    ['10:00', '17:00', 25],
  ])('daytime hours %s-%s on clock-change days', (open, close, count) => {
    const hours = everyDay(open, close);

    it('has the same count and labels as the days around it', () => {
      const normal = times(slotsOn('2026-03-30', hours));
      expect(normal).toHaveLength(count);
      for (const date of ['2026-03-28', SPRING, '2026-10-24', AUTUMN, '2026-10-26']) {
        expect(times(slotsOn(date, hours)), date).toEqual(normal);
      }
      expect(normal[0]).toBe(open);
    });

    it('lasts exactly 60 minutes per slot, 15 minutes apart', () => {
      for (const date of [SPRING, AUTUMN]) {
        const slots = slotsOn(date, hours);
        expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 60 * MINUTE)).toBe(true);
        expect(slots.slice(1).every((s, i) => s.start.getTime() - slots[i].start.getTime() === 15 * MINUTE)).toBe(true);
      }
    });
  });

  describe('afternoon slots map to the right instants', () => {
    const hours = everyDay('09:00', '18:00');

    it('on the spring day and around it', () => {
      expect(at(slotsOn(SPRING, hours), '09:00')).toBe('2026-03-29T07:00:00.000Z');
      expect(at(slotsOn(SPRING, hours), '14:00')).toBe('2026-03-29T12:00:00.000Z');
      expect(at(slotsOn(SPRING, hours), '16:45')).toBe('2026-03-29T14:45:00.000Z');
      expect(at(slotsOn('2026-03-28', hours), '14:00')).toBe('2026-03-28T13:00:00.000Z');
      expect(at(slotsOn('2026-03-30', hours), '14:00')).toBe('2026-03-30T12:00:00.000Z');
    });

    it('on the autumn day and around it', () => {
      expect(at(slotsOn(AUTUMN, hours), '09:00')).toBe('2026-10-25T08:00:00.000Z');
      expect(at(slotsOn(AUTUMN, hours), '14:00')).toBe('2026-10-25T13:00:00.000Z');
      expect(at(slotsOn(AUTUMN, hours), '16:45')).toBe('2026-10-25T15:45:00.000Z');
      expect(at(slotsOn('2026-10-24', hours), '14:00')).toBe('2026-10-24T12:00:00.000Z');
      expect(at(slotsOn('2026-10-26', hours), '14:00')).toBe('2026-10-26T13:00:00.000Z');
    });
  });

  describe("a 60-minute appointment from the day's data blocks the right slots", () => {
    const hours = everyDay('09:00', '18:00');
    const expected = ['13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45'];

    it.each([
      [SPRING, '2026-03-29T14:00:00+02:00', '2026-03-29T15:00:00+02:00'],
      [AUTUMN, '2026-10-25T14:00:00+01:00', '2026-10-25T15:00:00+01:00'],
    ])('on %s', (date, start, end) => {
      const slots = slotsOn(date, hours, [appt('Anna', start, end)]);
      const blocked = slots.filter((s) => !s.available);
      expect(times(blocked)).toEqual(expected);
      expect(new Set(blocked.map((s) => english(s.reason!)))).toEqual(new Set(["Conflicts with Anna's appointment (14:00 - 15:00)"]));
    });

    it('reads a UTC-stored appointment in the right local hour (13:00Z is 14:00 in autumn, 15:00 in spring)', () => {
      const autumn = slotsOn(AUTUMN, hours, [appt('Bori', '2026-10-25T13:00:00Z', '2026-10-25T14:00:00Z')]);
      expect(times(autumn.filter((s) => !s.available))).toEqual(expected);
      const spring = slotsOn(SPRING, hours, [appt('Bori', '2026-03-29T13:00:00Z', '2026-03-29T14:00:00Z')]);
      expect(times(spring.filter((s) => !s.available))).toEqual(['14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45']);
      expect(english(spring.find((s) => !s.available)!.reason!)).toBe("Conflicts with Bori's appointment (15:00 - 16:00)");
    });
  });

  describe('night hours 00:00-06:00 across the clock change', () => {
    const night = everyDay('00:00', '06:00');

    it('offers nothing in the hour that does not exist on 29 March', () => {
      const slots = slotsOn(SPRING, night);
      expect(times(slots)).toEqual([
        '00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45',
        '03:00', '03:15', '03:30', '03:45', '04:00', '04:15', '04:30', '04:45', '05:00',
      ]);
      // Real time runs on without a hole: 01:45 +01:00 and 03:00 +02:00 are 15 minutes apart.
      expect(at(slots, '01:45')).toBe('2026-03-29T00:45:00.000Z');
      expect(at(slots, '03:00')).toBe('2026-03-29T01:00:00.000Z');
      // 01:30 + 60 minutes ends at 03:30 wall time.
      expect(slots.find((s) => s.time === '01:30')!.end.toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(slots.at(-1)!.end.toISOString()).toBe('2026-03-29T04:00:00.000Z');
    });

    it('offers the repeated hour once, at its first occurrence, on 25 October', () => {
      const slots = slotsOn(AUTUMN, night);
      expect(slots).toHaveLength(21);
      expect(new Set(times(slots)).size).toBe(21);
      expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(21);
      expect(slots.slice(1).every((s, i) => s.start > slots[i].start)).toBe(true);
      expect(at(slots, '01:45')).toBe('2026-10-24T23:45:00.000Z');
      expect(at(slots, '02:00')).toBe('2026-10-25T00:00:00.000Z');
      expect(at(slots, '02:45')).toBe('2026-10-25T00:45:00.000Z');
      expect(at(slots, '03:00')).toBe('2026-10-25T02:00:00.000Z');
      expect(slots.at(-1)!.time).toBe('05:00');
      expect(slots.at(-1)!.end.toISOString()).toBe('2026-10-25T05:00:00.000Z');
    });

    it('blocks with an appointment in the second 02:00-03:00 by absolute time', () => {
      // 01:00Z-02:00Z is 02:00-03:00 in winter time, the second pass through 02:xx.
      const slots = slotsOn(AUTUMN, night, [appt('Dóra', '2026-10-25T01:00:00Z', '2026-10-25T02:00:00Z')]);
      const blocked = slots.filter((s) => !s.available);
      // Only 02:15, 02:30 and 02:45 (first pass) run past 01:00Z; 03:00 starts as it ends.
      expect(times(blocked)).toEqual(['02:15', '02:30', '02:45']);
      expect(english(blocked[0].reason!)).toBe("Conflicts with Dóra's appointment (02:00 - 03:00)");
    });

    it('closes at the moment the clocks jump when closing time falls in the gap', () => {
      const slots = slotsOn(SPRING, everyDay('00:00', '02:30'));
      expect(times(slots)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
      expect(slots.at(-1)!.end.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    });
  });
});
