import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import { TAKEN_REASON, conflictReason, type NamedAppointment } from '@/lib/scheduling/conflicts';
import {
  bookableLanes,
  checkAvailability,
  suggestAvailableTimes,
  suitableStationIds,
  type SchedulingStation,
} from '@/lib/scheduling/lanes';
import { WEEKDAYS, type AdminDayHours } from '@/lib/scheduling/opening-hours';
import { generateSlots, type TimeSlot } from '@/lib/scheduling/slots';
import { describeInProcessZones } from '@/tests/support/process-zones';
const english = serverMessages('en');

const BUD = 'Europe/Budapest';
const SALON = 'salon';
const BEFORE = new Date('2026-01-01T00:00:00Z');
const CUT = 'cut';
const NAILS = 'nails';

// Two chairs for anything but nails, a nail desk for nails only, and a retired chair.
const STATIONS: SchedulingStation[] = [
  { id: 'chair-1', isActive: true, serviceIds: [] },
  { id: 'chair-2', isActive: true, serviceIds: [] },
  { id: 'nail-desk', isActive: true, serviceIds: [NAILS] },
  { id: 'old-chair', isActive: false, serviceIds: [] },
];

const everyDay = (start_time: string, end_time: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { start_time, end_time, is_closed: false }])) as Record<string, AdminDayHours>;

function appt(customer: string, lane: string, start: string, end: string, status = 'confirmed'): NamedAppointment {
  return { id: customer, customer_name: customer, lane_key: lane, start_time: start, end_time: end, status };
}

const slot = (slots: TimeSlot[], time: string) => slots.find((s) => s.time === time)!;

describe('suitableStationIds', () => {
  it('gives a service listed on some stations only those, active ones', () => {
    expect(suitableStationIds(STATIONS, NAILS)).toEqual(['nail-desk']);
    expect(suitableStationIds([{ ...STATIONS[2], isActive: false }], NAILS)).toEqual([]);
  });

  it('gives an unlisted service (or none) every active station', () => {
    expect(suitableStationIds(STATIONS, CUT)).toEqual(['chair-1', 'chair-2', 'nail-desk']);
    expect(suitableStationIds(STATIONS, null)).toEqual(['chair-1', 'chair-2', 'nail-desk']);
  });
});

describe('bookableLanes', () => {
  const lanes = { salonId: SALON, stationsEnabled: true, stations: STATIONS };

  it('is the salon itself when stations are off, whatever station is named', () => {
    expect(bookableLanes({ ...lanes, stationsEnabled: false }, { serviceId: NAILS, stationId: 'chair-1' })).toEqual([SALON]);
  });

  it('is the suitable stations, or the asked one when it is suitable', () => {
    expect(bookableLanes(lanes, { serviceId: NAILS })).toEqual(['nail-desk']);
    expect(bookableLanes(lanes, { serviceId: CUT, stationId: 'chair-2' })).toEqual(['chair-2']);
    expect(bookableLanes(lanes, { serviceId: NAILS, stationId: 'chair-2' })).toEqual([]);
    expect(bookableLanes(lanes, { serviceId: CUT, stationId: 'old-chair' })).toEqual([]);
  });
});

describe('generateSlots with lanes', () => {
  // Monday 30 March 2026, +02:00. chair-1 busy 10:00-11:00, chair-2 busy 10:30-11:30.
  const day = [
    appt('Anna', 'chair-1', '2026-03-30T08:00:00Z', '2026-03-30T09:00:00Z'),
    appt('Béla', 'chair-2', '2026-03-30T08:30:00Z', '2026-03-30T09:30:00Z'),
    appt('Cili', 'chair-1', '2026-03-30T11:00:00Z', '2026-03-30T12:00:00Z', 'cancelled'),
    appt('Dóra', 'elsewhere', '2026-03-30T07:00:00Z', '2026-03-30T15:00:00Z'),
  ];
  const slotsFor = (lanes: string[]) =>
    generateSlots({ date: '2026-03-30', timeZone: BUD, openingHours: everyDay('09:00', '18:00'), appointments: day, now: BEFORE, lanes });

  it('keeps a slot free while one lane is free for the whole duration', () => {
    const slots = slotsFor(['chair-1', 'chair-2']);
    expect(slot(slots, '09:00')).toMatchObject({ available: true, freeLanes: ['chair-1', 'chair-2'] });
    expect(slot(slots, '09:30')).toMatchObject({ available: true, freeLanes: ['chair-2'] });
    expect(slot(slots, '09:45')).toMatchObject({ available: false, reason: TAKEN_REASON, freeLanes: [] });
    expect(slot(slots, '10:45')).toMatchObject({ available: false, freeLanes: [] });
    expect(slot(slots, '11:00')).toMatchObject({ available: true, freeLanes: ['chair-1'] });
    expect(slot(slots, '11:30')).toMatchObject({ available: true, freeLanes: ['chair-1', 'chair-2'] });
  });

  it('makes one lane of one station, and ignores lanes not asked for', () => {
    const slots = slotsFor(['chair-1']);
    expect(slot(slots, '09:30').available).toBe(false);
    expect(slot(slots, '11:00').available).toBe(true);
    expect(slotsFor(['nail-desk']).every((s) => s.available)).toBe(true);
  });

  it('offers nothing when no lane can take the service', () => {
    expect(slotsFor([])).toEqual([]);
  });

  it('names the earliest conflict for staff', () => {
    const slots = generateSlots({
      date: '2026-03-30',
      timeZone: BUD,
      openingHours: everyDay('09:00', '18:00'),
      appointments: day,
      now: BEFORE,
      lanes: ['chair-2', 'chair-1'],
      describeConflict: conflictReason,
    });
    expect(english(slot(slots, '10:00').reason!)).toBe("Conflicts with Anna's appointment (10:00 - 11:00)");
  });
});

describeInProcessZones(() => {
  const hours = everyDay('00:00', '06:00');
  const slotsOn = (date: string, appointments: NamedAppointment[]) =>
    generateSlots({ date, timeZone: BUD, openingHours: hours, appointments, now: BEFORE, lanes: ['a', 'b'], describeConflict: conflictReason });

  describe('lanes on the spring-forward day (2026-03-29, 02:00 -> 03:00)', () => {
    // a: 01:00-03:00 wall, one real hour; b: 03:00-04:00 wall.
    const night = [appt('Anna', 'a', '2026-03-29T00:00:00Z', '2026-03-29T01:00:00Z'), appt('Béla', 'b', '2026-03-29T01:00:00Z', '2026-03-29T02:00:00Z')];

    it('compares real instants across the gap', () => {
      const slots = slotsOn('2026-03-29', night);
      expect(slot(slots, '00:00')).toMatchObject({ available: true, freeLanes: ['a', 'b'] });
      expect(slot(slots, '01:00')).toMatchObject({ available: true, freeLanes: ['b'] });
      expect(slot(slots, '01:45')).toMatchObject({ available: false, freeLanes: [] });
      expect(slots.some((s) => s.time.startsWith('02:'))).toBe(false);
      expect(slot(slots, '03:00')).toMatchObject({ available: true, freeLanes: ['a'] });
      expect(slot(slots, '04:00')).toMatchObject({ available: true, freeLanes: ['a', 'b'] });
    });

    it('answers the spec availability check per station and for any station', () => {
      const query = { salonId: SALON, date: '2026-03-29', time: '01:00', durationMinutes: 60, timezone: BUD };
      const context = {
        stationsEnabled: true,
        stations: [
          { id: 'a', isActive: true, serviceIds: [] },
          { id: 'b', isActive: true, serviceIds: [] },
        ],
        serviceId: CUT,
        appointments: night,
      };
      expect(checkAvailability({ ...query, stationId: null }, context)).toMatchObject({ isAvailable: true, freeLaneKeys: ['b'] });
      const onA = checkAvailability({ ...query, stationId: 'a' }, context);
      expect(onA).toMatchObject({ isAvailable: false, conflictingAppointments: [night[0]] });
      expect(english(onA.message)).toBe("Conflicts with Anna's appointment (01:00 - 03:00)");
      expect(checkAvailability({ ...query, stationId: 'a', excludeAppointmentId: 'Anna' }, context).isAvailable).toBe(true);
      const both = checkAvailability({ ...query, time: '01:45', stationId: null }, context);
      expect(both.isAvailable).toBe(false);
      expect(both.conflictingAppointments.map((a) => a.id)).toEqual(['Anna', 'Béla']);
      expect(english(checkAvailability({ ...query, time: '02:30', stationId: null }, context).message)).toBe(
        'This time does not exist on that day (clock change)',
      );
    });
  });

  describe('lanes on the fall-back day (2026-10-25, 03:00 -> 02:00)', () => {
    // a: the first 02:00-03:00 (+02:00); b: the repeated 02:00-03:00 (+01:00).
    const night = [appt('Anna', 'a', '2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'), appt('Béla', 'b', '2026-10-25T01:00:00Z', '2026-10-25T02:00:00Z')];

    it('offers the repeated hour once and fills it lane by lane', () => {
      const slots = slotsOn('2026-10-25', night);
      expect(slots.filter((s) => s.time === '02:00')).toHaveLength(1);
      expect(slot(slots, '02:00')).toMatchObject({ available: true, freeLanes: ['b'] });
      expect(slot(slots, '02:30')).toMatchObject({ available: false });
      expect(english(slot(slots, '02:30').reason!)).toBe("Conflicts with Anna's appointment (02:00 - 02:00)");
      expect(slot(slots, '03:00')).toMatchObject({ available: true, freeLanes: ['a', 'b'] });
    });

    it('suggests reschedule times free on any suitable station', () => {
      const context = { stationsEnabled: true, stations: [{ id: 'a', isActive: true, serviceIds: [] }], serviceId: CUT, appointments: night };
      const daytime = [appt('Cili', 'a', '2026-10-25T08:00:00Z', '2026-10-25T10:00:00Z')]; // 09:00-11:00 (+01:00)
      const query = { salonId: SALON, date: '2026-10-25', durationMinutes: 60, timezone: BUD, stationId: null };
      const free = suggestAvailableTimes(query, { ...context, appointments: daytime });
      expect(free.slice(0, 2)).toEqual(['11:00', '11:30']);
      const twoStations = { ...context, stations: [...context.stations, { id: 'b', isActive: true, serviceIds: [] }], appointments: daytime };
      expect(suggestAvailableTimes(query, twoStations)).toHaveLength(18);
    });
  });
});
