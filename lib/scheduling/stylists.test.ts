import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import { TAKEN_REASON, checkTimeConflict, type NamedAppointment } from '@/lib/scheduling/conflicts';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@/lib/scheduling/opening-hours';
import { generateSlots, type TimeSlot } from '@/lib/scheduling/slots';
import { bookableStylists, leastBookedFirst, offDutyClaims, stylistDoes, workingIntervals, type SchedulingStylist } from '@/lib/scheduling/stylists';

const BUD = 'Europe/Budapest';
const TUESDAY = '2026-11-24'; // winter time, +01:00
const english = serverMessages('en');
const BEFORE = new Date('2026-01-01T00:00:00Z');
const CUT = 'service-cut';
const COLOUR = 'service-colour';

/** Ann: every service, Tuesday 09-13 and 14-18 (split shift), off on 1 December. Bea: cuts only, Tuesday 12-18. */
const ann: SchedulingStylist = {
  id: 'ann',
  name: 'Ann',
  serviceIds: [],
  hours: [
    { weekday: 2, from: '09:00', to: '13:00' },
    { weekday: 2, from: '14:00', to: '18:00' },
  ],
  daysOff: ['2026-12-01'],
};
const bea: SchedulingStylist = { id: 'bea', name: 'Bea', serviceIds: [CUT], hours: [{ weekday: 2, from: '12:00', to: '18:00' }], daysOff: [] };

const free = (slots: TimeSlot[]) => slots.filter((s) => s.available).map((s) => s.time);
const at = (date: string, time: string, offset: string) => new Date(`${date}T${time}:00${offset}`).getTime();

function slotsFor(stylists: SchedulingStylist[], { date = TUESDAY, appointments = [] as NamedAppointment[], openingHours = DEFAULT_OPENING_HOURS as OpeningHours } = {}) {
  return generateSlots({
    date,
    timeZone: BUD,
    openingHours,
    durationMinutes: 60,
    now: BEFORE,
    lanes: ['salon'],
    appointments: [...appointments, ...stylists.flatMap((s) => offDutyClaims(s, date, BUD))],
    stylistLanes: stylists.map((s) => s.id),
  });
}

describe('who does what', () => {
  it('a stylist with no services listed does every service; bookableStylists narrows to the one asked for', () => {
    expect(stylistDoes(ann, COLOUR)).toBe(true);
    expect(stylistDoes(bea, COLOUR)).toBe(false);
    expect(stylistDoes(bea, CUT)).toBe(true);
    expect(bookableStylists([ann, bea], { serviceId: COLOUR })).toEqual(['ann']);
    expect(bookableStylists([ann, bea], { serviceId: CUT })).toEqual(['ann', 'bea']);
    expect(bookableStylists([ann, bea], { serviceId: CUT, stylistId: 'bea' })).toEqual(['bea']);
    expect(bookableStylists([ann, bea], { serviceId: COLOUR, stylistId: 'bea' })).toEqual([]);
  });
});

describe('working time', () => {
  it('a split shift is two intervals; a day off and a weekday without hours are none', () => {
    expect(workingIntervals(ann, TUESDAY, BUD)).toEqual([
      { start: at(TUESDAY, '09:00', '+01:00'), end: at(TUESDAY, '13:00', '+01:00') },
      { start: at(TUESDAY, '14:00', '+01:00'), end: at(TUESDAY, '18:00', '+01:00') },
    ]);
    expect(workingIntervals(ann, '2026-12-01', BUD)).toEqual([]);
    expect(workingIntervals(ann, '2026-11-25', BUD)).toEqual([]);
  });

  it('off-duty claims cover exactly the time outside the spans, on the stylist lane', () => {
    const claims = offDutyClaims(ann, TUESDAY, BUD);
    expect(claims.every((c) => c.lane_key === 'ann' && c.offDuty)).toBe(true);
    const bounds = claims.map((c) => [new Date(c.start_time).getTime(), new Date(c.end_time).getTime()]);
    expect(bounds.map(([, end]) => end).slice(0, 2)).toEqual([at(TUESDAY, '09:00', '+01:00'), at(TUESDAY, '14:00', '+01:00')]);
    expect(bounds.map(([start]) => start).slice(1)).toEqual([at(TUESDAY, '13:00', '+01:00'), at(TUESDAY, '18:00', '+01:00')]);
  });

  it('follows the clock on both DST Sundays in Budapest', () => {
    const nights: SchedulingStylist = { ...ann, hours: [{ weekday: 7, from: '01:00', to: '05:00' }], daysOff: [] };
    const spring = workingIntervals(nights, '2026-03-29', BUD)[0];
    expect(spring.end - spring.start).toBe(3 * 3_600_000); // 02:00-03:00 does not exist
    const autumn = workingIntervals(nights, '2026-10-25', BUD)[0];
    expect(autumn.end - autumn.start).toBe(5 * 3_600_000); // 02:00-03:00 happens twice
  });
});

describe('generateSlots with stylist lanes', () => {
  it('offers a time only while the stylist works the whole of it; back-to-back with the shift is fine', () => {
    const times = free(slotsFor([ann]));
    expect(times[0]).toBe('09:00');
    expect(times).toContain('12:00'); // ends as the break starts
    expect(times).not.toContain('12:15');
    expect(times).not.toContain('13:45');
    expect(times).toContain('14:00'); // starts as the break ends
    expect(times.at(-1)).toBe('17:00');
  });

  it('needs one free stylist: another one covers the break, in the order given', () => {
    const slots = slotsFor([ann, bea]);
    const at1300 = slots.find((s) => s.time === '13:00')!;
    expect(at1300).toMatchObject({ available: true, freeStylists: ['bea'] });
    expect(slots.find((s) => s.time === '12:00')!.freeStylists).toEqual(['ann', 'bea']);
    expect(free(slots)[0]).toBe('09:00');
  });

  it('an appointment with a stylist takes their lane (staff_id) even on another station lane', () => {
    const booked: NamedAppointment = { id: 'a1', customer_name: 'X', status: 'confirmed', lane_key: 'chair-2', staff_id: 'ann', start_time: '2026-11-24T09:00:00+01:00', end_time: '2026-11-24T10:00:00+01:00' };
    const slots = slotsFor([ann], { appointments: [booked] });
    expect(slots.find((s) => s.time === '09:00')).toMatchObject({ available: false, reason: TAKEN_REASON, freeLanes: ['salon'] });
    expect(free(slots)[0]).toBe('10:00');
  });

  it('gives nothing on the stylist day off, and the salon DST day keeps its afternoon right', () => {
    expect(free(slotsFor([ann], { date: '2026-12-01' }))).toEqual([]);
    const sundayOpen = { ...DEFAULT_OPENING_HOURS, sunday: { start_time: '10:00', end_time: '16:00', is_closed: false } };
    const sundayStylist: SchedulingStylist = { ...bea, hours: [{ weekday: 7, from: '10:00', to: '14:00' }] };
    for (const [date, offset] of [['2026-03-29', '+02:00'], ['2026-10-25', '+01:00']] as const) {
      const slots = slotsFor([sundayStylist], { date, openingHours: sundayOpen });
      expect(free(slots).at(-1)).toBe('13:00');
      expect(slots.find((s) => s.time === '13:00')!.start.getTime()).toBe(at(date, '13:00', offset));
    }
  });
});

describe('checkTimeConflict with stylist lanes', () => {
  const check = (time: string, stylists: SchedulingStylist[], appointments: NamedAppointment[] = []) =>
    checkTimeConflict({
      date: TUESDAY,
      time,
      durationMinutes: 60,
      timeZone: BUD,
      lanes: ['salon'],
      stylistLanes: stylists.map((s) => s.id),
      appointments: [...appointments, ...stylists.flatMap((s) => offDutyClaims(s, TUESDAY, BUD))],
    });

  it('says who is not working, and lists the free stylists when available', () => {
    expect(check('12:30', [ann])).toMatchObject({ isAvailable: false });
    expect(english(check('12:30', [ann]).message)).toBe('Ann is not working then');
    expect(check('12:30', [ann, bea])).toMatchObject({ isAvailable: true, freeStylistIds: ['bea'] });
    expect(check('08:00', [])).toMatchObject({ isAvailable: false });
    expect(english(check('08:00', []).message)).toBe('No stylist does this service');
  });
});

describe('leastBookedFirst', () => {
  it('orders by the day appointments per stylist, ties in the given order, ignoring blocks, off-duty and cancelled', () => {
    const row = (id: string, staff: string, extra: Partial<NamedAppointment> = {}): NamedAppointment => ({
      id,
      customer_name: '',
      status: 'confirmed',
      staff_id: staff,
      start_time: '2026-11-24T09:00:00+01:00',
      end_time: '2026-11-24T10:00:00+01:00',
      ...extra,
    });
    const day = [row('1', 'ann'), row('2', 'ann'), row('3', 'bea'), row('4', 'cid', { status: 'cancelled' }), row('5', 'cid', { blocked: true, staff_id: null, lane_key: 'cid' })];
    expect(leastBookedFirst(['ann', 'bea', 'cid'], day)).toEqual(['cid', 'bea', 'ann']);
    expect(leastBookedFirst(['bea', 'cid'], [])).toEqual(['bea', 'cid']);
  });
});
