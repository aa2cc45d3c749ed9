import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPublicDaySlots } from '@/features/booking/data/day-slots';
import { cancelBookingByToken, findBookingByToken } from '@/features/booking/data/manage-links';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { getRescheduleSlots, rescheduleBookingByToken } from '@/features/booking/data/reschedule';
import { appointments, messages, salons, users } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, zonedToInstant } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES, MANAGE_ERROR_MESSAGES } from '@/lib/validation/booking';
import { createTestSalon, getDb } from '@/tests/support/db';
import { addMember } from '@/tests/support/stylists';
import { renderMessage } from '@/features/messages/queue';

// Issue 22: the salon's booking rules, enforced on the server whatever the browser sends, and a
// visitor moving their own booking. Monday 7 December 2026, 09:00 in Budapest (open Mon-Thu
// 09-18); the salon's defaults: 2 hours' notice, 30 days ahead, changes until 24 hours before.
const NOW = new Date('2026-12-07T08:00:00Z');
const HOUR = 3_600_000;
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
const WEDNESDAY = '2026-12-09';
const SUNDAY = '2026-12-13';
const ZONE = 'Europe/Budapest';
const CSRF = 'csrf-token-rules';
let visitor = 0;

async function rulesSalon(overrides: Partial<typeof salons.$inferInsert> = {}) {
  const fixture = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, ...overrides });
  const db = await getDb();
  const owner = `owner-${fixture.salon.id}@rules.test`;
  await db.insert(users).values({ salonId: fixture.salon.id, role: 'owner', email: owner, fullName: 'Rita Owner' });
  return { ...fixture, owner };
}

function book(salonId: string, serviceId: string, date: string, time: string, extra: { now?: Date; language?: 'en' | 'hu'; stylistId?: string } = {}) {
  return createPublicBooking(
    { salonId, serviceId, date, time, customerName: 'Rózsa Vendég', customerPhone: '+36 30 222 3333', customerEmail: `rozsa-${visitor}@example.com`, stylistId: extra.stylistId, csrfToken: CSRF },
    { clientAddress: `rules-${process.pid}-${visitor++}`, csrfCookie: CSRF, now: extra.now ?? NOW, language: extra.language },
  );
}

async function booked(salonId: string, serviceId: string, date: string, time: string, extra: Parameters<typeof book>[4] = {}) {
  const result = await book(salonId, serviceId, date, time, extra);
  if (!result.ok) throw new Error(`booking ${date} ${time}: ${result.code}`);
  return result.data;
}

const at = (date: string, time: string) => zonedToInstant(date, time, ZONE)!;

async function row(id: string) {
  const [found] = await (await getDb()).select().from(appointments).where(eq(appointments.id, id));
  return found;
}

async function messagesOf(appointmentId: string) {
  const rows = await (await getDb()).select().from(messages).where(eq(messages.appointmentId, appointmentId));
  return rows.map((row) => ({ ...row, ...renderMessage(row) }));
}

const kinds = async (appointmentId: string) => (await messagesOf(appointmentId)).filter((m) => m.status !== 'cancelled').map((m) => m.kind).sort();

describe('the minimum notice and the booking horizon', () => {
  it('offers no time inside the notice and refuses a forged booking of one with SLOT_TOO_SOON, storing nothing', async () => {
    const { salon, service } = await rulesSalon();
    const today = await getPublicDaySlots(salon.id, service.id, MONDAY, NOW);
    expect(today?.[0]).toEqual({ time: '11:00', available: true });
    for (const time of ['09:15', '10:00', '10:45']) {
      const refused = await book(salon.id, service.id, MONDAY, time);
      expect(refused, time).toMatchObject({ ok: false, code: 'SLOT_TOO_SOON', message: BOOKING_ERROR_MESSAGES.SLOT_TOO_SOON });
      expect(refused.ok === false && refused.slots?.[0]).toEqual({ time: '11:00', available: true });
    }
    expect(await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id))).toHaveLength(0);
    expect(await book(salon.id, service.id, MONDAY, '11:00')).toMatchObject({ ok: true });

    // A day's notice: nothing today, tomorrow from 09:00 (exactly 24 hours) on.
    const dayAhead = await rulesSalon({ minNoticeMinutes: 1440 });
    expect(await getPublicDaySlots(dayAhead.salon.id, dayAhead.service.id, MONDAY, NOW)).toEqual([]);
    expect((await getPublicDaySlots(dayAhead.salon.id, dayAhead.service.id, TUESDAY, NOW))?.[0]).toEqual({ time: '09:00', available: true });
    expect(await book(dayAhead.salon.id, dayAhead.service.id, MONDAY, '17:00')).toMatchObject({ ok: false, code: 'SLOT_TOO_SOON' });
  });

  it('refuses dates beyond the horizon with DATE_BEYOND_HORIZON; its last day is bookable', async () => {
    const { salon, service } = await rulesSalon({ bookingHorizonDays: 7 });
    // Today + 6 is the last day (a Sunday is closed, so take the horizon from Tuesday's view).
    expect(await getPublicDaySlots(salon.id, service.id, '2026-12-14', NOW)).toBeNull();
    expect(await getPublicDaySlots(salon.id, service.id, '2026-12-10', NOW)).not.toBeNull();
    const beyond = await book(salon.id, service.id, '2026-12-14', '10:00');
    expect(beyond).toMatchObject({ ok: false, code: 'DATE_BEYOND_HORIZON', fieldErrors: { date: BOOKING_ERROR_MESSAGES.DATE_BEYOND_HORIZON } });
    expect(await book(salon.id, service.id, '2026-12-13', '10:00')).toMatchObject({ ok: false, code: 'SLOT_UNAVAILABLE' }); // day 7, a closed Sunday
    expect(await book(salon.id, service.id, '2026-12-10', '10:00')).toMatchObject({ ok: true });
    expect(await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id))).toHaveLength(1);
  });
});

describe('the change window', () => {
  it('refuses a cancel inside the window with OUTSIDE_CHANGE_WINDOW and changes nothing; before it the cancel works', async () => {
    const { salon, service } = await rulesSalon();
    const booking = await booked(salon.id, service.id, TUESDAY, '10:00');
    const late = new Date(NOW.getTime() + 2 * HOUR); // 23 hours before
    expect(await findBookingByToken(booking.manageToken, late)).toMatchObject({ changeable: false, cancellable: true, changeWindowHours: 24, salonId: salon.id, serviceId: service.id, language: 'en' });
    expect(await cancelBookingByToken(booking.manageToken, late)).toEqual({ ok: false, code: 'OUTSIDE_CHANGE_WINDOW', message: MANAGE_ERROR_MESSAGES.OUTSIDE_CHANGE_WINDOW });
    expect((await row(booking.appointmentId)).status).toBe('confirmed');
    expect(await kinds(booking.appointmentId)).toEqual(['confirmation', 'salon_new_booking']);

    expect(await findBookingByToken(booking.manageToken, NOW)).toMatchObject({ changeable: true });
    expect(await cancelBookingByToken(booking.manageToken, NOW)).toMatchObject({ ok: true });
    expect((await row(booking.appointmentId)).status).toBe('cancelled');
  });

  it('a window of 0 lets visitors cancel until the start, never after', async () => {
    const { salon, service } = await rulesSalon({ changeWindowHours: 0 });
    const booking = await booked(salon.id, service.id, TUESDAY, '10:00');
    expect(await cancelBookingByToken(booking.manageToken, at(TUESDAY, '10:00'))).toMatchObject({ ok: false, code: 'NOT_CANCELLABLE' });
    expect(await cancelBookingByToken(booking.manageToken, at(TUESDAY, '09:59'))).toMatchObject({ ok: true });
  });

  it('is elapsed hours, across a clock change too, and the page, the move and the cancel draw it at the same instant', async () => {
    // Summer time ends on Sunday 25 October 2026. A 48-hour window before Monday 10:00 CET
    // (09:00Z) ends on Saturday at 11:00 CEST, not at 10:00 as "two days before" would have it.
    const { salon, service } = await rulesSalon({ changeWindowHours: 48 });
    const booking = await booked(salon.id, service.id, '2026-10-26', '10:00', { now: new Date('2026-10-20T08:00:00Z') });
    const edge = new Date('2026-10-24T09:00:00Z');
    const justAfter = new Date(edge.getTime() + 1);
    for (const [now, changeable] of [[new Date('2026-10-24T08:30:00Z'), true], [edge, true], [justAfter, false]] as const) {
      expect(await findBookingByToken(booking.manageToken, now), now.toISOString()).toMatchObject({ changeable, cancellable: true });
      expect((await getRescheduleSlots(booking.manageToken, '2026-10-27', now)).ok, now.toISOString()).toBe(changeable);
    }
    expect(await cancelBookingByToken(booking.manageToken, justAfter)).toMatchObject({ ok: false, code: 'OUTSIDE_CHANGE_WINDOW' });
    expect(await cancelBookingByToken(booking.manageToken, edge)).toMatchObject({ ok: true });
    expect(await findBookingByToken(booking.manageToken, new Date('2026-10-20T08:00:00Z'))).toMatchObject({ changeable: false, cancellable: false });
    expect(await getRescheduleSlots(booking.manageToken, '2026-10-27', new Date('2026-10-20T08:00:00Z'))).toMatchObject({ ok: false, code: 'BOOKING_CANCELLED' });
  });
});

describe('a visitor moves their booking', () => {
  it('keeps its id and token, frees the old time, withdraws the queued reminder and queues one message and the salon notice', async () => {
    const { salon, service, owner } = await rulesSalon();
    const booking = await booked(salon.id, service.id, TUESDAY, '10:00', { language: 'hu' });
    const db = await getDb();
    const [reminder] = await db
      .insert(messages)
      .values({ kind: 'reminder', recipient: 'rozsa@example.com', language: 'hu', subject: 'Emlékeztető', body: '…', salonId: salon.id, appointmentId: booking.appointmentId, dedupeKey: `reminder:${booking.appointmentId}`, dueAt: at(MONDAY, '10:00') })
      .returning();

    // Its own time does not block the move: 10:30 overlaps it and is offered.
    const own = await getRescheduleSlots(booking.manageToken, TUESDAY, NOW);
    expect(own.ok && own.data.filter((s) => ['10:00', '10:30'].includes(s.time))).toEqual([
      { time: '10:00', available: true },
      { time: '10:30', available: true },
    ]);
    const result = await rescheduleBookingByToken(booking.manageToken, { date: WEDNESDAY, time: '11:00' }, NOW);
    expect(result).toMatchObject({ ok: true, data: { appointmentId: booking.appointmentId, manageToken: booking.manageToken, date: WEDNESDAY, startTime: '11:00', endTime: '12:00', moved: true } });

    const moved = await row(booking.appointmentId);
    expect(moved).toMatchObject({ id: booking.appointmentId, manageToken: booking.manageToken, status: 'confirmed', language: 'hu' });
    expect(moved.startTime.toISOString()).toBe(at(WEDNESDAY, '11:00').toISOString());
    expect(moved.endTime.toISOString()).toBe(at(WEDNESDAY, '12:00').toISOString());
    expect((await getPublicDaySlots(salon.id, service.id, TUESDAY, NOW))?.find((s) => s.time === '10:00')).toEqual({ time: '10:00', available: true });
    expect((await getPublicDaySlots(salon.id, service.id, WEDNESDAY, NOW))?.find((s) => s.time === '11:00')).toMatchObject({ available: false });

    const sent = await messagesOf(booking.appointmentId);
    const customer = sent.filter((m) => m.kind === 'rescheduled');
    expect(customer).toHaveLength(1);
    expect(customer[0]).toMatchObject({ language: 'hu', status: 'queued' });
    expect(customer[0].subject).toMatch(/^Időpontja módosult – /);
    expect(customer[0].body).toContain('2026. december 9.');
    expect(customer[0].ics).toContain('BEGIN:VEVENT');
    const notices = sent.filter((m) => m.kind === 'salon_reschedule');
    expect(notices.map((m) => m.recipient)).toEqual([owner]);
    expect(notices[0].subject).toMatch(/^Booking moved online: Rózsa Vendég, /);
    expect(sent.find((m) => m.id === reminder.id)).toMatchObject({ status: 'cancelled', dedupeKey: null });
    expect(await findBookingByToken(booking.manageToken, NOW)).toMatchObject({ date: WEDNESDAY, startTime: '11:00', changeable: true });
  });

  it('refuses every forged move with a clear code and changes nothing', async () => {
    const { salon, service } = await rulesSalon({ bookingHorizonDays: 14 });
    const booking = await booked(salon.id, service.id, TUESDAY, '10:00');
    await booked(salon.id, service.id, WEDNESDAY, '11:00');
    const cancelled = await booked(salon.id, service.id, TUESDAY, '14:00');
    await cancelBookingByToken(cancelled.manageToken, NOW);
    const before = await row(booking.appointmentId);
    const move = (input: unknown, now = NOW, token = booking.manageToken) => rescheduleBookingByToken(token, input, now);

    const cases: [Promise<Awaited<ReturnType<typeof move>>>, string][] = [
      [move({ date: WEDNESDAY, time: '11:00' }, NOW, 'f'.repeat(64)), 'NOT_FOUND'],
      [move({ date: WEDNESDAY, time: '11:00' }, NOW, 'not a token'), 'NOT_FOUND'],
      [move({ date: WEDNESDAY, time: '11:00' }, NOW, cancelled.manageToken), 'BOOKING_CANCELLED'],
      [move({ date: WEDNESDAY, time: 'x'.repeat(300) }), 'INPUT_TOO_LARGE'],
      [move({ date: WEDNESDAY, time: '11:00', extra: 'x'.repeat(200), more: 'y'.repeat(200) }), 'INPUT_TOO_LARGE'],
      [move({ date: '2026-02-30', time: '11:00' }), 'INVALID_INPUT'],
      [move({ date: WEDNESDAY, time: '25:00' }), 'INVALID_INPUT'],
      [move(null), 'INVALID_INPUT'],
      [move({ date: WEDNESDAY, time: '11:00' }, new Date(NOW.getTime() + 2 * HOUR)), 'OUTSIDE_CHANGE_WINDOW'],
      [move({ date: WEDNESDAY, time: '11:00' }), 'SLOT_TAKEN'],
      [move({ date: WEDNESDAY, time: '11:30' }), 'SLOT_TAKEN'],
      [move({ date: SUNDAY, time: '11:00' }), 'SLOT_UNAVAILABLE'],
      [move({ date: WEDNESDAY, time: '17:30' }), 'SLOT_UNAVAILABLE'], // would end after closing
      [move({ date: '2026-12-06', time: '11:00' }), 'SLOT_UNAVAILABLE'], // yesterday
      [move({ date: MONDAY, time: '10:00' }), 'SLOT_TOO_SOON'],
      [move({ date: '2026-12-21', time: '11:00' }), 'DATE_BEYOND_HORIZON'],
    ];
    for (const [pending, code] of cases) {
      const result = await pending;
      expect(result, code).toMatchObject({ ok: false, code });
    }
    const taken = await move({ date: WEDNESDAY, time: '11:00' });
    expect(taken.ok === false && taken.slots?.find((s) => s.time === '11:00')).toMatchObject({ available: false });
    expect(await row(booking.appointmentId)).toEqual(before);
    expect(await kinds(booking.appointmentId)).toEqual(['confirmation', 'salon_new_booking']);
    expect(await getRescheduleSlots(booking.manageToken, WEDNESDAY, new Date(NOW.getTime() + 2 * HOUR))).toMatchObject({ ok: false, code: 'OUTSIDE_CHANGE_WINDOW' });
    expect(await getRescheduleSlots(booking.manageToken, SUNDAY, NOW)).toEqual({ ok: true, data: [] });
  });

  it('keeps the stylist the visitor chose: a time only another stylist has free is not offered', async () => {
    const { salon, service } = await rulesSalon({ stylistsEnabled: true });
    const week: [number, string, string][] = [1, 2, 3, 4].map((weekday) => [weekday, '09:00', '18:00']);
    const ann = await addMember(salon.id, { name: 'Ann', hours: week });
    const bea = await addMember(salon.id, { name: 'Bea', hours: week });
    const booking = await booked(salon.id, service.id, TUESDAY, '10:00', { stylistId: ann.publicId });
    await booked(salon.id, service.id, WEDNESDAY, '11:00', { stylistId: ann.publicId });
    expect(await findBookingByToken(booking.manageToken, NOW)).toMatchObject({ stylistId: ann.id, stylistName: 'Ann' });
    const slots = await getRescheduleSlots(booking.manageToken, WEDNESDAY, NOW);
    expect(slots.ok && slots.data.find((s) => s.time === '11:00')).toMatchObject({ available: false });
    expect(await rescheduleBookingByToken(booking.manageToken, { date: WEDNESDAY, time: '11:00' }, NOW)).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    expect(await rescheduleBookingByToken(booking.manageToken, { date: WEDNESDAY, time: '13:00' }, NOW)).toMatchObject({ ok: true });
    expect(await row(booking.appointmentId)).toMatchObject({ staffId: ann.id });
    expect(bea.id).not.toBe(ann.id);
  });
});

describe('moves racing for the last free time', () => {
  /** A one-lane salon open only 10:00-12:00 on Wednesdays, with its 11:00 the only free time left. */
  async function lastTimeSalon() {
    const hours = { ...DEFAULT_OPENING_HOURS, wednesday: { start_time: '10:00', end_time: '12:00', is_closed: false } };
    const fixture = await rulesSalon({ openingHours: hours });
    await booked(fixture.salon.id, fixture.service.id, WEDNESDAY, '10:00');
    const free = await getPublicDaySlots(fixture.salon.id, fixture.service.id, WEDNESDAY, NOW);
    expect(free?.filter((s) => s.available).map((s) => s.time)).toEqual(['11:00']);
    return fixture;
  }

  it('two visitors moving to it at once: exactly one wins, the other keeps their old time', async () => {
    const { salon, service } = await lastTimeSalon();
    const first = await booked(salon.id, service.id, TUESDAY, '10:00');
    const second = await booked(salon.id, service.id, TUESDAY, '12:00');
    const results = await Promise.all([first, second].map((b) => rescheduleBookingByToken(b.manageToken, { date: WEDNESDAY, time: '11:00' }, NOW)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    const [winner, loser] = results[0].ok ? [first, second] : [second, first];
    expect((await row(winner.appointmentId)).startTime.toISOString()).toBe(at(WEDNESDAY, '11:00').toISOString());
    expect((await row(loser.appointmentId)).startTime.toISOString()).toBe(at(TUESDAY, loser.startTime).toISOString());
    expect(await kinds(winner.appointmentId)).toEqual(['confirmation', 'rescheduled', 'salon_new_booking', 'salon_reschedule']);
    expect(await kinds(loser.appointmentId)).toEqual(['confirmation', 'salon_new_booking']);
    const live = await (await getDb())
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, salon.id), ne(appointments.status, 'cancelled'), eq(appointments.startTime, at(WEDNESDAY, '11:00'))));
    expect(live).toHaveLength(1);
  });

  it('a move and a new booking of it at once: exactly one wins', async () => {
    const { salon, service } = await lastTimeSalon();
    const mover = await booked(salon.id, service.id, TUESDAY, '10:00');
    const [moved, fresh] = await Promise.all([
      rescheduleBookingByToken(mover.manageToken, { date: WEDNESDAY, time: '11:00' }, NOW),
      book(salon.id, service.id, WEDNESDAY, '11:00'),
    ]);
    expect([moved.ok, fresh.ok].filter(Boolean)).toHaveLength(1);
    const startNow = (await row(mover.appointmentId)).startTime.toISOString();
    expect(startNow).toBe((moved.ok ? at(WEDNESDAY, '11:00') : at(TUESDAY, '10:00')).toISOString());
    const live = await (await getDb())
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, salon.id), ne(appointments.status, 'cancelled'), eq(appointments.startTime, at(WEDNESDAY, '11:00'))));
    expect(live).toHaveLength(1);
  });
});
