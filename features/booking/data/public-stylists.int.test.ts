import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPublicDaySlots } from '@/features/booking/data/day-slots';
import { findBookingByToken } from '@/features/booking/data/manage-links';
import { createPublicBooking, type BookingResult } from '@/features/booking/data/public-booking';
import { listPublicStylists } from '@/features/booking/data/public-services';
import { appointments, services, stylistHours, stylistServices, timeBlockOccurrences, timeBlocks, users } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, zonedToInstant } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES } from '@/lib/validation/booking';
import { addStations, createTestSalon, getDb, sqlState } from '@/tests/support/db';

// Monday 23 November 2026, 09:00 in Budapest; Tuesday 24 and Wednesday 25 are bookable.
const NOW = new Date('2026-11-23T08:00:00Z');
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const ZONE = 'Europe/Budapest';
const CSRF = 'csrf-token-stylists';
let visitor = 0;

type StylistSpec = { name: string; serviceIds?: string[]; hours: [weekday: number, from: string, to: string][]; daysOff?: string[]; bookable?: boolean };

async function addStylist(salonId: string, { name, serviceIds = [], hours, daysOff = [], bookable = true }: StylistSpec) {
  const db = await getDb();
  const [member] = await db
    .insert(users)
    .values({ salonId, role: 'staff', fullName: name, email: `${name.toLowerCase()}-${salonId}@example.com`, bookable, daysOff })
    .returning();
  if (hours.length) await db.insert(stylistHours).values(hours.map(([weekday, fromTime, toTime]) => ({ salonId, userId: member.id, weekday, fromTime, toTime })));
  if (serviceIds.length) await db.insert(stylistServices).values(serviceIds.map((serviceId) => ({ userId: member.id, serviceId })));
  return member;
}

/**
 * A salon whose visitors choose stylists, three chairs, a Cut (60 min, from createTestSalon) and
 * a Colour: Ann does everything on a split shift on Tuesday (09-13, 14-18) and all Wednesday;
 * Bea only cuts, all Tuesday and Wednesday but has Wednesday off; Cid only colours, all Tuesday;
 * Dan is a receptionist.
 */
async function stylistSalon() {
  const { salon, service: cut } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true, stylistsEnabled: true });
  const db = await getDb();
  const [colour] = await db.insert(services).values({ salonId: salon.id, name: 'Colour', durationMinutes: 60, price: 20000, currencyCode: 'HUF' }).returning();
  const chairs = await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }, { name: 'Chair 3' }]);
  const ann = await addStylist(salon.id, { name: 'Ann', hours: [[2, '09:00', '13:00'], [2, '14:00', '18:00'], [3, '09:00', '18:00']] });
  const bea = await addStylist(salon.id, { name: 'Bea', serviceIds: [cut.id], hours: [[2, '09:00', '18:00'], [3, '09:00', '18:00']], daysOff: [WEDNESDAY] });
  const cid = await addStylist(salon.id, { name: 'Cid', serviceIds: [colour.id], hours: [[2, '09:00', '18:00']] });
  const dan = await addStylist(salon.id, { name: 'Dan', hours: [[2, '09:00', '18:00']], bookable: false });
  return { salon, cut, colour, chairs, ann, bea, cid, dan };
}

const book = (salonId: string, serviceId: string, time: string, extra: Record<string, unknown> = {}) =>
  createPublicBooking(
    { salonId, serviceId, date: TUESDAY, time, customerName: 'Eva Visitor', customerPhone: '+36 30 123 4567', csrfToken: CSRF, ...extra },
    { clientAddress: `stylist-visitor-${visitor++}`, csrfCookie: CSRF, now: NOW },
  );

async function freeTimes(salonId: string, serviceId: string, stylist?: string, date = TUESDAY) {
  const slots = await getPublicDaySlots(salonId, serviceId, date, NOW, stylist);
  return slots && slots.filter((s) => s.available).map((s) => s.time);
}

const stylistOf = (result: BookingResult) => (result.ok ? result.data.stylistName : result.code);

describe('stylists on the public page', () => {
  it('are named by an id that is not their user id; a user id or another salon\'s stylist books no one', async () => {
    const { salon, cut, ann, bea, cid } = await stylistSalon();
    const other = await stylistSalon();
    const listed = await listPublicStylists({ id: salon.id, stylistsEnabled: true });
    expect(listed.map((s) => s.name)).toEqual(['Ann', 'Bea', 'Cid']);
    expect(listed.map((s) => s.id)).toEqual([ann.publicId, bea.publicId, cid.publicId]);
    expect(JSON.stringify(listed)).not.toMatch(new RegExp([ann, bea, cid].map((s) => s.id).join('|')));

    for (const stylistId of [ann.id, other.ann.publicId]) {
      expect(await getPublicDaySlots(salon.id, cut.id, TUESDAY, NOW, stylistId)).toBeNull();
      expect(await book(salon.id, cut.id, '10:00', { stylistId })).toMatchObject({ ok: false, code: 'STYLIST_UNAVAILABLE' });
    }
    expect(await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id))).toEqual([]);
    expect(stylistOf(await book(salon.id, cut.id, '10:00', { stylistId: ann.publicId }))).toBe('Ann');
  });
});

describe('public slots per stylist', () => {
  it('follow a split shift, a day off and the services a stylist does; "any" needs one qualified stylist working', async () => {
    const { salon, cut, colour, ann, bea, cid } = await stylistSalon();
    const annTuesday = await freeTimes(salon.id, cut.id, ann.publicId);
    expect(annTuesday).toContain('12:00');
    expect(annTuesday).toContain('14:00');
    expect(annTuesday).not.toContain('12:30'); // would run into the lunch break
    expect(annTuesday).not.toContain('13:00');
    expect(annTuesday).not.toContain('13:30');
    expect(await freeTimes(salon.id, cut.id, 'any')).toContain('13:00'); // Bea works then

    expect(await freeTimes(salon.id, cut.id, bea.publicId, WEDNESDAY)).toEqual([]); // her day off
    expect(await freeTimes(salon.id, cut.id, 'any', WEDNESDAY)).toContain('09:00'); // Ann works
    expect(await freeTimes(salon.id, colour.id, 'any', WEDNESDAY)).toContain('09:00');
    expect(await freeTimes(salon.id, colour.id, cid.publicId, WEDNESDAY)).toEqual([]); // no hours that weekday

    // Cid does not cut: no slots for him, and a booking with him is refused with nothing saved.
    expect(await getPublicDaySlots(salon.id, cut.id, TUESDAY, NOW, cid.publicId)).toBeNull();
    expect(await book(salon.id, cut.id, '10:00', { stylistId: cid.publicId })).toMatchObject({
      ok: false,
      code: 'STYLIST_UNAVAILABLE',
      fieldErrors: { stylistId: BOOKING_ERROR_MESSAGES.STYLIST_UNAVAILABLE },
    });
    expect(await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id))).toEqual([]);
  });

  it('take away a time the stylist is booked or blocked, while "any" still offers it when another is free', async () => {
    const { salon, cut, ann, bea } = await stylistSalon();
    const booked = await book(salon.id, cut.id, '10:00', { stylistId: ann.publicId });
    expect(stylistOf(booked)).toBe('Ann');
    expect(await freeTimes(salon.id, cut.id, ann.publicId)).not.toContain('10:00');
    expect(await freeTimes(salon.id, cut.id, bea.publicId)).toContain('10:00');
    expect(await freeTimes(salon.id, cut.id)).toContain('10:00');

    // A block on Bea, Tuesday 15:00-16:00, as the Block time dialog writes it.
    const db = await getDb();
    const [block] = await db.insert(timeBlocks).values({ salonId: salon.id, scope: 'stylist', staffId: bea.id, firstDate: TUESDAY, fromTime: '15:00', toTime: '16:00' }).returning();
    const start = zonedToInstant(TUESDAY, '15:00', ZONE)!;
    await db.insert(timeBlockOccurrences).values({ blockId: block.id, salonId: salon.id, occursOn: TUESDAY, startTime: start, endTime: new Date(start.getTime() + 3_600_000) });
    const beaTimes = await freeTimes(salon.id, cut.id, bea.publicId);
    expect(beaTimes).not.toContain('14:30');
    expect(beaTimes).not.toContain('15:00');
    expect(beaTimes).not.toContain('15:30');
    expect(beaTimes).toContain('16:00');
    expect(await freeTimes(salon.id, cut.id)).toContain('15:00'); // Ann
    expect(stylistOf(await book(salon.id, cut.id, '15:00', { stylistId: bea.publicId }))).toBe('SLOT_TAKEN');
  });

  it('"any stylist" books only a qualified, working, free stylist, the least booked that day first', async () => {
    const { salon, cut, colour, ann } = await stylistSalon();
    expect(stylistOf(await book(salon.id, cut.id, '13:00'))).toBe('Bea'); // Ann at lunch, Cid does not cut
    expect(stylistOf(await book(salon.id, cut.id, '09:00', { stylistId: ann.publicId }))).toBe('Ann');
    expect(stylistOf(await book(salon.id, cut.id, '10:00', { stylistId: 'any' }))).toBe('Ann'); // 1 each: by name
    expect(stylistOf(await book(salon.id, cut.id, '11:00'))).toBe('Bea'); // Ann 2, Bea 1
    expect(stylistOf(await book(salon.id, cut.id, '11:00'))).toBe('Ann'); // the one left free
    // Ann and Bea are busy at 11:00 and Cid does not cut: the time is gone for a cut, not for a colour.
    expect(await freeTimes(salon.id, cut.id)).not.toContain('11:00');
    expect(await freeTimes(salon.id, colour.id)).toContain('11:00');
    expect(stylistOf(await book(salon.id, colour.id, '11:00'))).toBe('Cid');
    const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id)).limit(1);
    expect((await findBookingByToken(row.manageToken, NOW))?.stylistName).toMatch(/^(Ann|Bea|Cid)$/);
  });
});

describe('the database and the stylist rules', () => {
  const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

  it('refuses a stylist outside their hours, not doing the service or not bookable (23514), and takes confirmed outside hours', async () => {
    const { salon, cut, chairs, ann, cid, dan } = await stylistSalon();
    const db = await getDb();
    const at = (time: string, staffId: string) => {
      const start = zonedToInstant(TUESDAY, time, ZONE)!;
      return { salonId: salon.id, serviceId: cut.id, stationId: chairs[0].id, staffId, customerName: 'Direct', startTime: start, endTime: new Date(start.getTime() + 3_600_000) };
    };
    const lunch = await errorOf(db.insert(appointments).values(at('13:00', ann.id)));
    expect(sqlState(lunch)).toBe('23514');
    expect(String((lunch as { cause?: { message?: string } }).cause?.message ?? lunch)).toContain('The stylist is not working at this time');
    expect(sqlState(await errorOf(db.insert(appointments).values(at('10:00', cid.id))))).toBe('23514');
    expect(sqlState(await errorOf(db.insert(appointments).values(at('10:00', dan.id))))).toBe('23514');

    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.outside_hours', 'confirmed', true)`);
      await tx.insert(appointments).values(at('13:00', ann.id));
    });
    // The switch covers hours only, and only its own transaction.
    const serviceAnyway = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.outside_hours', 'confirmed', true)`);
      await tx.insert(appointments).values(at('15:00', cid.id));
    });
    expect(sqlState(await errorOf(serviceAnyway))).toBe('23514');
    expect(sqlState(await errorOf(db.insert(appointments).values(at('12:30', ann.id))))).toBe('23514');
    expect(await db.select().from(appointments).where(eq(appointments.salonId, salon.id))).toHaveLength(1);
  });
});

describe('parallel public bookings with stylists', () => {
  it('50 bookings of one stylist and time: exactly one wins', async () => {
    const { salon, cut, ann } = await stylistSalon();
    const results = await Promise.all(Array.from({ length: 50 }, () => book(salon.id, cut.id, '14:00', { stylistId: ann.publicId })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'SLOT_TAKEN')).toBe(true);
    const rows = await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id));
    expect(rows.map((r) => r.staffId)).toEqual([ann.id]);
  });

  it('50 bookings of "any stylist" with three qualified stylists and two free chairs: exactly two, on distinct stylists and chairs', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true, stylistsEnabled: true });
    await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
    for (const name of ['Kim', 'Lou', 'Max']) await addStylist(salon.id, { name, hours: [[2, '09:00', '18:00']] });
    const results = await Promise.all(Array.from({ length: 50 }, () => book(salon.id, service.id, '14:00')));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const rows = await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salon.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.staffId)).size).toBe(2);
    expect(new Set(rows.map((r) => r.stationId)).size).toBe(2);
  });
});
