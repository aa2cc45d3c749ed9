import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { appointments, salons, stations, users } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES } from '@/lib/validation/booking';
import { addStations, createTestSalon, getDb, sqlState } from '@/tests/support/db';

const NOW = new Date('2026-11-23T08:00:00Z');
const CSRF = 'csrf-token-lanes';
const HOUR = 3_600_000;

/** 50 visitors booking Tuesday 24 November 2026, 14:00 at once. */
async function race(salonId: string, serviceId: string) {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      createPublicBooking(
        {
          salonId,
          serviceId,
          date: '2026-11-24',
          time: '14:00',
          customerName: `Racer ${i}`,
          customerPhone: '+36 30 555 0000',
          csrfToken: CSRF,
        },
        { clientAddress: `lane-race-${salonId}-${i}`, csrfCookie: CSRF, now: NOW },
      ),
    ),
  );
  const refusals = results.filter((r) => !r.ok);
  for (const r of refusals) {
    expect(r).toMatchObject({ code: 'SLOT_TAKEN', message: BOOKING_ERROR_MESSAGES.SLOT_TAKEN });
    expect(!r.ok && r.slots?.find((s) => s.time === '14:00')?.available).toBe(false);
  }
  const rows = await (await getDb()).select().from(appointments).where(eq(appointments.salonId, salonId));
  return { successes: results.filter((r) => r.ok).length, refusals: refusals.length, rows };
}

async function laneSalon(stationsEnabled = true) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled });
  return { salon, service };
}

describe('50 parallel bookings of one slot with stations', () => {
  it('fill each of three suitable stations once: 3 successes, 47 SLOT_TAKEN, 3 rows on 3 stations', async () => {
    const { salon, service } = await laneSalon();
    const chairs = await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }, { name: 'Chair 3' }]);
    const { successes, refusals, rows } = await race(salon.id, service.id);
    expect(successes).toBe(3);
    expect(refusals).toBe(47);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.stationId))).toEqual(new Set(chairs.map((c) => c.id)));
    expect(rows.every((r) => r.laneKey === r.stationId)).toBe(true);
  });

  it('give exactly one success for a service limited to one station', async () => {
    const { salon, service } = await laneSalon();
    const [, desk] = await addStations(salon.id, [{ name: 'Chair' }, { name: 'Desk', serviceIds: [service.id] }, { name: 'Chair 2' }]);
    const { successes, refusals, rows } = await race(salon.id, service.id);
    expect([successes, refusals]).toEqual([1, 49]);
    expect(rows.map((r) => r.stationId)).toEqual([desk.id]);
  });

  it('give exactly one success in a salon whose stations are switched off', async () => {
    const { salon, service } = await laneSalon(false);
    await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }, { name: 'Chair 3' }]);
    const { successes, refusals, rows } = await race(salon.id, service.id);
    expect([successes, refusals]).toEqual([1, 49]);
    expect(rows.map((r) => r.laneKey)).toEqual([salon.id]);
  });
});

/**
 * 09:00 UTC the day after tomorrow, whenever the tests run: the lane triggers guard coming
 * appointments only (after now()), so a fixed date would stop testing them once it passed.
 */
const BASE = (Math.floor(Date.now() / (24 * HOUR)) + 2) * 24 * HOUR + 9 * HOUR;
const at = (hoursFromBase: number) => new Date(BASE + hoursFromBase * HOUR);
const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

async function insert(values: Partial<typeof appointments.$inferInsert> & { salonId: string; start: number; hours?: number }) {
  const { start, hours = 1, ...rest } = values;
  const [row] = await (await getDb())
    .insert(appointments)
    .values({ customerName: 'Direct', startTime: at(start), endTime: at(start + hours), ...rest })
    .returning();
  return row;
}

describe('the database keeps lanes apart', () => {
  it('refuses an overlap on one station with 23P01 and takes it on another', async () => {
    const { salon } = await laneSalon();
    const [one, two] = await addStations(salon.id, [{ name: 'One' }, { name: 'Two' }]);
    await insert({ salonId: salon.id, stationId: one.id, start: 0 });
    expect(sqlState(await errorOf(insert({ salonId: salon.id, stationId: one.id, start: 0.5 })))).toBe('23P01');
    await insert({ salonId: salon.id, stationId: two.id, start: 0.5 });
    await insert({ salonId: salon.id, stationId: one.id, start: 1 }); // back to back
    await insert({ salonId: salon.id, stationId: one.id, start: 0.25, status: 'cancelled' });
  });

  it('refuses one staff member in two overlapping appointments with 23P01, even on two stations', async () => {
    const { salon } = await laneSalon();
    const [one, two] = await addStations(salon.id, [{ name: 'One' }, { name: 'Two' }]);
    const db = await getDb();
    const [staff] = await db.insert(users).values({ salonId: salon.id, role: 'staff', email: `lanes-${salon.id}@example.com` }).returning();
    await insert({ salonId: salon.id, stationId: one.id, staffId: staff.id, start: 0 });
    expect(sqlState(await errorOf(insert({ salonId: salon.id, stationId: two.id, staffId: staff.id, start: 0.5 })))).toBe('23P01');
    await insert({ salonId: salon.id, stationId: two.id, staffId: null, start: 0.5 });
    await insert({ salonId: salon.id, stationId: two.id, staffId: staff.id, start: 1.5 });
  });

  it('puts a live appointment only on an active station of its salon that can take its service', async () => {
    const { salon, service } = await laneSalon();
    const other = await laneSalon();
    const [chair, desk, retired] = await addStations(salon.id, [{ name: 'Chair' }, { name: 'Desk', serviceIds: [service.id] }, { name: 'Retired' }]);
    const [foreign] = await addStations(other.salon.id, [{ name: 'Foreign' }]);
    await (await getDb()).update(stations).set({ isActive: false }).where(eq(stations.id, retired.id));
    for (const stationId of [null, foreign.id, retired.id, chair.id]) {
      expect(sqlState(await errorOf(insert({ salonId: salon.id, serviceId: service.id, stationId, start: 0 }))), String(stationId)).toBe('23514');
    }
    await insert({ salonId: salon.id, serviceId: service.id, stationId: desk.id, start: 0 });
    await insert({ salonId: salon.id, stationId: null, start: 0, status: 'cancelled' });
  });

  it('places coming appointments on a suitable station when stations are switched on', async () => {
    const { salon, service } = await laneSalon(false);
    const [, desk] = await addStations(salon.id, [{ name: 'Chair' }, { name: 'Desk', serviceIds: [service.id] }]);
    const first = await insert({ salonId: salon.id, serviceId: service.id, start: 0 });
    const second = await insert({ salonId: salon.id, serviceId: service.id, start: 1 });
    const db = await getDb();
    await db.update(salons).set({ stationsEnabled: true }).where(eq(salons.id, salon.id));
    const rows = await db.select().from(appointments).where(eq(appointments.salonId, salon.id));
    expect(rows.map((r) => [r.id, r.stationId, r.laneKey]).sort()).toEqual(
      [
        [first.id, desk.id, desk.id],
        [second.id, desk.id, desk.id],
      ].sort(),
    );
  });

  it('refuses to switch stations on when a coming appointment has no station that can take it', async () => {
    const { salon, service } = await laneSalon(false);
    const [desk] = await addStations(salon.id, [{ name: 'Desk', serviceIds: [service.id] }]);
    await (await getDb()).update(stations).set({ isActive: false }).where(eq(stations.id, desk.id));
    await insert({ salonId: salon.id, serviceId: service.id, start: 0 });
    const error = await errorOf((await getDb()).update(salons).set({ stationsEnabled: true }).where(eq(salons.id, salon.id)));
    expect(sqlState(error)).toBe('23514');
  });

  it('refuses to switch stations off while coming appointments overlap, and allows it once they do not', async () => {
    const { salon } = await laneSalon();
    const [one, two] = await addStations(salon.id, [{ name: 'One' }, { name: 'Two' }]);
    await insert({ salonId: salon.id, stationId: one.id, start: 0 });
    const overlapping = await insert({ salonId: salon.id, stationId: two.id, start: 0.5 });
    const db = await getDb();
    const switchOff = () => db.update(salons).set({ stationsEnabled: false }).where(eq(salons.id, salon.id));
    expect(sqlState(await errorOf(switchOff()))).toBe('23P01');
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, overlapping.id));
    await switchOff();
    const live = await db.select().from(appointments).where(eq(appointments.salonId, salon.id));
    expect(live.filter((r) => r.status !== 'cancelled').map((r) => r.laneKey)).toEqual([salon.id]);
    // One lane again: the second chair is no longer a way around an overlap.
    expect(sqlState(await errorOf(insert({ salonId: salon.id, stationId: two.id, start: 0.5 })))).toBe('23P01');
  });

  it('refuses to deactivate or delete a station that coming appointments sit on', async () => {
    const { salon } = await laneSalon();
    const [busy, idle] = await addStations(salon.id, [{ name: 'Busy' }, { name: 'Idle' }]);
    await insert({ salonId: salon.id, stationId: busy.id, start: 0 });
    const db = await getDb();
    expect(sqlState(await errorOf(db.update(stations).set({ isActive: false }).where(eq(stations.id, busy.id))))).toBe('23514');
    expect(sqlState(await errorOf(db.delete(stations).where(eq(stations.id, busy.id))))).toBe('23503');
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, idle.id));
    await db.delete(stations).where(eq(stations.id, idle.id));
  });
});

/** Writers waiting for the lane lock of `laneKey` (pg_locks shows the two-key form as classid, objid). */
async function laneLockWaiters(laneKey: string): Promise<number> {
  const { rows } = await (await getDb()).execute<{ waiting: number }>(sql`
    SELECT count(*)::int AS waiting FROM pg_locks
    WHERE locktype = 'advisory' AND NOT granted AND classid = 7310002
      AND objid::bigint = (hashtext(${laneKey})::bigint & 4294967295)`);
  return rows[0].waiting;
}

describe.skipIf(!process.env.DATABASE_URL)('placements in one lane take turns (PostgreSQL)', () => {
  it('a write to a station waits while another transaction places on it; other stations do not wait', async () => {
    const { salon } = await laneSalon();
    const [one, two] = await addStations(salon.id, [{ name: 'One' }, { name: 'Two' }]);
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("INSERT INTO appointments (salon_id, station_id, customer_name, start_time, end_time) VALUES ($1, $2, 'Holder', $3, $4)", [
        salon.id,
        one.id,
        at(0),
        at(1),
      ]);
      const later = insert({ salonId: salon.id, stationId: one.id, start: 3 }); // same lane, no overlap
      await insert({ salonId: salon.id, stationId: two.id, start: 0 });
      await expect.poll(() => laneLockWaiters(one.id)).toBe(1);
      await holder.query('COMMIT');
      await expect(later).resolves.toMatchObject({ stationId: one.id, laneKey: one.id });
    } finally {
      await holder.end();
    }
  });
});

describe('the demo salon', () => {
  it('serves two customers at once in the chairs, each on a station that can take the service', async () => {
    const { rows } = await (await getDb()).execute<{ a: string; b: string }>(sql`
      SELECT x.station_id AS a, y.station_id AS b
      FROM appointments x JOIN appointments y
        ON x.salon_id = y.salon_id AND x.id < y.id
       AND tstzrange(x.start_time, x.end_time) && tstzrange(y.start_time, y.end_time)
      WHERE x.salon_id = ${DEMO_SALON_ID} AND x.status <> 'cancelled' AND y.status <> 'cancelled'
        AND x.end_time > now()`);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.a !== r.b)).toBe(true);
    const [{ unsuitable }] = (
      await (await getDb()).execute<{ unsuitable: number }>(sql`
        SELECT count(*)::int AS unsuitable FROM appointments
        WHERE salon_id = ${DEMO_SALON_ID} AND NOT public.station_can_serve(station_id, service_id)`)
    ).rows;
    expect(unsuitable).toBe(0);
  });
});
