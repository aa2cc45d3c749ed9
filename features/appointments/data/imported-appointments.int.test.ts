import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createImportedAppointmentAction } from '@/features/appointments/actions';
import { runActionAs } from '@/lib/server/authorized-action';
import type { Caller } from '@/lib/server/access';
import { createImportedAppointment } from '@/features/appointments/data/imported-appointments';
import { appointments, services } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS, NONEXISTENT_TIME_MESSAGE } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES, BOOKING_FIELD_MESSAGES } from '@/lib/validation/booking-rules';
import { IMPORTED_INTERNAL_NOTE, importedAppointmentSchema, type ImportedAppointmentValues } from '@/features/appointments/schema/instagram-import';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import { serverMessages } from '@/lib/i18n/server-messages';

const english = serverMessages('en');

// Monday 7 December 2026 in Budapest (UTC+1): 10:00 there is 09:00Z.
const DAY = '2026-12-07';
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`);

async function salonWithOwner(stationsEnabled = false) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, service, owner };
}

/** The dialog's Create Appointment form as it would send it, with `changes` applied. */
const form = (serviceId: string, changes: Partial<ImportedAppointmentValues> = {}) =>
  importedAppointmentSchema.parse({
    service_id: serviceId,
    appointment_date: DAY,
    appointment_time: '10:00',
    customer_name: 'Réka Insta',
    customer_phone: '+36 30 111 2222',
    customer_email: 'Reka@Example.com',
    customer_instagram: '@reka',
    notes: 'Found us on Instagram',
    ...changes,
  });

async function rowsOf(salonId: string) {
  return (await getDb()).select().from(appointments).where(eq(appointments.salonId, salonId)).orderBy(appointments.startTime);
}

describe('createImportedAppointment', () => {
  it('creates a confirmed appointment of the service length from the extracted fields', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const result = await createImportedAppointment(owner, form(service.id), NOW);
    expect(result).toMatchObject({ ok: true, data: { serviceName: 'Cut', startTime: at('10:00'), endTime: at('11:00'), stationId: null } });
    const [row] = await rowsOf(salon.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      customerName: 'Réka Insta',
      customerEmail: 'reka@example.com',
      customerInstagram: '@reka',
      notes: 'Found us on Instagram',
      internalNotes: IMPORTED_INTERNAL_NOTE,
      location: 'Main Salon',
      laneKey: salon.id,
    });
    expect(row.id).toBe(result.ok && result.data.id);
  });

  it('refuses a taken time with the conflict and the free times, and creates nothing', async () => {
    const { salon, service, owner } = await salonWithOwner();
    await createImportedAppointment(owner, form(service.id, { customer_name: 'Bence' }), NOW);
    const result = await createImportedAppointment(owner, form(service.id, { appointment_time: '10:30' }), NOW);
    expect(result).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    const message = !result.ok ? english(result.message) : '';
    expect(message).toContain("Conflicts with Bence's appointment (10:00 - 11:00)");
    expect(message).toContain('Free times that day: 09:00, 11:00');
    expect(await rowsOf(salon.id)).toHaveLength(1);
  });

  it('fills a free suitable station, then refuses when every one is taken', async () => {
    const { salon, service, owner } = await salonWithOwner(true);
    const [chair1, chair2] = await addStations(salon.id, [{ name: 'Chair 1', serviceIds: [service.id] }, { name: 'Chair 2', serviceIds: [service.id] }, { name: 'Nail Desk' }]);
    const first = await createImportedAppointment(owner, form(service.id), NOW);
    const second = await createImportedAppointment(owner, form(service.id, { customer_name: 'Second' }), NOW);
    expect([first.ok && first.data.stationId, second.ok && second.data.stationId]).toEqual([chair1.id, chair2.id]);
    const third = await createImportedAppointment(owner, form(service.id, { customer_name: 'Third' }), NOW);
    expect(third).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
    expect(await rowsOf(salon.id)).toHaveLength(2);
  });

  it('concurrent imports of one time on a one-lane salon: exactly one is created', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const results = await Promise.all([1, 2, 3].map((n) => createImportedAppointment(owner, form(service.id, { customer_name: `Racer ${n}` }), NOW)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(['SLOT_TAKEN', 'SLOT_TAKEN']);
    expect(await rowsOf(salon.id)).toHaveLength(1);
  });

  it("refuses another salon's service, an inactive one and a time inside the clock change", async () => {
    const { salon, service, owner } = await salonWithOwner();
    const other = await createTestSalon();
    expect(await createImportedAppointment(owner, form(other.service.id), NOW)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { service_id: BOOKING_FIELD_MESSAGES.invalidService } });
    await (await getDb()).update(services).set({ isActive: false }).where(eq(services.id, service.id));
    expect(await createImportedAppointment(owner, form(service.id), NOW)).toMatchObject({ ok: false, fieldErrors: { service_id: BOOKING_ERROR_MESSAGES.SERVICE_UNAVAILABLE } });
    await (await getDb()).update(services).set({ isActive: true }).where(eq(services.id, service.id));
    expect(await createImportedAppointment(owner, form(service.id, { appointment_date: '2026-03-29', appointment_time: '02:30' }), NOW)).toMatchObject({
      ok: false,
      code: 'INVALID_TIME',
      fieldErrors: { appointment_time: NONEXISTENT_TIME_MESSAGE },
    });
    expect(await rowsOf(salon.id)).toHaveLength(0);
  });

  it("staff of another salon are refused, also when they name this salon", async () => {
    const { salon, service } = await salonWithOwner();
    const stranger: Caller = { userId: randomUUID(), role: 'staff', salonId: (await createTestSalon()).salon.id };
    await expect(createImportedAppointment(stranger, form(service.id, { salonId: salon.id }), NOW)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Without naming it, the service is not theirs.
    expect(await createImportedAppointment(stranger, form(service.id), NOW)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    expect(await rowsOf(salon.id)).toHaveLength(0);
  });

  it('through the action pipeline: signed out is refused, every invalid field is reported, nothing is created', async () => {
    const { salon, service, owner } = await salonWithOwner();
    expect(await runActionAs(createImportedAppointmentAction, null, form(service.id))).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    const result = await runActionAs(createImportedAppointmentAction, owner, { service_id: '', customer_name: ' ', customer_email: 'not-an-address', customer_phone: 'call me', appointment_time: '25:00' });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        service_id: 'Please select a valid service.',
        customer_name: 'Customer name is required',
        customer_email: 'Please enter a valid email address',
        customer_phone: 'Please enter a valid phone number.',
        appointment_date: 'Appointment date is required',
        appointment_time: 'Please select a valid time.',
      },
    });
    expect(await rowsOf(salon.id)).toHaveLength(0);
  });
});
