import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setAppointmentStatusAction, updateAppointmentAction } from '@/features/appointments/actions';
import { setAppointmentStatus } from '@/features/appointments/data/appointments';
import { appointments, stations } from '@/lib/db/schema';
import type { Caller } from '@/lib/server/access';
import { runActionAs } from '@/lib/server/authorized-action';
import { serverMessages } from '@/lib/i18n/server-messages';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { APPOINTMENT_STATUS_MESSAGES } from '@/lib/validation/appointment';
import { EDIT_APPOINTMENT_MESSAGES, appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { addStations, createTestSalon, getDb, sqlState } from '@/tests/support/db';

const english = serverMessages('en');

// The lane trigger checked that an appointment's station is its salon's only
// for live rows, so a cancelled one could point at another salon's station.

// Monday 7 December 2026 in Budapest (UTC+1): 10:00 there is 09:00Z.
const DAY = '2026-12-07';
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`);
const errorOf = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (error: unknown) => error);

/** Salon A (stations on, chairs A1 and A2) with its owner, and salon B with its own chair. */
async function twoSalons() {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true });
  const other = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true });
  const [chairA1, chairA2] = await addStations(salon.id, [{ name: 'A1' }, { name: 'A2' }]);
  const [chairB] = await addStations(other.salon.id, [{ name: 'B1' }]);
  const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
  return { salonA: salon.id, service, owner, chairA1, chairA2, chairB };
}

function values(salonId: string, stationId: string | null, status: 'cancelled' | 'confirmed' = 'cancelled', name = 'Cancelled') {
  return { salonId, stationId, status, customerName: name, customerEmail: 'guest@example.com', startTime: at('10:00'), endTime: at('11:00') };
}

async function stored(id: string) {
  const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.id, id));
  return row;
}

async function countNamed(salonId: string, customerName: string) {
  const rows = await (await getDb())
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.customerName, customerName)));
  return rows.length;
}

/** A row written before this rule (the trigger skipped, as the old one did for cancelled rows). */
async function legacyRow(salonId: string, stationId: string) {
  return (await getDb()).transaction(async (tx) => {
    // With the triggers off, the client the database would find is named here (CHECK appointments_client_set).
    const [{ id: clientId }] = (await tx.execute(sql`SELECT public.match_client(${salonId}, 'Legacy', 'guest@example.com', NULL) AS id`)).rows as { id: string }[];
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const [row] = await tx.insert(appointments).values({ ...values(salonId, stationId, 'cancelled', 'Legacy'), clientId }).returning();
    return row;
  });
}

describe("a cancelled appointment's station is its salon's", () => {
  it("refuses to insert a cancelled appointment on another salon's station (23514) and stores nothing", async () => {
    const { salonA, chairB } = await twoSalons();
    const db = await getDb();
    const error = await errorOf(db.insert(appointments).values(values(salonA, chairB.id, 'cancelled', 'Foreign insert')));
    expect(sqlState(error)).toBe('23514');
    expect(String((error as { cause?: { message?: string } }).cause?.message ?? error)).toMatch(/another salon/);
    expect(await countNamed(salonA, 'Foreign insert')).toBe(0);
  });

  it("refuses to move a cancelled appointment onto another salon's station and keeps the row as it was", async () => {
    const { salonA, chairA1, chairB } = await twoSalons();
    const db = await getDb();
    const [row] = await db.insert(appointments).values(values(salonA, chairA1.id)).returning();
    expect(sqlState(await errorOf(db.update(appointments).set({ stationId: chairB.id }).where(eq(appointments.id, row.id))))).toBe('23514');
    // Cancelling a live appointment and moving it to the other salon's station in one write.
    const [live] = await db.insert(appointments).values(values(salonA, chairA1.id, 'confirmed', 'Live')).returning();
    const cancelAndMove = db.update(appointments).set({ status: 'cancelled', stationId: chairB.id }).where(eq(appointments.id, live.id));
    expect(sqlState(await errorOf(cancelAndMove))).toBe('23514');
    expect(await stored(row.id)).toMatchObject({ stationId: chairA1.id, status: 'cancelled', laneKey: null });
    expect(await stored(live.id)).toMatchObject({ stationId: chairA1.id, status: 'confirmed', laneKey: chairA1.id });
  });

  it("keeps legitimate cancelled rows: on the salon's own (even inactive) station, or on none", async () => {
    const { salonA, chairA1, chairA2 } = await twoSalons();
    const db = await getDb();
    const [onA1] = await db.insert(appointments).values(values(salonA, chairA1.id)).returning();
    const [onNone] = await db.insert(appointments).values(values(salonA, null)).returning();
    await db.update(appointments).set({ stationId: chairA2.id, notes: 'moved' }).where(eq(appointments.id, onA1.id));
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, chairA2.id));
    await db.update(appointments).set({ notes: 'still here' }).where(eq(appointments.id, onA1.id));
    expect(await stored(onA1.id)).toMatchObject({ stationId: chairA2.id, laneKey: null, notes: 'still here' });
    expect(await stored(onNone.id)).toMatchObject({ stationId: null, laneKey: null });
    const [live] = await db.insert(appointments).values(values(salonA, chairA1.id, 'confirmed', 'To cancel')).returning();
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, live.id));
    expect(await stored(live.id)).toMatchObject({ stationId: chairA1.id, status: 'cancelled', laneKey: null });
  });

  it('staff editing a cancelled appointment onto a foreign station get a station field error, and nothing changes', async () => {
    const { salonA, service, owner, chairA1, chairB } = await twoSalons();
    const [row] = await (await getDb()).insert(appointments).values({ ...values(salonA, chairA1.id), serviceId: service.id }).returning();
    const input = appointmentEditSchema.parse({
      appointmentId: row.id,
      service_id: service.id,
      service_name: 'Cut',
      service_duration: 60,
      custom_duration: null,
      service_price: 10000,
      appointment_date: DAY,
      appointment_time: '10:00',
      status: 'cancelled',
      customer_name: 'Cancelled',
      customer_email: 'guest@example.com',
      station_id: chairB.id,
      notes: 'edited',
    });
    const result = await runActionAs(updateAppointmentAction, owner, input);
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { station_id: english(EDIT_APPOINTMENT_MESSAGES.invalidStation) } });
    expect(await stored(row.id)).toMatchObject({ stationId: chairA1.id, notes: null, status: 'cancelled' });
  });

  it('un-cancelling onto a station the trigger refuses is a clear STATION_UNAVAILABLE, not an unexpected error', async () => {
    const { salonA, owner, chairA1, chairA2, chairB } = await twoSalons();
    const db = await getDb();
    // Written before this rule: a cancelled row on another salon's station.
    const legacy = await legacyRow(salonA, chairB.id);
    const legacyResult = await runActionAs(setAppointmentStatusAction, owner, { salonId: salonA, appointmentId: legacy.id, status: 'confirmed' });
    expect(legacyResult).toEqual({ ok: false, code: 'STATION_UNAVAILABLE', message: english(APPOINTMENT_STATUS_MESSAGES.stationUnavailable) });
    expect(await stored(legacy.id)).toMatchObject({ status: 'cancelled', laneKey: null });
    // Its own station, deactivated since it was cancelled.
    const [retired] = await db.insert(appointments).values(values(salonA, chairA2.id)).returning();
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, chairA2.id));
    expect(await setAppointmentStatus(owner, { salonId: salonA, appointmentId: retired.id, status: 'completed' })).toMatchObject({ ok: false, code: 'STATION_UNAVAILABLE' });
    expect(await stored(retired.id)).toMatchObject({ status: 'cancelled', laneKey: null });
    // A usable station of its salon: un-cancelled and back in its lane.
    const [fine] = await db.insert(appointments).values(values(salonA, chairA1.id)).returning();
    expect(await setAppointmentStatus(owner, { salonId: salonA, appointmentId: fine.id, status: 'confirmed' })).toEqual({ ok: true, data: { id: fine.id, status: 'confirmed' } });
    expect(await stored(fine.id)).toMatchObject({ status: 'confirmed', laneKey: chairA1.id });
  });

  it("the migration's repair takes the foreign station off rows written before the rule, and only those", async () => {
    const { salonA, chairA1, chairB } = await twoSalons();
    const db = await getDb();
    const legacy = await legacyRow(salonA, chairB.id);
    const [own] = await db.insert(appointments).values(values(salonA, chairA1.id)).returning();
    const migration = readFileSync('supabase/migrations/20261123123211_cancelled_station_salon.sql', 'utf8');
    const repair = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(repair).toMatch(/UPDATE appointments/);
    await db.execute(sql.raw(repair));
    expect(await stored(legacy.id)).toMatchObject({ stationId: null, status: 'cancelled' });
    expect(await stored(own.id)).toMatchObject({ stationId: chairA1.id });
  });
});
