import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkAppointmentAvailability, updateAppointment } from '@/features/appointments/data/appointment-edits';
import { searchAppointments } from '@/features/appointments/data/appointment-search';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { appointmentSearchSchema } from '@/features/appointments/schema/search';
import { listAnalyticsAppointments } from '@/features/analytics/data/analytics';
import { analyticsOf } from '@/lib/scheduling/analytics';
import { priceAppointments } from '@/lib/scheduling/calendar-stats';
import { listServicePrices } from '@/features/services/data/services';
import { staffBookingSchema, type StaffBookingValues } from '@/features/appointments/schema/staff-booking';
import { appointments, services, users } from '@/lib/db/schema';
import type { Caller } from '@/lib/server/access';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { EDIT_APPOINTMENT_MESSAGES, OUTSIDE_HOURS_CODE, appointmentEditSchema, type AppointmentEditValues } from '@/lib/validation/appointment-edit';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import { addMember, blockStylist } from '@/tests/support/stylists';
import { serverMessages } from '@/lib/i18n/server-messages';
import { renderedFailure } from '@/lib/i18n/render-message';
import type { ActionResult } from '@/lib/result';

const english = serverMessages('en');
/** A result with its failure's words in English. */
const inEnglish = <R extends ActionResult<unknown>>(result: R): R => (result.ok ? result : (renderedFailure(result, english) as R));

// Monday 7 December 2026 in Budapest (UTC+1), the salon open 09:00-18:00.
const DAY = '2026-12-07';
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`);

/**
 * A salon that uses stylists, with two stations (so the stylist's lane decides): Sam works
 * Monday 09:00-13:00 and 14:00-18:00 and does Cut; Nina does only Nails; Rita is a receptionist.
 */
async function stylistSalon() {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true, stylistsEnabled: true });
  const [nails] = await (await getDb()).insert(services).values({ salonId: salon.id, name: 'Nails', durationMinutes: 60, price: 8000, currencyCode: 'HUF' }).returning();
  await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
  const sam = await addMember(salon.id, { name: 'Sam Stylist', hours: [[1, '09:00', '13:00'], [1, '14:00', '18:00']], serviceIds: [service.id] });
  const nina = await addMember(salon.id, { name: 'Nina Nails', hours: [[1, '09:00', '18:00']], serviceIds: [nails.id] });
  const rita = await addMember(salon.id, { name: 'Rita Reception', bookable: false });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, service, sam, nina, rita, owner };
}

const booking = (serviceId: string, changes: Partial<StaffBookingValues> = {}) =>
  staffBookingSchema.parse({ service_id: serviceId, appointment_date: DAY, appointment_time: '10:00', customer_name: 'Piroska Telefon', ...changes });

const edit = (appointment: { id: string; serviceId: string | null }, changes: Partial<AppointmentEditValues> = {}) =>
  appointmentEditSchema.parse({
    ...{ appointmentId: appointment.id, service_id: appointment.serviceId, service_name: 'Cut', service_duration: 60, custom_duration: null, service_price: 10000 },
    ...{ appointment_date: DAY, appointment_time: '10:00', status: 'confirmed', customer_name: 'Anna Edit', customer_email: 'anna@example.com' },
    ...changes,
  });

const stylistOf = async (id: string) => (await (await getDb()).select({ staffId: appointments.staffId }).from(appointments).where(eq(appointments.id, id)))[0]?.staffId;

describe('staff bookings with a stylist', () => {
  it("books the stylist, then refuses their booked, blocked and lunch time; any station's free lane does not help", async () => {
    const { salon, service, sam, owner } = await stylistSalon();
    const first = await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id }), NOW);
    expect(first).toMatchObject({ ok: true });
    expect(await stylistOf(first.ok ? first.data.id : '')).toBe(sam.id);

    const booked = inEnglish(await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, appointment_time: '10:30' }), NOW));
    expect(booked).toMatchObject({ ok: false, code: 'SLOT_TAKEN', message: expect.stringContaining("Conflicts with Piroska Telefon's appointment (10:00 - 11:00)") });
    expect(booked.ok ? '' : booked.message).toContain('Free times that day: 09:00, 11:00, 11:30, 12:00, 14:00,');

    await blockStylist(salon.id, sam.id, { date: DAY, start: at('15:00'), end: at('16:00'), fromTime: '15:00', toTime: '16:00' });
    expect(inEnglish(await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, appointment_time: '15:30' }), NOW))).toMatchObject({ ok: false, code: 'SLOT_TAKEN', message: expect.stringContaining('Blocked time (15:00 - 16:00)') });

    const lunch = inEnglish(await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, appointment_time: '12:30' }), NOW));
    expect(lunch).toEqual({ ok: false, code: OUTSIDE_HOURS_CODE, message: 'Sam Stylist is not working then.', fieldErrors: { appointment_time: 'Sam Stylist is not working then.' } });
    // Without a stylist the same time is free (a second station): staff may leave an appointment without one.
    expect(await createStaffAppointment(owner, booking(service.id, { appointment_time: '10:30' }), NOW)).toMatchObject({ ok: true });
  });

  it('books outside the stylist\'s hours once staff confirm it (the database trigger lets it through)', async () => {
    const { service, sam, owner } = await stylistSalon();
    const confirmed = await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, appointment_time: '12:30', outside_hours_confirmed: true }), NOW);
    expect(confirmed).toMatchObject({ ok: true, data: { startTime: at('12:30'), endTime: at('13:30') } });
    // The confirmation covers the hours, never the lane: a second one on Sam then is still refused.
    const clash = await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, appointment_time: '13:00', outside_hours_confirmed: true }), NOW);
    expect(clash).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
  });

  it("refuses a receptionist, another salon's member, a stranger and a stylist who does not do the service, by field", async () => {
    const { service, nina, rita, owner } = await stylistSalon();
    const other = await stylistSalon();
    const invalid = { ok: false, code: 'VALIDATION_ERROR', fieldErrors: { staff_id: EDIT_APPOINTMENT_MESSAGES.invalidStylist } };
    expect(await createStaffAppointment(owner, booking(service.id, { staff_id: rita.id }), NOW)).toMatchObject(invalid);
    expect(await createStaffAppointment(owner, booking(service.id, { staff_id: other.sam.id }), NOW)).toMatchObject(invalid);
    expect(await createStaffAppointment(owner, booking(service.id, { staff_id: randomUUID() }), NOW)).toMatchObject(invalid);
    expect(await createStaffAppointment(owner, booking(service.id, { staff_id: nina.id }), NOW)).toMatchObject({ fieldErrors: { staff_id: EDIT_APPOINTMENT_MESSAGES.stylistDoesNotServe } });
  });

  it('two staff booking one stylist at overlapping times on free stations at once: exactly one wins', async () => {
    const { service, sam, owner } = await stylistSalon();
    const results = await Promise.all([
      createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, customer_name: 'First' }), NOW),
      createStaffAppointment(sam.caller, booking(service.id, { staff_id: sam.id, customer_name: 'Second', appointment_time: '10:30' }), NOW),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: 'SLOT_TAKEN' });
  });
});

describe('edits with a stylist', () => {
  it('sets, refuses and clears the stylist; the hours are asked only when the placement changes', async () => {
    const { service, sam, nina, rita, owner } = await stylistSalon();
    const created = await createStaffAppointment(owner, booking(service.id, { appointment_time: '12:30' }), NOW);
    const appointment = { id: created.ok ? created.data.id : '', serviceId: service.id };
    await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, appointment_time: '10:00', customer_name: 'Berta Booked' }), NOW);

    expect(inEnglish(await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: sam.id }), NOW))).toMatchObject({ ok: false, code: OUTSIDE_HOURS_CODE, message: 'Sam Stylist is not working then.' });
    expect(inEnglish(await updateAppointment(owner, edit(appointment, { appointment_time: '10:30', staff_id: sam.id }), NOW))).toMatchObject({ ok: false, code: 'SLOT_TAKEN', message: expect.stringContaining('Berta Booked') });
    expect(await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: rita.id }), NOW)).toMatchObject({ fieldErrors: { staff_id: EDIT_APPOINTMENT_MESSAGES.invalidStylist } });
    expect(await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: nina.id }), NOW)).toMatchObject({ fieldErrors: { staff_id: EDIT_APPOINTMENT_MESSAGES.stylistDoesNotServe } });
    expect(await stylistOf(appointment.id)).toBeNull();

    const moved = await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: sam.id, outside_hours_confirmed: true }), NOW);
    expect(moved).toMatchObject({ ok: true, data: { appointment: { staffId: sam.id } } });
    // A later edit that keeps the time and the stylist is not asked again, as the database does not ask.
    expect(await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: sam.id, notes: 'Bring photos' }), NOW)).toMatchObject({ ok: true });
    // Sam stops taking appointments: an edit that keeps their appointment as it is still saves.
    await (await getDb()).update(users).set({ bookable: false }).where(eq(users.id, sam.id));
    expect(await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: sam.id, notes: 'Bring more photos' }), NOW)).toMatchObject({ ok: true });
    expect(await updateAppointment(owner, edit(appointment, { appointment_time: '12:30', staff_id: null }), NOW)).toMatchObject({ ok: true, data: { appointment: { staffId: null } } });
  });

  it('an edit that keeps its stylist is checked against their other appointments, not itself', async () => {
    const { service, sam, owner } = await stylistSalon();
    const created = await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id }), NOW);
    const appointment = { id: created.ok ? created.data.id : '', serviceId: service.id };
    expect(await updateAppointment(owner, edit(appointment, { appointment_time: '10:30', staff_id: sam.id }), NOW)).toMatchObject({ ok: true });
    const availability = await checkAppointmentAvailability(owner, { date: DAY, time: '13:00', durationMinutes: 60, excludeAppointmentId: appointment.id, stationId: null, stylistId: sam.id, serviceId: null }, NOW);
    expect(availability).toMatchObject({ isAvailable: false });
    expect(english(availability.message)).toBe('Sam Stylist is not working then');
  });
});

describe('a salon that does not use stylists', () => {
  it("keeps an appointment's member through edits, and refuses another salon's by field (the database's rule)", async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
    const member = await addMember(salon.id, { name: 'Receptionist Rita', bookable: false });
    const other = await stylistSalon();
    const [row] = await (await getDb())
      .insert(appointments)
      .values({ salonId: salon.id, serviceId: service.id, staffId: member.id, customerName: 'Anna Edit', startTime: at('10:00'), endTime: at('11:00'), status: 'confirmed' })
      .returning();
    const appointment = { id: row.id, serviceId: service.id };
    expect(await updateAppointment(owner, edit(appointment, { staff_id: member.id, appointment_time: '11:00' }), NOW)).toMatchObject({ ok: true });
    const foreign = { ok: false, code: 'VALIDATION_ERROR', fieldErrors: { staff_id: EDIT_APPOINTMENT_MESSAGES.invalidStylist } };
    expect(await updateAppointment(owner, edit(appointment, { staff_id: other.sam.id, appointment_time: '11:00' }), NOW)).toMatchObject(foreign);
    expect(await createStaffAppointment(owner, booking(service.id, { staff_id: other.sam.id, appointment_time: '14:00' }), NOW)).toMatchObject(foreign);
  });
});

describe('reading by stylist', () => {
  async function bookedDay() {
    const setup = await stylistSalon();
    const { service, sam, owner } = setup;
    await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, customer_name: 'Sam One' }), NOW);
    await createStaffAppointment(owner, booking(service.id, { staff_id: sam.id, customer_name: 'Sam Two', appointment_time: '15:00' }), NOW);
    await createStaffAppointment(owner, booking(service.id, { customer_name: 'Nobody' }), NOW);
    return setup;
  }

  it("the Appointments list filters by a stylist, the caller's own ('mine') and 'none'", async () => {
    const { sam, nina, owner } = await bookedDay();
    const names = async (caller: Caller, stylist: string) =>
      (await searchAppointments(caller, appointmentSearchSchema.parse({ stylist, order: 'asc' }))).appointments.map((a) => a.customerName);
    expect(await names(owner, sam.id)).toEqual(['Sam One', 'Sam Two']);
    expect(await names(sam.caller, 'mine')).toEqual(['Sam One', 'Sam Two']);
    expect(await names(nina.caller, 'mine')).toEqual([]);
    expect(await names(owner, 'none')).toEqual(['Nobody']);
    expect(appointmentSearchSchema.safeParse({ stylist: 'everyone' }).success).toBe(false);
  });

  it('analytics counts revenue and appointments per stylist, the rest as No stylist', async () => {
    const { salon, owner } = await bookedDay();
    const rows = await listAnalyticsAppointments(owner, { from: at('00:00'), to: at('23:59') });
    const priced = priceAppointments(rows, await listServicePrices(owner, salon.id), 'Unknown Service');
    const { stylists } = analyticsOf(priced, { start: DAY, end: DAY }, 'day', salon.timezone);
    expect(stylists.map(({ name, count, revenue }) => ({ name, count, revenue }))).toEqual([
      { name: 'Sam Stylist', count: 2, revenue: 20000 },
      { name: 'No stylist', count: 1, revenue: 10000 },
    ]);
  });
});
