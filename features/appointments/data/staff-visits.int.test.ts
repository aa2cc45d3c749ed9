import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkAppointmentAvailability } from '@/features/appointments/data/appointment-edits';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { staffBookingSchema, type StaffBookingValues } from '@/features/appointments/schema/staff-booking';
import { cancelBookingByToken } from '@/features/booking/data/manage-links';
import { appointments, laneClaims, messages, services } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, zonedToInstant } from '@/lib/scheduling';
import type { Caller } from '@/lib/server/access';
import { serverMessages } from '@/lib/i18n/server-messages';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import { addMember } from '@/tests/support/stylists';
import { renderMessage } from '@/features/messages/queue';

// Monday 23 November 2026, 09:00 in Budapest; staff book Tuesday the 24th (open 09:00-18:00).
const NOW = new Date('2026-11-23T08:00:00Z');
const TUESDAY = '2026-11-24';
const ALL_WEEK: [number, string, string][] = [1, 2, 3, 4, 5, 6].map((weekday) => [weekday, '09:00', '18:00']);
const at = (time: string) => zonedToInstant(TUESDAY, time, 'Europe/Budapest')!;
const english = serverMessages('en');

/** A salon with stylists: a colour (30 / 45 processing / 45, 15 clean-up) and a cut (30, 10 clean-up) on two chairs; Ann and Bea work all week. */
async function visitSalon() {
  const { salon } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true, stylistsEnabled: true });
  const [colour, cut] = await (await getDb())
    .insert(services)
    .values([
      { salonId: salon.id, name: 'Colour', durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 45, bufferMinutes: 15, price: 30000, currencyCode: 'HUF' },
      { salonId: salon.id, name: 'Cut', durationMinutes: 30, bufferMinutes: 10, price: 8000, currencyCode: 'HUF' },
    ])
    .returning();
  const stations = await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
  const ann = await addMember(salon.id, { name: 'Ann', hours: ALL_WEEK });
  const bea = await addMember(salon.id, { name: 'Bea', hours: ALL_WEEK });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, colour, cut, stations, ann, bea, owner };
}

/** New appointment's form: the colour with any stylist, then the cut with `cutBy` (none: any). */
const visitForm = (colourId: string, cutId: string, cutBy: string, changes: Partial<StaffBookingValues> = {}) =>
  staffBookingSchema.parse({
    ...{ service_id: colourId, staff_id: '', added_services: [{ service_id: cutId, staff_id: cutBy }] },
    ...{ appointment_date: TUESDAY, appointment_time: '10:00', customer_name: 'Piroska', customer_phone: '+36 30 555 1234', customer_email: 'piroska@example.com' },
    ...changes,
  });

const rowsOf = async (salonId: string) =>
  (await getDb())
    .select({ id: appointments.id, visitId: appointments.visitId, stationId: appointments.stationId, staffId: appointments.staffId, start: appointments.startTime, end: appointments.endTime, status: appointments.status, manageToken: appointments.manageToken })
    .from(appointments)
    .where(eq(appointments.salonId, salonId))
    .orderBy(asc(appointments.startTime));

describe('a visit of several services booked by staff', () => {
  it("offers the times the whole visit fits, books it on the chosen chair with each part's stylist, and confirms both parts", async () => {
    const { salon, colour, cut, stations, ann, owner } = await visitSalon();
    const times = (time: string | null) =>
      checkAppointmentAvailability(owner, { date: TUESDAY, time, durationMinutes: null, excludeAppointmentId: null, stationId: stations[1].id, stylistId: null, serviceId: colour.id, addedServices: [{ serviceId: cut.id, stylistId: ann.id }] }, NOW);
    // 2 h 30 min and the cut's clean-up: the last start that fits before 18:00 is 15:30.
    const free = (await times(null)).suggestions;
    expect(free).toContain('10:00');
    expect(free).toContain('15:30');
    expect(free).not.toContain('15:45');

    const booked = await createStaffAppointment(owner, visitForm(colour.id, cut.id, ann.id, { station_id: stations[1].id }), NOW);
    expect(booked).toMatchObject({ ok: true, data: { startTime: at('10:00'), endTime: at('12:30'), stationId: stations[1].id, serviceName: 'Colour + Cut' } });
    const rows = await rowsOf(salon.id);
    expect(rows.map((row) => [row.start, row.end, row.stationId])).toEqual([[at('10:00'), at('12:00'), stations[1].id], [at('12:00'), at('12:30'), stations[1].id]]);
    expect(rows[0].visitId).not.toBeNull();
    expect(rows[1].visitId).toBe(rows[0].visitId);
    expect(rows[0].staffId).not.toBeNull();
    expect(rows[1].staffId).toBe(ann.id);
    // The chair is the visit's now: its time is no longer offered there; Ann's cut is hers.
    const after = await times('10:00');
    expect(after.isAvailable).toBe(false);
    expect(english(after.message)).toMatch(/^The whole visit does not fit at this time/);

    const db = await getDb();
    const sent = (await db.select().from(messages).where(inArray(messages.appointmentId, rows.map((row) => row.id)))).map((row) => ({ ...row, ...renderMessage(row) }));
    expect(sent.map((message) => message.kind)).toEqual(['confirmation']);
    expect(sent[0].body).toContain('· Colour 10:00–12:00');
    expect(sent[0].body).toContain('· Cut 12:00–12:30 (Ann)');

    // Its cancellation (the client's link) cancels both parts and names both.
    expect(await cancelBookingByToken(rows[0].manageToken, NOW)).toMatchObject({ ok: true });
    expect((await rowsOf(salon.id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const [cancelled] = (await db.select().from(messages).where(and(eq(messages.kind, 'cancelled_by_customer'), eq(messages.appointmentId, rows[0].id)))).map(renderMessage);
    expect(cancelled.body).toContain('Colour + Cut');
    expect(cancelled.body).toContain('· Cut 12:00–12:30 (Ann)');
  });

  it('is all-or-nothing: a claim in its last part the day did not show leaves nothing booked; a taken time names the free ones', async () => {
    const { salon, colour, cut, stations, bea, owner } = await visitSalon();
    const db = await getDb();
    const [other] = await db
      .insert(appointments)
      .values({ salonId: salon.id, serviceId: cut.id, stationId: stations[0].id, customerName: 'Earlier', startTime: at('09:00'), endTime: at('09:30') })
      .returning({ id: appointments.id });
    await db.insert(laneClaims).values({ salonId: salon.id, laneKey: stations[0].id, startTime: at('12:05'), endTime: at('12:10'), appointmentId: other.id });
    const refused = await createStaffAppointment(owner, visitForm(colour.id, cut.id, '', { station_id: stations[0].id }), NOW);
    expect(refused).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    expect(await rowsOf(salon.id)).toHaveLength(1);
    // Bea's cut at noon elsewhere: a visit whose cut must be hers does not fit at 10:00.
    await createStaffAppointment(owner, staffBookingSchema.parse({ service_id: cut.id, staff_id: bea.id, station_id: stations[1].id, appointment_date: TUESDAY, appointment_time: '12:00', customer_name: 'Bori' }), NOW);
    const taken = await createStaffAppointment(owner, visitForm(colour.id, cut.id, bea.id, { station_id: stations[1].id, appointment_time: '09:45' }), NOW);
    if (taken.ok) throw new Error('booked over Bea');
    expect(english(taken.message)).toMatch(/^The whole visit does not fit at this time.* Free times that day: .*12:30/);
    expect(await rowsOf(salon.id)).toHaveLength(2);
  });
});
