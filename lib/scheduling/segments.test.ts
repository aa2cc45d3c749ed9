import { describe, expect, it } from 'vitest';
import { checkTimeConflict, type NamedAppointment } from '@/lib/scheduling/conflicts';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { handsOnSpans, layOutVisit, stationSpanEnd } from '@/lib/scheduling/segments';
import { generateSlots } from '@/lib/scheduling/slots';

const MIN = 60_000;
const BUD = 'Europe/Budapest';
const MONDAY = '2026-03-30'; // summer time, +02:00
const BEFORE = new Date('2026-03-01T00:00:00Z');
// Cut + colour: 30 minutes hands-on, 45 processing, 45 hands-on; 15 minutes of clean-up.
const COLOUR = { processingStartMinutes: 30, processingMinutes: 45, bufferMinutes: 15 };

describe('handsOnSpans and stationSpanEnd: the database rule (hands_on_spans, appointments_claim_lane)', () => {
  it('splits around the processing time and keeps one span without it', () => {
    expect(handsOnSpans(0, 120 * MIN, COLOUR)).toEqual([[0, 30 * MIN], [75 * MIN, 120 * MIN]]);
    expect(handsOnSpans(0, 60 * MIN, {})).toEqual([[0, 60 * MIN]]);
    expect(handsOnSpans(0, 60 * MIN, { processingStartMinutes: null, processingMinutes: 0 })).toEqual([[0, 60 * MIN]]);
  });

  it('cuts the spans at an end that staff shortened into or before the processing', () => {
    expect(handsOnSpans(0, 60 * MIN, COLOUR)).toEqual([[0, 30 * MIN]]);
    expect(handsOnSpans(0, 75 * MIN, COLOUR)).toEqual([[0, 30 * MIN]]);
    expect(handsOnSpans(0, 20 * MIN, COLOUR)).toEqual([[0, 20 * MIN]]);
  });

  it('holds the station through the buffer', () => {
    expect(stationSpanEnd(120 * MIN, COLOUR)).toBe(135 * MIN);
    expect(stationSpanEnd(120 * MIN, {})).toBe(120 * MIN);
  });
});

// One stylist (S) and two stations (A, B). Anna's colour is on station A with S from 10:00 to 12:00.
const anna: NamedAppointment = {
  id: 'anna', customer_name: 'Anna', status: 'confirmed', lane_key: 'A', staff_id: 'S',
  start_time: '2026-03-30T10:00:00+02:00', end_time: '2026-03-30T12:00:00+02:00',
  processing_start_minutes: 30, processing_minutes: 45, buffer_minutes: 15,
};
const day = { date: MONDAY, timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS, now: BEFORE, appointments: [anna] };
const freeAt = (slots: ReturnType<typeof generateSlots>, time: string) => slots.find((slot) => slot.time === time);

describe('a gap inside a colour', () => {
  it('is offered to a service that fits the processing time, on another station, with the same stylist', () => {
    const slots = generateSlots({ ...day, durationMinutes: 45, lanes: ['A', 'B'], stylistLanes: ['S'] });
    expect(freeAt(slots, '10:30')).toMatchObject({ available: true, freeLanes: ['B'], freeStylists: ['S'] });
    // 10:45 + 45 minutes runs into the colour's second hands-on span.
    expect(freeAt(slots, '10:45')?.available).toBe(false);
    expect(freeAt(slots, '10:15')?.available).toBe(false);
  });

  it('never hands out the chair during processing, nor before its clean-up ends', () => {
    const slots = generateSlots({ ...day, durationMinutes: 30, lanes: ['A'], stylistLanes: ['S', 'T'] });
    expect(freeAt(slots, '10:30')?.available).toBe(false);
    expect(freeAt(slots, '12:00')?.available).toBe(false);
    expect(freeAt(slots, '12:15')).toMatchObject({ available: true, freeLanes: ['A'] });
  });

  it('offers a colour of its own only where its hands-on spans find the stylist free', () => {
    // A second colour starting 10:30 with S: its hands-on 10:30-11:00 falls in Anna's processing, but
    // its second span 11:45-12:30 overlaps Anna's 11:15-12:00.
    const slots = generateSlots({ ...day, durationMinutes: 120, segments: COLOUR, lanes: ['B'], stylistLanes: ['S'] });
    expect(freeAt(slots, '10:30')?.available).toBe(false);
    // From 12:00 S is free; station B is free all day.
    expect(freeAt(slots, '12:00')?.available).toBe(true);
    // Starting 09:15: S starts Anna during its processing (09:45-10:30), and its second span
    // (10:30-11:15) fits between Anna's two spans exactly, back to back.
    expect(freeAt(slots, '09:15')?.available).toBe(true);
  });

  it('agrees with the staff check (checkTimeConflict)', () => {
    const check = (time: string, durationMinutes: number, segments = {}) =>
      checkTimeConflict({ date: MONDAY, time, durationMinutes, segments, timeZone: BUD, appointments: [anna], lanes: ['A', 'B'], stylistLanes: ['S'] }).isAvailable;
    expect(check('10:30', 45)).toBe(true);
    expect(check('10:45', 45)).toBe(false);
    expect(check('12:00', 120, COLOUR)).toBe(true);
    expect(check('10:30', 120, COLOUR)).toBe(false);
  });
});

describe('a visit of several services (layOutVisit, generateSlots visit)', () => {
  it('lays the parts end to end and keeps only the last clean-up', () => {
    const cut = { durationMinutes: 30, bufferMinutes: 10 };
    const colour = { durationMinutes: 120, ...COLOUR };
    expect(layOutVisit(0, [colour, cut], (part) => part.durationMinutes)).toEqual([
      { start: 0, end: 120 * MIN, segments: { ...colour, bufferMinutes: 0 } },
      { start: 120 * MIN, end: 150 * MIN, segments: cut },
    ]);
  });

  it('offers a time only where one station holds the whole visit and each part finds its own stylist', () => {
    // A cut with T, then a colour with S: S must be free while the colour is hands-on, not during the cut.
    const visit = [{ durationMinutes: 30, stylistLanes: ['T'] }, { durationMinutes: 120, ...COLOUR, stylistLanes: ['S'] }];
    const slots = generateSlots({ ...day, lanes: ['A', 'B'], visit });
    // 09:30: the colour's hands-on 10:00-10:30 meets Anna's 10:00-10:30 with S.
    expect(freeAt(slots, '09:30')?.available).toBe(false);
    // 09:15: the cut 09:15-09:45 with T, then the colour's first hands-on 09:45-10:15 meets Anna's too.
    expect(freeAt(slots, '09:15')?.available).toBe(false);
    expect(freeAt(slots, '12:00')).toMatchObject({ available: true, freeLanes: ['B'], partStylists: [['T'], ['S']] });
    // Station A is Anna's until 12:15 (clean-up): a visit from 12:00 goes to B only.
    expect(freeAt(slots, '12:15')).toMatchObject({ available: true, freeLanes: ['A', 'B'] });
  });
});
