import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { publicDay } from '@/features/booking/data/day-slots';
import { addTimeBlock, listTimeBlocks, removeTimeBlock } from '@/features/blocks/data/time-blocks';
import { extendOpenBlocks } from '@/features/blocks/data/block-horizon';
import { timeBlockSchema, type TimeBlockInput } from '@/features/blocks/schema';
import { addTimeBlockAction } from '@/features/blocks/actions';
import { serverMessages } from '@/lib/i18n/server-messages';
import { runActionAs } from '@/lib/server/authorized-action';
import { checkAppointmentAvailability } from '@/features/appointments/data/appointment-edits';
import { appointments, laneClaims, salons, stations, timeBlockOccurrences, timeBlocks, users } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, addDays, openBlockHorizon, todayInZone, weekdayOf, zonedToInstant } from '@/lib/scheduling';
import { formatShortDate } from '@/lib/format/dates';
import type { Caller } from '@/lib/server/access';
import { addStations, createTestSalon, getDb, sqlState } from '@/tests/support/db';

const ZONE = 'Europe/Budapest';
/**
 * Four Tuesdays from the first at least two days ahead of the real clock: the database's
 * triggers leave past blocks alone, so the dates must stay ahead of the day the suite runs.
 */
const FIRST_TUESDAY = (() => {
  let date = addDays(todayInZone(new Date(), ZONE), 2);
  while (weekdayOf(date) !== 'tuesday') date = addDays(date, 1);
  return date;
})();
const TUESDAYS = [0, 7, 14, 21].map((days) => addDays(FIRST_TUESDAY, days));
const NOW = new Date(`${addDays(FIRST_TUESDAY, -1)}T08:00:00Z`);
const CSRF = 'csrf-token-blocks';
/** The first Tuesday's calendar day in UTC, as listTimeBlocks takes it. */
const FIRST_DAY = { from: new Date(`${FIRST_TUESDAY}T00:00:00Z`), to: new Date(`${addDays(FIRST_TUESDAY, 1)}T00:00:00Z`) };

async function ownedSalon(stationsEnabled = false) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled, timezone: ZONE });
  const [owner] = await (await getDb())
    .insert(users)
    .values({ salonId: salon.id, role: 'owner', email: `blocks-${crypto.randomUUID()}@example.com`, fullName: 'Block Owner' })
    .returning({ id: users.id });
  const caller: Caller = { userId: owner.id, role: 'owner', salonId: salon.id };
  return { salon, service, caller };
}

const block = (input: Partial<TimeBlockInput>) =>
  timeBlockSchema.parse({ scope: 'salon', date: TUESDAYS[0], from_time: '12:00', to_time: '13:00', reason: 'Lunch', repeat: 'once', ...input });

function book(salonId: string, serviceId: string, date: string, time: string, name: string) {
  return createPublicBooking(
    { salonId, serviceId, date, time, customerName: name, customerPhone: '+36 30 555 0000', csrfToken: CSRF },
    { clientAddress: `blocks-${salonId}-${name}`, csrfCookie: CSRF, now: NOW },
  );
}

async function freeTimes(salon: typeof salons.$inferSelect, service: { id: string; durationMinutes: number }, date: string) {
  return (await publicDay(salon, date, service, NOW)).slots.filter((s) => s.available).map((s) => s.time);
}

describe('blocked time and appointments share one lane constraint', () => {
  it('20 bookings and a block of the same hour in parallel: exactly one kind wins', async () => {
    const { salon, service, caller } = await ownedSalon();
    const [blocked, ...bookings] = await Promise.all([
      addTimeBlock(caller, block({ from_time: '11:30', to_time: '12:30' })),
      ...Array.from({ length: 20 }, (_, i) => book(salon.id, service.id, TUESDAYS[0], '12:00', `Racer ${i}`)),
    ]);
    const booked = bookings.filter((r) => r.ok).length;
    const claims = await (await getDb()).select().from(laneClaims).where(eq(laneClaims.salonId, salon.id));
    if (blocked.ok) {
      expect(booked).toBe(0);
      expect(claims.map((c) => c.blockOccurrenceId !== null)).toEqual([true]);
    } else {
      expect(blocked).toMatchObject({ code: 'BLOCK_OVERLAP', message: expect.stringContaining('Racer') });
      expect(booked).toBe(1);
      expect(claims.map((c) => c.appointmentId !== null)).toEqual([true]);
    }
  });

  it('refuses a block over a booked appointment, naming its customer, time and station', async () => {
    const { salon, service, caller } = await ownedSalon(true);
    const [chair] = await addStations(salon.id, [{ name: 'Chair 1' }]);
    expect(await book(salon.id, service.id, TUESDAYS[0], '12:30', 'Anna Kovács')).toMatchObject({ ok: true });
    const refused = await addTimeBlock(caller, block({ scope: 'station', station_id: chair.id }));
    expect(refused).toMatchObject({ ok: false, code: 'BLOCK_OVERLAP' });
    expect(!refused.ok && serverMessages('en')(refused.message)).toContain(`Anna Kovács, ${formatShortDate(FIRST_TUESDAY)} 12:30 – 13:30, Chair 1`);
    expect(await listTimeBlocks(caller, FIRST_DAY)).toEqual([]);
  });

  it("tells a Hungarian member in Hungarian: the overlap with the appointment's day in their date format, and a form's checks", async () => {
    const { salon, service, caller } = await ownedSalon(true);
    const [chair] = await addStations(salon.id, [{ name: 'Chair 1' }]);
    expect(await book(salon.id, service.id, TUESDAYS[0], '12:30', 'Anna Kovács')).toMatchObject({ ok: true });
    const input = { scope: 'station', station_id: chair.id, date: TUESDAYS[0], from_time: '12:00', to_time: '13:00', reason: 'Ebéd', repeat: 'once' };
    const refused = await runActionAs(addTimeBlockAction, caller, input, 'hu');
    expect(refused).toEqual({
      ok: false,
      code: 'BLOCK_OVERLAP',
      message: `Ez az idő ütközik lefoglalt időpontokkal. Először helyezze át vagy mondja le őket: Anna Kovács, ${formatShortDate(FIRST_TUESDAY, 'hu')} 12:30 – 13:30, Chair 1.`,
    });
    expect(await runActionAs(addTimeBlockAction, caller, { ...input, to_time: '11:00' }, 'hu')).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Kérjük, ellenőrizze a kiemelt mezőket, és próbálja újra.',
      fieldErrors: { to_time: 'A befejezésnek a kezdés után kell lennie' },
    });
    // The same failure in English, for a member who reads English.
    expect(await runActionAs(addTimeBlockAction, caller, input, 'en')).toMatchObject({ message: expect.stringContaining(`Anna Kovács, ${formatShortDate(FIRST_TUESDAY)} 12:30 – 13:30, Chair 1.`) });
  });

  it('the database refuses an appointment inside a block (the constraint, not only the check)', async () => {
    const { salon, caller } = await ownedSalon();
    expect(await addTimeBlock(caller, block({}))).toMatchObject({ ok: true });
    const error = await (await getDb())
      .insert(appointments)
      .values({ salonId: salon.id, customerName: 'Direct', startTime: zonedToInstant(FIRST_TUESDAY, '12:30', ZONE)!, endTime: zonedToInstant(FIRST_TUESDAY, '13:30', ZONE)! })
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23P01');
  });

  it('a whole-salon block covers every active station, also one added later', async () => {
    const { salon, service, caller } = await ownedSalon(true);
    await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
    expect(await addTimeBlock(caller, block({}))).toMatchObject({ ok: true });
    const db = await getDb();
    const blockClaims = () => db.select().from(laneClaims).where(and(eq(laneClaims.salonId, salon.id), isNotNull(laneClaims.blockOccurrenceId)));
    expect(await blockClaims()).toHaveLength(2);
    expect(await book(salon.id, service.id, TUESDAYS[0], '12:00', 'Blocked Out')).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    const [chair3] = await addStations(salon.id, [{ name: 'Chair 3' }]);
    expect((await blockClaims()).map((c) => c.laneKey)).toContain(chair3.id);
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, chair3.id));
    expect(await blockClaims()).toHaveLength(2);
    expect(await freeTimes(salon, service, TUESDAYS[0])).not.toContain('12:00');
  });

  it('the staff availability check names blocked time', async () => {
    const { salon, caller } = await ownedSalon();
    expect(await addTimeBlock(caller, block({}))).toMatchObject({ ok: true });
    const result = await checkAppointmentAvailability(caller, { salonId: salon.id, date: TUESDAYS[0], time: '12:30', durationMinutes: 30, excludeAppointmentId: null, stationId: null, serviceId: null });
    expect(result).toMatchObject({ isAvailable: false });
    expect(serverMessages('en')(result.message)).toBe('Blocked time (12:00 - 13:00)');
  });
});

describe('a weekly block', () => {
  it('hides its slots on the next four weekly dates, and removing it brings them back', async () => {
    const { salon, service, caller } = await ownedSalon();
    for (const date of TUESDAYS) expect(await freeTimes(salon, service, date)).toContain('12:00');
    const added = await addTimeBlock(caller, block({ repeat: 'weekly', until_date: TUESDAYS[3] }));
    expect(added).toEqual({ ok: true, data: { id: expect.any(String), occurrences: 4 } });
    for (const date of TUESDAYS) {
      const free = await freeTimes(salon, service, date);
      // A 60-minute service: 11:15 would run into the block; 13:00 is right after it.
      expect(free).not.toEqual(expect.arrayContaining(['11:15']));
      expect(free.filter((t) => t >= '11:15' && t < '13:00')).toEqual([]);
      expect(free).toContain('13:00');
    }
    if (!added.ok) return;
    const [first] = await listTimeBlocks(caller, FIRST_DAY);
    expect(await removeTimeBlock(caller, { block_id: added.data.id, occurrence_id: first.occurrenceId })).toEqual({ ok: true, data: { removed: 1 } });
    expect(await freeTimes(salon, service, TUESDAYS[0])).toContain('12:00');
    expect(await freeTimes(salon, service, TUESDAYS[1])).not.toContain('12:00');
    expect(await removeTimeBlock(caller, { block_id: added.data.id })).toEqual({ ok: true, data: { removed: 1 } });
    for (const date of TUESDAYS) expect(await freeTimes(salon, service, date)).toContain('12:00');
    expect(await (await getDb()).select().from(laneClaims).where(eq(laneClaims.salonId, salon.id))).toEqual([]);
  });

  it('keeps its wall-clock time across the spring clock change', async () => {
    const { salon, caller } = await ownedSalon();
    const added = await addTimeBlock(caller, block({ date: '2027-03-21', repeat: 'weekly', until_date: '2027-04-04' }));
    expect(added).toMatchObject({ ok: true, data: { occurrences: 3 } });
    const rows = await (await getDb()).select().from(timeBlockOccurrences).where(eq(timeBlockOccurrences.salonId, salon.id)).orderBy(timeBlockOccurrences.startTime);
    expect(rows.map((r) => [r.occursOn, r.startTime.toISOString(), r.endTime.toISOString()])).toEqual([
      ['2027-03-21', '2027-03-21T11:00:00.000Z', '2027-03-21T12:00:00.000Z'],
      ['2027-03-28', '2027-03-28T10:00:00.000Z', '2027-03-28T11:00:00.000Z'],
      ['2027-04-04', '2027-04-04T10:00:00.000Z', '2027-04-04T11:00:00.000Z'],
    ]);
  });

  it('refuses a second block over blocked time already set', async () => {
    const { caller } = await ownedSalon();
    expect(await addTimeBlock(caller, block({ repeat: 'weekly', until_date: TUESDAYS[3] }))).toMatchObject({ ok: true });
    expect(await addTimeBlock(caller, block({ date: TUESDAYS[2], from_time: '12:30', to_time: '14:00' }))).toMatchObject({ ok: false, code: 'BLOCK_OVERLAP' });
  });
});

describe('every weekday, and no end date', () => {
  const occurrencesOf = async (salonId: string) =>
    (await (await getDb()).select().from(timeBlockOccurrences).where(eq(timeBlockOccurrences.salonId, salonId)).orderBy(timeBlockOccurrences.startTime)).map((r) => [r.occursOn, r.startTime.toISOString()]);
  /** An appointment written straight into the table, as a booking far ahead would be. */
  const directAppointment = async (salonId: string, date: string, name: string) =>
    (await getDb())
      .insert(appointments)
      .values({ salonId, customerName: name, startTime: zonedToInstant(date, '12:30', ZONE)!, endTime: zonedToInstant(date, '13:30', ZONE)! })
      .returning({ id: appointments.id })
      .catch((e: unknown) => e);

  it('one block for Monday to Friday: no weekend, the same wall-clock hours across the spring clock change', async () => {
    const { salon, caller } = await ownedSalon();
    // Wednesday 24 March 2027 to Friday 2 April; the clocks go forward on Sunday 28 March.
    expect(await addTimeBlock(caller, block({ date: '2027-03-24', repeat: 'weekdays', until_date: '2027-04-02' }))).toMatchObject({ ok: true, data: { occurrences: 8 } });
    expect(await occurrencesOf(salon.id)).toEqual([
      ['2027-03-24', '2027-03-24T11:00:00.000Z'],
      ['2027-03-25', '2027-03-25T11:00:00.000Z'],
      ['2027-03-26', '2027-03-26T11:00:00.000Z'],
      ['2027-03-29', '2027-03-29T10:00:00.000Z'],
      ['2027-03-30', '2027-03-30T10:00:00.000Z'],
      ['2027-03-31', '2027-03-31T10:00:00.000Z'],
      ['2027-04-01', '2027-04-01T10:00:00.000Z'],
      ['2027-04-02', '2027-04-02T10:00:00.000Z'],
    ]);
    const [listed] = await listTimeBlocks(caller, { from: new Date('2027-03-24T00:00:00Z'), to: new Date('2027-03-25T00:00:00Z') });
    expect(listed).toMatchObject({ repeat: 'weekdays', reason: 'Lunch' });
  });

  it('with no end date it is written a year ahead, and each worker pass moves the horizon on without writing a day twice', async () => {
    const { salon, caller } = await ownedSalon();
    const added = await addTimeBlock(caller, block({ repeat: 'weekdays', ends: 'never' }));
    expect(added).toMatchObject({ ok: true });
    const horizon = openBlockHorizon(todayInZone(new Date(), ZONE));
    const db = await getDb();
    const [series] = await db.select().from(timeBlocks).where(eq(timeBlocks.salonId, salon.id));
    expect(series).toMatchObject({ repeat: 'weekdays', untilDate: null, materialisedThrough: horizon });
    const written = await occurrencesOf(salon.id);
    const lastDay = written.at(-1)?.[0] ?? '';
    expect(lastDay <= horizon && lastDay > addDays(horizon, -3)).toBe(true);
    expect(written.every(([day]) => weekdayOf(day) !== 'saturday' && weekdayOf(day) !== 'sunday')).toBe(true);

    // A week later: five more weekdays, then nothing more on a second pass the same day.
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    expect(await extendOpenBlocks({ salonId: salon.id, now: nextWeek })).toEqual({ written: 5, skipped: 0 });
    expect(await extendOpenBlocks({ salonId: salon.id, now: nextWeek })).toEqual({ written: 0, skipped: 0 });
    expect(await occurrencesOf(salon.id)).toHaveLength(written.length + 5);
    const [moved] = await db.select().from(timeBlocks).where(eq(timeBlocks.salonId, salon.id));
    expect(moved.materialisedThrough).toBe(addDays(horizon, 7));
  });

  it('with no end date it is refused over an appointment booked past its horizon, naming it', async () => {
    const { salon, caller } = await ownedSalon();
    const farTuesday = addDays(FIRST_TUESDAY, 7 * 104);
    expect(await directAppointment(salon.id, farTuesday, 'Far Ahead')).toHaveLength(1);
    const refused = await addTimeBlock(caller, block({ repeat: 'weekly', ends: 'never' }));
    expect(refused).toMatchObject({ ok: false, code: 'BLOCK_OVERLAP' });
    expect(!refused.ok && serverMessages('en')(refused.message)).toContain(`Far Ahead, ${formatShortDate(farTuesday)} 12:30 – 13:30`);
  });

  it('a staff check of a day past the horizon writes the block there first, so the database refuses a booking there', async () => {
    const { salon, caller } = await ownedSalon();
    expect(await addTimeBlock(caller, block({ repeat: 'weekly', ends: 'never' }))).toMatchObject({ ok: true });
    const farTuesday = addDays(FIRST_TUESDAY, 7 * 104);
    const check = await checkAppointmentAvailability(caller, { salonId: salon.id, date: farTuesday, time: '12:30', durationMinutes: 30, excludeAppointmentId: null, stationId: null, serviceId: null });
    expect(check).toMatchObject({ isAvailable: false });
    expect(sqlState(await directAppointment(salon.id, farTuesday, 'Too Late'))).toBe('23P01');
  });

  it('a day an appointment already holds when the horizon reaches it is skipped and counted; the appointment stays', async () => {
    const { salon, caller } = await ownedSalon();
    expect(await addTimeBlock(caller, block({ repeat: 'weekly', ends: 'never' }))).toMatchObject({ ok: true });
    const [series] = await (await getDb()).select().from(timeBlocks).where(eq(timeBlocks.salonId, salon.id));
    let beyond = addDays(series.materialisedThrough!, 1);
    while (weekdayOf(beyond) !== 'tuesday') beyond = addDays(beyond, 1);
    expect(await directAppointment(salon.id, beyond, 'Booked Before')).toHaveLength(1);
    expect(await extendOpenBlocks({ salonId: salon.id, through: addDays(beyond, 7) })).toEqual({ written: 1, skipped: 1 });
    const claims = await (await getDb()).select().from(laneClaims).where(and(eq(laneClaims.salonId, salon.id), isNotNull(laneClaims.appointmentId)));
    expect(claims).toHaveLength(1);
  });
});
