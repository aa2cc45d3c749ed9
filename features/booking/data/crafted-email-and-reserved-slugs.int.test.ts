// An address that a mail client reads as two recipients, and sign-up
// handing out the slugs of static routes under /book/.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { updateAppointmentAction } from '@/features/appointments/actions';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { findActiveSalonBySlug, findDemoSalon } from '@/features/booking/data/public-salons';
import { signUp } from '@/lib/auth/service';
import { appointments, salons } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import type { Caller } from '@/lib/server/access';
import { runActionAs } from '@/lib/server/authorized-action';
import { serverMessages } from '@/lib/i18n/server-messages';
import { EDIT_APPOINTMENT_MESSAGES } from '@/lib/validation/appointment-edit';
import { BOOKING_FIELD_MESSAGES } from '@/lib/validation/booking';
import { RESERVED_SLUGS } from '@/lib/validation/salon';
import { memoryJar } from '@/tests/support/cookie-jar';
import { createTestSalon, getDb } from '@/tests/support/db';

const english = serverMessages('en');

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

const CRAFTED = 'anna%40gmail.com%2cspy@evil.com';
const CSRF = 'csrf-token-crafted';
const NOW = new Date('2026-11-23T08:00:00Z');
const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function rowsOf(salonId: string) {
  return (await getDb()).select().from(appointments).where(eq(appointments.salonId, salonId));
}

describe('an e-mail address with %', () => {
  it('is refused by public booking with the field message, and nothing is stored', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const payload = {
      salonId: salon.id,
      serviceId: service.id,
      date: '2026-11-24',
      time: '10:00',
      customerName: 'Anna Kovács',
      customerPhone: '+36 30 123 4567',
      customerEmail: CRAFTED,
      csrfToken: CSRF,
    };
    const result = await createPublicBooking(payload, { clientAddress: `crafted-${unique()}`, csrfCookie: CSRF, now: NOW });
    expect(result).toMatchObject({ ok: false, code: 'INVALID_INPUT', fieldErrors: { customerEmail: BOOKING_FIELD_MESSAGES.emailInvalid } });
    expect(await rowsOf(salon.id)).toHaveLength(0);
    // The same booking with an ordinary address goes through (the refusal is the address's).
    const ok = await createPublicBooking({ ...payload, customerEmail: 'anna@gmail.com' }, { clientAddress: `crafted-${unique()}`, csrfCookie: CSRF, now: NOW });
    expect(ok.ok).toBe(true);
  });

  it('is refused by the staff edit with the field message, and the appointment is unchanged', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
    const [booked] = await (await getDb())
      .insert(appointments)
      .values({
        salonId: salon.id,
        serviceId: service.id,
        customerName: 'Anna',
        customerEmail: 'guest@example.com',
        startTime: new Date('2026-12-07T09:00:00Z'),
        endTime: new Date('2026-12-07T10:00:00Z'),
        status: 'confirmed',
      })
      .returning();
    const result = await runActionAs(updateAppointmentAction, owner, {
      appointmentId: booked.id,
      service_id: service.id,
      service_name: 'Cut',
      service_duration: 60,
      custom_duration: null,
      service_price: 10000,
      appointment_date: '2026-12-07',
      appointment_time: '11:00',
      status: 'confirmed',
      customer_name: 'Anna Renamed',
      customer_email: CRAFTED,
    });
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { customer_email: english(EDIT_APPOINTMENT_MESSAGES.customerEmailInvalid) } });
    const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row).toEqual(booked);
  });
});

describe('sign-up and the reserved slugs', () => {
  it("never gives a new salon a reserved slug; /book/demo stays the demo salon's", async () => {
    const db = await getDb();
    for (const salonName of ['Demo', 'Manage']) {
      const result = await signUp(memoryJar(), { email: `reserved-${unique()}@example.com`, password: 'a-good-password', fullName: 'R', salonName }, null);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [salon] = await db.select({ slug: salons.customSubdomain }).from(salons).where(eq(salons.id, result.data.salonId));
      expect(RESERVED_SLUGS).not.toContain(salon.slug);
      // Skipped like a taken slug: the first free alternative ('demo-2', …).
      expect(salon.slug).toMatch(new RegExp(`^${salonName.toLowerCase()}-`));
    }
    expect((await findDemoSalon())?.id).toBe(DEMO_SALON_ID);
    for (const slug of RESERVED_SLUGS) expect(await findActiveSalonBySlug(slug)).toBeNull();
  });
});
