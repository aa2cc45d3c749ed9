import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, earliestBookableStart, isInsideHorizon, lastBookableDate } from '@/lib/scheduling/booking-rules';
import { bookableDatePage, bookableDates } from '@/lib/scheduling/dates';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { generateSlots } from '@/lib/scheduling/slots';
import { manageErrorMessage } from '@/lib/validation/booking-rules';
import { serverMessages } from '@/lib/i18n/server-messages';

const BUD = 'Europe/Budapest';

describe('the booking horizon', () => {
  it("counts today as the first day, in the salon's zone", () => {
    // 00:30 on Sunday 29 March in Budapest, still Saturday in UTC.
    const now = new Date('2026-03-28T23:30:00Z');
    expect(lastBookableDate(now, BUD, 30)).toBe('2026-04-27');
    expect(lastBookableDate(now, BUD, 1)).toBe('2026-03-29');
    expect(isInsideHorizon('2026-03-28', BUD, now, 30)).toBe(false);
    expect(isInsideHorizon('2026-03-29', BUD, now, 1)).toBe(true);
    expect(isInsideHorizon('2026-03-30', BUD, now, 1)).toBe(false);
    expect(isInsideHorizon('2026-04-27', BUD, now, 30)).toBe(true);
    expect(isInsideHorizon('2026-04-28', BUD, now, 30)).toBe(false);
    expect(DEFAULT_BOOKING_RULES).toEqual({ minNoticeMinutes: 120, bookingHorizonDays: 30, changeWindowHours: 24 });
  });

  it('pages the date list 15 at a time, never past the horizon', () => {
    const input = { now: new Date('2026-11-20T10:00:00Z'), timeZone: BUD, openingHours: null, horizonDays: 40 };
    const first = bookableDatePage(input);
    expect(first.dates).toHaveLength(15);
    expect([first.dates[0].date, first.dates.at(-1)!.date, first.previousFrom, first.nextFrom]).toEqual(['2026-11-20', '2026-12-04', null, '2026-12-05']);
    const second = bookableDatePage({ ...input, from: first.nextFrom! });
    expect([second.dates[0].date, second.dates.at(-1)!.date, second.previousFrom, second.nextFrom]).toEqual(['2026-12-05', '2026-12-19', '2026-11-20', '2026-12-20']);
    const last = bookableDatePage({ ...input, from: second.nextFrom! });
    // Day 40 is 29 December: the last page is short.
    expect(last.dates.map((d) => d.date)).toEqual(['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29']);
    expect([last.previousFrom, last.nextFrom]).toEqual(['2026-12-05', null]);
  });

  it('shows only the horizon when it is shorter than a page, and ignores a `from` outside it', () => {
    const input = { now: new Date('2026-11-20T10:00:00Z'), timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS, horizonDays: 3 };
    expect(bookableDates(input).map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(bookableDates({ ...input, from: '2026-11-25' })[0].date).toBe('2026-11-20');
    expect(bookableDates({ ...input, from: '2026-11-19' })[0].date).toBe('2026-11-20');
    expect(bookableDatePage(input)).toMatchObject({ previousFrom: null, nextFrom: null });
  });
});

describe('the minimum notice', () => {
  const monday = { date: '2026-03-30', timeZone: BUD, openingHours: DEFAULT_OPENING_HOURS };

  it('leaves out slots starting sooner than now + notice; one starting exactly then is offered', () => {
    const now = new Date('2026-03-30T07:00:00Z'); // 09:00 in Budapest
    expect(generateSlots({ ...monday, now })[0].time).toBe('09:15');
    expect(generateSlots({ ...monday, now, minNoticeMinutes: 120 })[0].time).toBe('11:00');
    expect(generateSlots({ ...monday, now: new Date(now.getTime() + 1), minNoticeMinutes: 120 })[0].time).toBe('11:15');
    expect(generateSlots({ ...monday, now, minNoticeMinutes: 10_080 })).toEqual([]);
    expect(earliestBookableStart(now, 90).toISOString()).toBe('2026-03-30T08:30:00.000Z');
  });

  it('counts absolute time across the spring-forward gap', () => {
    // 01:30 CET on 29 March; two hours later it is 04:30 CEST. A salon open from 04:00.
    const now = new Date('2026-03-29T00:30:00Z');
    const earlyBird = { sunday: { start_time: '04:00', end_time: '08:00', is_closed: false } };
    const slots = generateSlots({ date: '2026-03-29', timeZone: BUD, openingHours: earlyBird, now, minNoticeMinutes: 120 });
    expect(slots[0].time).toBe('04:30');
    expect(slots[0].start.toISOString()).toBe('2026-03-29T02:30:00.000Z');
  });
});

describe('the change window', () => {
  it('names every refusal the manage page receives, and nothing else', () => {
    expect(serverMessages('en')(manageErrorMessage('OUTSIDE_CHANGE_WINDOW')!)).toBe('This appointment is too close to change or cancel online. Please call the salon.');
    expect(serverMessages('en')(manageErrorMessage('SLOT_TOO_SOON')!)).toBe('This time is too soon to book online. Please choose a later time or call the salon.');
    expect(manageErrorMessage('__proto__')).toBeNull();
    expect(manageErrorMessage('<script>')).toBeNull();
    expect(manageErrorMessage(null)).toBeNull();
  });
});
