import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffAppointmentAction, searchPastCustomersAction } from '@/features/appointments/actions';
import { runActionAs } from '@/lib/server/authorized-action';
import type { Caller } from '@/lib/server/access';
import { updateAppointment } from '@/features/appointments/data/appointment-edits';
import { searchPastCustomers } from '@/features/appointments/data/appointment-search';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { customerSearchSchema } from '@/features/appointments/schema/search';
import { WALK_IN_NAME, staffBookingSchema, type StaffBookingValues } from '@/features/appointments/schema/staff-booking';
import { appointments, clientNotes, clients } from '@/lib/db/schema';
import { addDays, DEFAULT_OPENING_HOURS, todayInZone, weekdayOf } from '@/lib/scheduling';
import { OUTSIDE_HOURS_CODE, appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import type { ActionResult } from '@/lib/result';
import { serverMessages } from '@/lib/i18n/server-messages';
import { renderedFailure } from '@/lib/i18n/render-message';

const english = serverMessages('en');
/** A result with its failure's words in English. */
const inEnglish = <R extends ActionResult<unknown>>(result: R): R => (result.ok ? result : (renderedFailure(result, english) as R));

// Monday 7 December 2026 in Budapest (UTC+1), open 09:00-18:00; Sunday the 6th is closed.
const DAY = '2026-12-07';
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (time: string, date = DAY) => new Date(`${date}T${time}:00+01:00`);

async function salonWithOwner(stationsEnabled = false) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, service, owner };
}

/** The New appointment dialog's form as it would send it, with `changes` applied. */
const form = (serviceId: string, changes: Partial<StaffBookingValues> = {}) =>
  staffBookingSchema.parse({ service_id: serviceId, appointment_date: DAY, appointment_time: '10:00', customer_name: 'Piroska Telefon', customer_phone: '+36 30 555 1234', ...changes });

const rowsOf = async (salonId: string) => (await getDb()).select().from(appointments).where(eq(appointments.salonId, salonId)).orderBy(appointments.startTime);

describe('createStaffAppointment', () => {
  it('books a phone customer inside the opening hours: confirmed, with the custom duration', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const result = await createStaffAppointment(owner, form(service.id, { custom_duration: 45, notes: 'Called at noon' }), NOW);
    expect(result).toMatchObject({ ok: true, data: { startTime: at('10:00'), endTime: at('10:45'), serviceName: 'Cut' } });
    const [row] = await rowsOf(salon.id);
    expect(row).toMatchObject({ status: 'confirmed', customerName: 'Piroska Telefon', customerPhone: '+36 30 555 1234', customDurationMinutes: 45, notes: 'Called at noon' });
  });

  it("names a walk-in who gave no name 'Walk-in'", async () => {
    const { salon, service, owner } = await salonWithOwner();
    expect(await createStaffAppointment(owner, form(service.id, { customer_name: '', customer_phone: '' }), NOW)).toMatchObject({ ok: true });
    expect((await rowsOf(salon.id))[0]).toMatchObject({ customerName: WALK_IN_NAME, customerPhone: null });
  });

  it('refuses a time past closing or on a closed day without the confirmation, and books it with it', async () => {
    const { salon, service, owner } = await salonWithOwner();
    expect(inEnglish(await createStaffAppointment(owner, form(service.id, { appointment_time: '17:30' }), NOW))).toEqual({
      ok: false,
      code: OUTSIDE_HOURS_CODE,
      message: 'The salon closes at 18:00 on Monday.',
      fieldErrors: { appointment_time: 'The salon closes at 18:00 on Monday.' },
    });
    expect(inEnglish(await createStaffAppointment(owner, form(service.id, { appointment_time: '08:30' }), NOW))).toMatchObject({ message: 'The salon opens at 09:00 on Monday.' });
    expect(inEnglish(await createStaffAppointment(owner, form(service.id, { appointment_date: '2026-12-06' }), NOW))).toMatchObject({ message: 'Regular closure (closed on Sundays).' });
    expect(await rowsOf(salon.id)).toHaveLength(0);

    const confirmed = await createStaffAppointment(owner, form(service.id, { appointment_time: '17:30', outside_hours_confirmed: true }), NOW);
    expect(confirmed).toMatchObject({ ok: true, data: { startTime: at('17:30'), endTime: at('18:30') } });
  });

  it('puts it on the chosen station, or a free suitable one, and refuses a full lane', async () => {
    const { service, owner, salon } = await salonWithOwner(true);
    const [chair1, chair2] = await addStations(salon.id, [{ name: 'Chair 1', serviceIds: [service.id] }, { name: 'Chair 2', serviceIds: [service.id] }]);
    expect(await createStaffAppointment(owner, form(service.id, { station_id: chair2.id }), NOW)).toMatchObject({ ok: true, data: { stationId: chair2.id } });
    expect(await createStaffAppointment(owner, form(service.id), NOW)).toMatchObject({ ok: true, data: { stationId: chair1.id } });
    const full = await createStaffAppointment(owner, form(service.id, { appointment_time: '10:30', station_id: chair1.id }), NOW);
    expect(full).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
  });

  it('two staff booking one lane at once: the exclusion constraint lets exactly one in', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const results = await Promise.all([
      createStaffAppointment(owner, form(service.id, { customer_name: 'First' }), NOW),
      createStaffAppointment(owner, form(service.id, { customer_name: 'Second', appointment_time: '10:30' }), NOW),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(await rowsOf(salon.id)).toHaveLength(1);
  });

  it('through the action pipeline: the flag is a real boolean, every invalid field is named', async () => {
    const { service, owner } = await salonWithOwner();
    const input = { service_id: service.id, appointment_date: DAY, appointment_time: '17:45', customer_name: 'Late Lili' };
    expect(await runActionAs(createStaffAppointmentAction, owner, input)).toMatchObject({ ok: false, code: OUTSIDE_HOURS_CODE });
    expect(await runActionAs(createStaffAppointmentAction, owner, { ...input, outside_hours_confirmed: 'yes' })).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    expect(await runActionAs(createStaffAppointmentAction, owner, { ...input, outside_hours_confirmed: true })).toMatchObject({ ok: true });
    const invalid = await runActionAs(createStaffAppointmentAction, owner, { service_id: 'nope', appointment_date: '', appointment_time: '25:00', customer_email: 'nope' });
    expect(invalid).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    expect(Object.keys((!invalid.ok && invalid.fieldErrors) || {}).sort()).toEqual(['appointment_date', 'appointment_time', 'customer_email', 'service_id']);
  });

  it("through the action pipeline, a Hungarian member reads the refusal in Hungarian: the conflict with the day's free times, the closing time", async () => {
    const { salon, service, owner } = await salonWithOwner();
    // The action pipeline reads the real clock: a Monday ahead of it, so that the day's free times all lie ahead.
    let monday = addDays(todayInZone(new Date(), 'Europe/Budapest'), 7);
    while (weekdayOf(monday) !== 'monday') monday = addDays(monday, 1);
    await createStaffAppointment(owner, form(service.id, { customer_name: 'Bence', appointment_date: monday }), NOW);
    const taken = await runActionAs(createStaffAppointmentAction, owner, { service_id: service.id, appointment_date: monday, appointment_time: '10:30', customer_name: 'Anna' }, 'hu');
    expect(taken).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    const message = taken.ok ? '' : taken.message;
    expect(message).toMatch(/^Ütközik Bence időpontjával \(10:00 - 11:00\) Aznap szabad időpontok: 09:00, 11:00, 11:30, .*\.$/);
    expect(!taken.ok && taken.fieldErrors?.appointment_time).toBe(message);
    const late = await runActionAs(createStaffAppointmentAction, owner, { service_id: service.id, appointment_date: monday, appointment_time: '17:45', customer_name: 'Anna' }, 'hu');
    expect(late).toMatchObject({ ok: false, code: OUTSIDE_HOURS_CODE, message: 'A szalon hétfőn 18:00 órakor zár.' });
    expect(await rowsOf(salon.id)).toHaveLength(1);
  });
});

describe('updateAppointment and the opening hours', () => {
  const edit = (id: string, serviceId: string, time: string, confirmed = false) =>
    appointmentEditSchema.parse({
      appointmentId: id, service_id: serviceId, service_name: 'Cut', service_duration: 60, custom_duration: null, service_price: null,
      appointment_date: DAY, appointment_time: time, customer_name: 'Edit Ede', customer_email: 'ede@example.com', outside_hours_confirmed: confirmed,
    });

  it('refuses a move to 17:30-18:30 on a day closing at 18:00 without the confirmation, saves it with it', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const booked = await createStaffAppointment(owner, form(service.id), NOW);
    const id = booked.ok ? booked.data.id : '';
    expect(inEnglish(await updateAppointment(owner, edit(id, service.id, '17:30'), NOW))).toMatchObject({ ok: false, code: OUTSIDE_HOURS_CODE, message: 'The salon closes at 18:00 on Monday.' });
    expect((await rowsOf(salon.id))[0].startTime).toEqual(at('10:00'));
    expect(await updateAppointment(owner, edit(id, service.id, '17:30', true), NOW)).toMatchObject({ ok: true });
    // Already there: a later edit that keeps the time does not ask again.
    expect(await updateAppointment(owner, edit(id, service.id, '17:30'), NOW)).toMatchObject({ ok: true });
    expect((await rowsOf(salon.id))[0]).toMatchObject({ startTime: at('17:30'), endTime: at('18:30'), customerName: 'Edit Ede' });
  });
});

describe('searchPastCustomers', () => {
  it("finds the salon's customers by name, phone digits or e-mail, each once, newest first, never another salon's", async () => {
    const { salon, service, owner } = await salonWithOwner();
    const other = await salonWithOwner();
    const db = await getDb();
    const visit = (salonId: string, name: string, date: string, extra: Partial<typeof appointments.$inferInsert> = {}) =>
      db.insert(appointments).values({ salonId, serviceId: salonId === salon.id ? service.id : null, customerName: name, startTime: at('10:00', date), endTime: at('11:00', date), status: 'completed', ...extra });
    await visit(salon.id, 'Kovács Anna', '2026-11-02', { customerPhone: '+36 30 111 2222', customerEmail: 'anna@example.com' });
    await visit(salon.id, 'Kovács Anna', '2026-11-09', { customerPhone: '+36 30 111 2222', customerEmail: 'anna@example.com' });
    await visit(salon.id, 'Kovács Béla', '2026-11-16', { customerPhone: '+36 20 999 8888' });
    await visit(other.salon.id, 'Kovács Cecília', '2026-11-20');

    const find = (query: string) => searchPastCustomers(owner, customerSearchSchema.parse({ query }));
    expect((await find('kovacs')).map((c) => c.name)).toEqual(['Kovács Béla', 'Kovács Anna']);
    expect(await find('+36 30 111')).toEqual([{ id: expect.any(String), name: 'Kovács Anna', email: 'anna@example.com', phone: '+36 30 111 2222', alerts: [] }]);
    expect((await find('06 30 111 2222')).map((c) => c.name)).toEqual(['Kovács Anna']);
    expect((await find('anna@example')).map((c) => c.name)).toEqual(['Kovács Anna']);
    expect(await find('  ')).toEqual([]);
    expect(await runActionAs(searchPastCustomersAction, owner, { query: 'Béla' })).toMatchObject({ ok: true, data: [{ name: 'Kovács Béla' }] });
  });

  it('searches the client records (as the card keeps them), with their alerts', async () => {
    const { salon, owner } = await salonWithOwner();
    const db = await getDb();
    const [row] = await db.insert(appointments).values({ salonId: salon.id, customerName: 'Kiss Dóra', customerEmail: 'dora@example.com', startTime: at('10:00', '2026-11-02'), endTime: at('11:00', '2026-11-02') }).returning();
    await db.update(clients).set({ name: 'Nagy Dóra' }).where(eq(clients.id, row.clientId!));
    await db.insert(clientNotes).values({ salonId: salon.id, clientId: row.clientId!, body: 'Allergy: PPD', isAlert: true });
    await db.insert(clientNotes).values({ salonId: salon.id, clientId: row.clientId!, body: 'Likes tea' });
    const found = await searchPastCustomers(owner, customerSearchSchema.parse({ query: 'nagy dora' }));
    expect(found).toEqual([{ id: row.clientId, name: 'Nagy Dóra', email: 'dora@example.com', phone: null, alerts: ['Allergy: PPD'] }]);
  });
});
