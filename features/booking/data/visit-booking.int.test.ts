import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPublicDaySlots } from '@/features/booking/data/day-slots';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { cancelBookingByToken, findBookingByToken } from '@/features/booking/data/manage-links';
import { rescheduleBookingByToken } from '@/features/booking/data/reschedule';
import { appointments, laneClaims, messages, services } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, zonedToInstant } from '@/lib/scheduling';
import { addStations, createTestSalon, getDb, sqlState } from '@/tests/support/db';
import { addMember } from '@/tests/support/stylists';
import { renderMessage } from '@/features/messages/queue';

// Monday 23 November 2026, 09:00 in Budapest; Tuesday 24 is bookable.
const NOW = new Date('2026-11-23T08:00:00Z');
const TUESDAY = '2026-11-24';
const ZONE = 'Europe/Budapest';
const CSRF = 'csrf-token-visits';
const ALL_WEEK: [number, string, string][] = [1, 2, 3, 4, 5, 6].map((weekday) => [weekday, '09:00', '18:00']);
let visitor = 0;

/** A salon whose visitors choose stylists: a colour (30 / 45 processing / 45, 15 clean-up) and a cut (30, 10 clean-up), on `chairs` chairs. */
async function visitSalon(chairs: number) {
  const { salon } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true, stylistsEnabled: true });
  const db = await getDb();
  const [colour, cut] = await db
    .insert(services)
    .values([
      { salonId: salon.id, name: 'Colour', durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 45, bufferMinutes: 15, price: 30000, currencyCode: 'HUF' },
      { salonId: salon.id, name: 'Cut', durationMinutes: 30, bufferMinutes: 10, price: 8000, currencyCode: 'HUF' },
    ])
    .returning();
  const stations = await addStations(salon.id, Array.from({ length: chairs }, (_, i) => ({ name: `Chair ${i + 1}` })));
  const ann = await addMember(salon.id, { name: 'Ann', hours: ALL_WEEK });
  const bea = await addMember(salon.id, { name: 'Bea', hours: ALL_WEEK });
  return { salon, colour, cut, stations, ann, bea };
}

/** A visit of `serviceIds` in that order at `time` (every stylist "any" unless given), as the public page sends it. */
const bookVisit = (salonId: string, serviceIds: string[], time: string, stylistIds: string[] = []) =>
  createPublicBooking(
    {
      ...{ salonId, serviceId: serviceIds[0], stylistId: stylistIds[0], moreServiceIds: serviceIds.slice(1), moreStylistIds: stylistIds.slice(1) },
      ...{ date: TUESDAY, time, customerName: `Visitor ${visitor}`, customerPhone: '+36 30 123 4567', customerEmail: 'visit@example.com', csrfToken: CSRF },
    },
    { clientAddress: `visits-visitor-${visitor++}`, csrfCookie: CSRF, now: NOW },
  );

const at = (time: string) => zonedToInstant(TUESDAY, time, ZONE)!;

async function visitRows(salonId: string) {
  const db = await getDb();
  return db
    .select({ id: appointments.id, visitId: appointments.visitId, stationId: appointments.stationId, staffId: appointments.staffId, start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(eq(appointments.salonId, salonId))
    .orderBy(asc(appointments.startTime));
}

describe('several services in one visit', () => {
  it('lays the parts end to end on one chair, keeps only the last clean-up, and confirms both with their times', async () => {
    const { salon, colour, cut, stations, ann } = await visitSalon(2);
    const booked = await bookVisit(salon.id, [colour.id, cut.id], '10:00', ['any', ann.publicId]);
    if (!booked.ok) throw new Error(booked.code);
    expect(booked.data).toMatchObject({ serviceName: 'Colour + Cut', startTime: '10:00', endTime: '12:30' });
    expect(booked.data.parts).toEqual([
      { serviceName: 'Colour', startTime: '10:00', endTime: '12:00', stylistName: expect.any(String) },
      { serviceName: 'Cut', startTime: '12:00', endTime: '12:30', stylistName: 'Ann' },
    ]);
    const rows = await visitRows(salon.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.visitId)).size).toBe(1);
    expect(rows[0].visitId).not.toBeNull();
    expect(rows[0].stationId).toBe(rows[1].stationId);
    expect(rows[1].staffId).toBe(ann.id);

    const db = await getDb();
    const stationClaims = await db
      .select({ start: laneClaims.startTime, end: laneClaims.endTime })
      .from(laneClaims)
      .where(eq(laneClaims.laneKey, rows[0].stationId!))
      .orderBy(asc(laneClaims.startTime));
    // The colour's 15 minutes of clean-up would collide with the cut: only the cut's 10 remain.
    expect(stationClaims).toEqual([{ start: at('10:00'), end: at('12:00') }, { start: at('12:00'), end: at('12:40') }]);
    expect(stations.map((s) => s.id)).toContain(rows[0].stationId);

    // One confirmation for the visit, listing both parts with their times.
    const sent = (await db.select().from(messages).where(inArray(messages.appointmentId, rows.map((row) => row.id)))).map((row) => ({ ...row, ...renderMessage(row) }));
    const confirmations = sent.filter((message) => message.kind === 'confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].body).toContain('· Colour 10:00–12:00');
    expect(confirmations[0].body).toContain('· Cut 12:00–12:30 (Ann)');
  });

  it('is all-or-nothing: a claim the day did not show, in the first or the last part, leaves nothing booked', async () => {
    const { salon, colour, cut, stations } = await visitSalon(1);
    const db = await getDb();
    // Someone else's hold on the chair that the day's reading does not see (a claim of an appointment elsewhere in time).
    const [other] = await db
      .insert(appointments)
      .values({ salonId: salon.id, serviceId: cut.id, stationId: stations[0].id, customerName: 'Earlier', startTime: at('09:00'), endTime: at('09:30') })
      .returning({ id: appointments.id });
    for (const [from, to] of [['10:15', '10:20'], ['12:05', '12:10']]) {
      const [claim] = await db.insert(laneClaims).values({ salonId: salon.id, laneKey: stations[0].id, startTime: at(from), endTime: at(to), appointmentId: other.id }).returning();
      expect(await bookVisit(salon.id, [colour.id, cut.id], '10:00')).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
      expect(await visitRows(salon.id)).toHaveLength(1);
      await db.delete(laneClaims).where(eq(laneClaims.id, claim.id));
    }
    expect((await bookVisit(salon.id, [colour.id, cut.id], '10:00')).ok).toBe(true);
  });

  it('50 parallel requests for one visit time on the last free chair: exactly 1 wins, and the chair is never handed out during any part', async () => {
    const { salon, colour, cut, stations, bea } = await visitSalon(1);
    const results = await Promise.all(Array.from({ length: 50 }, () => bookVisit(salon.id, [cut.id, colour.id], '10:00')));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array(49).fill('SLOT_TAKEN'));
    const rows = await visitRows(salon.id);
    expect(rows.map((row) => [row.start, row.end])).toEqual([[at('10:00'), at('10:30')], [at('10:30'), at('12:30')]]);

    // Nobody else gets the chair from 10:00 to the colour's clean-up, processing time included.
    const cutTimes = (await getPublicDaySlots(salon.id, cut.id, TUESDAY, NOW, bea.publicId))!.filter((s) => s.available).map((s) => s.time);
    for (const time of ['09:45', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']) expect(cutTimes).not.toContain(time);
    expect(cutTimes).toContain('12:45');
    const db = await getDb();
    for (const [from, to] of [['10:15', '10:45'], ['11:00', '11:30'], ['12:30', '12:45']]) {
      const write = db.insert(appointments).values({ salonId: salon.id, serviceId: cut.id, stationId: stations[0].id, staffId: bea.id, customerName: 'Walk-in', startTime: at(from), endTime: at(to) });
      expect(sqlState(await write.then(() => null, (error: unknown) => error))).toBe('23P01');
    }
    expect((await visitRows(salon.id)).filter((row) => row.visitId)).toHaveLength(2);
  });

  it('its manage link shows the parts, moves them together (later and earlier, over its own time) and cancels them all', async () => {
    const { salon, colour, cut } = await visitSalon(1);
    const booked = await bookVisit(salon.id, [cut.id, colour.id], '10:00');
    if (!booked.ok) throw new Error(booked.code);
    const token = booked.data.manageToken;
    const shown = await findBookingByToken(token, NOW);
    expect(shown).toMatchObject({ serviceName: 'Cut + Colour', startTime: '10:00', endTime: '12:30' });
    expect(shown?.parts?.map((part) => [part.serviceName, part.startTime, part.endTime])).toEqual([['Cut', '10:00', '10:30'], ['Colour', '10:30', '12:30']]);

    for (const [time, starts] of [['10:30', ['10:30', '11:00']], ['10:00', ['10:00', '10:30']]] as const) {
      expect(await rescheduleBookingByToken(token, { date: TUESDAY, time }, NOW)).toMatchObject({ ok: true, data: { moved: true } });
      expect((await visitRows(salon.id)).map((row) => row.start)).toEqual(starts.map(at));
    }
    expect(await cancelBookingByToken(token, NOW)).toMatchObject({ ok: true });
    const db = await getDb();
    const statuses = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.salonId, salon.id));
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    // The move's and the cancellation's messages name the visit and every part, not the first part only.
    const sent = (await db.select().from(messages).where(eq(messages.appointmentId, booked.data.appointmentId)).orderBy(asc(messages.createdAt))).map((row) => ({ ...row, ...renderMessage(row) }));
    for (const kind of ['rescheduled', 'cancelled_by_customer'] as const) {
      const body = sent.findLast((message) => message.kind === kind)?.body;
      expect(body).toContain('Cut + Colour');
      expect(body).toContain('· Cut 10:00–10:30');
      expect(body).toContain('· Colour 10:30–12:30');
    }
  });
});
