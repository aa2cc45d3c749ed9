import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { createImportedAppointment } from '@/features/appointments/data/imported-appointments';
import { updateAppointment } from '@/features/appointments/data/appointment-edits';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { importedAppointmentSchema } from '@/features/appointments/schema/instagram-import';
import { appointments, clients, salons } from '@/lib/db/schema';
import { DEMO_SALON_SLUG } from '@/lib/demo-salon';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { appointmentEditSchema } from '@/lib/validation/appointment-edit';
import type { Caller } from '@/lib/server/access';
import { createTestSalon, getDb } from '@/tests/support/db';

// Every path that books links the appointment to the salon's client for its customer
// (migration 20261126224856_clients, docs/decisions.md "Clients: matched by e-mail, else phone and name").

// Monday 7 December 2026 in Budapest (UTC+1).
const DAY = '2026-12-07';
const NOW = new Date('2026-11-23T08:00:00Z');
const CSRF = 'csrf-token-1234';

async function salonWithOwner() {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salon, service, owner };
}

/** The salon's appointments with their clients, by start. */
async function linked(salonId: string) {
  return (await getDb())
    .select({ id: appointments.id, clientId: clients.id, name: clients.name, email: clients.email, phone: clients.phone })
    .from(appointments)
    .leftJoin(clients, and(eq(clients.id, appointments.clientId), eq(clients.salonId, appointments.salonId)))
    .where(eq(appointments.salonId, salonId))
    .orderBy(appointments.startTime);
}

const staffForm = (serviceId: string, time: string, customer: Record<string, string>) =>
  staffBookingSchema.parse({ service_id: serviceId, appointment_date: DAY, appointment_time: time, customer_name: '', customer_phone: '', ...customer });

describe('every booking path links its client', () => {
  it('the public booking, the staff booking, the walk-in and the Instagram import: one client for one person', async () => {
    const { salon, service, owner } = await salonWithOwner();
    const visitor = { salonId: salon.id, serviceId: service.id, date: DAY, time: '09:00', customerName: 'Anna Kovács', customerPhone: '+36 30 123 4567', customerEmail: 'Anna@Example.com', csrfToken: CSRF };
    expect(await createPublicBooking(visitor, { clientAddress: '10.9.0.1', csrfCookie: CSRF, now: NOW })).toMatchObject({ ok: true });
    expect(await createStaffAppointment(owner, staffForm(service.id, '10:00', { customer_name: 'Anna Kovacs', customer_phone: '06 30 123 4567' }), NOW)).toMatchObject({ ok: true });
    expect(await createStaffAppointment(owner, staffForm(service.id, '11:00', {}), NOW)).toMatchObject({ ok: true }); // a walk-in
    const imported = importedAppointmentSchema.parse({ service_id: service.id, appointment_date: DAY, appointment_time: '12:00', customer_name: 'Réka Insta', customer_email: ' anna@example.com', customer_instagram: '@reka' });
    expect(await createImportedAppointment(owner, imported, NOW)).toMatchObject({ ok: true });

    const rows = await linked(salon.id);
    expect(rows.map((row) => row.clientId)).not.toContain(null);
    const [anna, byPhone, walkIn, byEmail] = rows;
    expect(anna).toMatchObject({ name: 'Anna Kovács', email: 'anna@example.com', phone: '+36 30 123 4567' });
    expect([byPhone.clientId, byEmail.clientId]).toEqual([anna.clientId, anna.clientId]);
    expect(walkIn.clientId).not.toBe(anna.clientId);
    expect(await (await getDb()).$count(clients, eq(clients.salonId, salon.id))).toBe(2);
  });

  it('an edit of the customer details links the client they match; other edits keep the link', async () => {
    const { salon, service, owner } = await salonWithOwner();
    await createStaffAppointment(owner, staffForm(service.id, '09:00', { customer_name: 'Béla Szabó', customer_phone: '+36 30 999 0000' }), NOW);
    await createStaffAppointment(owner, staffForm(service.id, '10:00', { customer_name: 'Dóra Nagy', customer_phone: '+36 70 111 2222' }), NOW);
    const [bela, dora] = await linked(salon.id);
    const edit = (changes: Record<string, unknown>) =>
      updateAppointment(
        owner,
        appointmentEditSchema.parse({
          ...{ appointmentId: dora.id, service_id: service.id, service_name: 'Cut', service_duration: 60, custom_duration: null, service_price: 10000 },
          ...{ appointment_date: DAY, appointment_time: '10:00', status: 'confirmed', customer_name: 'Dóra Nagy', customer_phone: '+36 70 111 2222', customer_email: 'dora@example.com' },
          ...changes,
        }),
        NOW,
      );
    // Giving the e-mail is a new detail: matched again, to Dóra (her missing e-mail is filled in).
    expect(await edit({})).toMatchObject({ ok: true });
    expect((await linked(salon.id))[1]).toMatchObject({ clientId: dora.clientId, email: 'dora@example.com' });
    expect(await edit({ notes: 'Bring photos' })).toMatchObject({ ok: true });
    expect((await linked(salon.id))[1].clientId).toBe(dora.clientId);
    // Staff booked the wrong person: the appointment becomes Béla's.
    expect(await edit({ customer_name: 'Béla Szabó', customer_phone: '06 30 999 0000', customer_email: 'bela@example.com' })).toMatchObject({ ok: true });
    expect((await linked(salon.id))[1].clientId).toBe(bela.clientId);
  });

  it('the seed: every demo appointment has a client of the demo salon', async () => {
    const db = await getDb();
    const [demo] = await db.select({ id: salons.id }).from(salons).where(eq(salons.customSubdomain, DEMO_SALON_SLUG));
    const rows = await linked(demo.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.clientId === null)).toEqual([]);
    expect(await db.$count(appointments, isNull(appointments.clientId))).toBe(0);
    const { rows: counts } = await db.execute<{ clients: number }>(sql`SELECT count(*)::int AS clients FROM clients WHERE salon_id = ${demo.id}`);
    expect(counts[0].clients).toBeGreaterThan(0);
  });
});
