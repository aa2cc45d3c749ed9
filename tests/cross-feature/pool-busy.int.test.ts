import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAppointmentStatusAction } from '@/features/appointments/actions';
import { loadDaySlots } from '@/features/booking/actions';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { appointments } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { runActionAs } from '@/lib/server/authorized-action';
import en from '@/messages/en.json';
import { addMember, createTestSalon, getDb } from '@/tests/support/db';

const url = process.env.DATABASE_URL;
const saved = { size: process.env.DATABASE_POOL_SIZE, wait: process.env.DATABASE_CONNECT_TIMEOUT_MS };

// This file's pool has one connection and waits 300 ms for it (set before its first query opens the pool).
beforeAll(() => {
  process.env.DATABASE_POOL_SIZE = '1';
  process.env.DATABASE_CONNECT_TIMEOUT_MS = '300';
});
afterAll(() => {
  process.env.DATABASE_POOL_SIZE = saved.size;
  process.env.DATABASE_CONNECT_TIMEOUT_MS = saved.wait;
});

describe.skipIf(!url)('a pool with no connection free in time (issue 39)', () => {
  it('refuses a booking and a staff edit with BUSY (retryable, nothing written) and answers the day’s times with "busy", not "no times"', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const owner = await addMember(salon.id, 'owner');
    const db = await getDb();
    // Another request holds the pool's one connection until `release`.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      holding();
      await held;
    });
    await taken;

    const csrf = 'csrf-token-pool-busy';
    const input = { salonId: salon.id, serviceId: service.id, date: '2026-11-24', time: '10:00', customerName: 'Anna Kovács', customerPhone: '+36 30 123 4567', csrfToken: csrf };
    const context = { clientAddress: '192.0.2.58', csrfCookie: csrf, now: new Date('2026-11-23T08:00:00Z') };
    expect(await createPublicBooking(input, context)).toEqual({ ok: false, code: 'BUSY', message: 'Errors.busy' });
    expect(await loadDaySlots(salon.id, service.id, '2026-11-24')).toEqual({ ok: false, code: 'BUSY', message: en.Errors.busy });
    const edit = { salonId: salon.id, appointmentId: crypto.randomUUID(), status: 'completed' };
    expect(await runActionAs(setAppointmentStatusAction, owner, edit)).toEqual({ ok: false, code: 'BUSY', message: en.Errors.busy });

    release();
    await holder;
    const [{ n }] = await db.select({ n: count() }).from(appointments).where(eq(appointments.salonId, salon.id));
    expect(n).toBe(0);
    // Trying again once the pool has room books that time.
    expect(await createPublicBooking(input, context)).toMatchObject({ ok: true, data: { startTime: '10:00' } });
  });
});
