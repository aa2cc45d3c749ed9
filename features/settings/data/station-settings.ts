import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb, type Tx } from '@/lib/db/client';
import { appointments, salons, stations } from '@/lib/db/schema';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES } from '@/features/settings/schema';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { AccessError, scopedSalonId, type Caller } from '@/lib/server/access';
import { classifyDbError, sqlState } from '@/lib/server/db-errors';

// The salon's stations in Settings: add, rename, deactivate or reactivate, and the switch that
// makes them lanes (DESIGN §3). Nothing is deleted: a deactivated station keeps its past
// appointments, and the database refuses to deactivate one that still has coming ones
// (stations_guard); the checks here only turn those refusals into messages an owner can act on.
// Every write locks the salon row first: the lane trigger share-locks it, so a booking and a
// change of stations never interleave.

export type SavedStation = { id: string; name: string; isActive: boolean };

const saved = { id: stations.id, name: stations.name, isActive: stations.isActive };

async function lockSalon(tx: Tx, id: string) {
  const [salon] = await tx.select({ stationsEnabled: salons.stationsEnabled }).from(salons).where(eq(salons.id, id)).for('update');
  if (!salon) throw new AccessError('NOT_FOUND');
  return salon;
}

async function salonStations(tx: Tx, salonId: string) {
  return tx.select(saved).from(stations).where(eq(stations.salonId, salonId));
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export async function addStation(caller: Caller | null, input: { salonId?: string; name: string }): Promise<ActionResult<SavedStation, 'NAME_TAKEN' | 'TOO_MANY_STATIONS'>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockSalon(tx, id);
    const existing = await salonStations(tx, id);
    if (existing.length >= SETTINGS_LIMITS.stations) return fail('TOO_MANY_STATIONS', SETTINGS_MESSAGES.tooManyStations);
    if (existing.some((station) => sameName(station.name, input.name))) return fail('NAME_TAKEN', SETTINGS_MESSAGES.stationNameTaken, { name: SETTINGS_MESSAGES.stationNameTaken });
    const [row] = await tx.insert(stations).values({ salonId: id, name: input.name }).returning(saved);
    return ok(row);
  });
}

/** The station, if it belongs to the salon; NOT_FOUND otherwise (another salon's id looks like no id). */
async function stationOf(tx: Tx, salonId: string, stationId: string) {
  const station = (await salonStations(tx, salonId)).find((s) => s.id === stationId);
  if (!station) throw new AccessError('NOT_FOUND');
  return station;
}

export async function renameStation(caller: Caller | null, input: { salonId?: string; stationId: string; name: string }): Promise<ActionResult<SavedStation, 'NAME_TAKEN'>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockSalon(tx, id);
    await stationOf(tx, id, input.stationId);
    const others = (await salonStations(tx, id)).filter((s) => s.id !== input.stationId);
    if (others.some((station) => sameName(station.name, input.name))) return fail('NAME_TAKEN', SETTINGS_MESSAGES.stationNameTaken, { name: SETTINGS_MESSAGES.stationNameTaken });
    const [row] = await tx.update(stations).set({ name: input.name }).where(eq(stations.id, input.stationId)).returning(saved);
    return ok(row);
  });
}

/**
 * Deactivates a station (it leaves the booking page and the lanes; its past appointments keep
 * showing it) or brings it back. Refused while coming appointments sit on it, and for the last
 * active station of a salon that works with stations.
 */
export async function setStationActive(
  caller: Caller | null,
  input: { salonId?: string; stationId: string; active: boolean },
): Promise<ActionResult<SavedStation, 'STATION_BUSY' | 'LAST_STATION'>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const salon = await lockSalon(tx, id);
    const station = await stationOf(tx, id, input.stationId);
    if (!input.active && station.isActive) {
      const activeOthers = (await salonStations(tx, id)).filter((s) => s.isActive && s.id !== station.id);
      if (salon.stationsEnabled && activeOthers.length === 0) return fail('LAST_STATION', SETTINGS_MESSAGES.lastStation);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(and(eq(appointments.laneKey, station.id), ne(appointments.status, 'cancelled'), gt(appointments.endTime, sql`now()`)));
      if (count > 0) return fail('STATION_BUSY', SETTINGS_MESSAGES.stationBusy(station.name, count));
    }
    const [row] = await tx.update(stations).set({ isActive: input.active }).where(eq(stations.id, station.id)).returning(saved);
    return ok(row);
  });
}

type SwitchFailure = 'NO_ACTIVE_STATION' | 'NO_SUITABLE_STATION' | 'STATIONS_OVERLAP';

/**
 * Stations on (each active station is a lane; coming appointments are placed on one by the
 * database) or off (the salon is one lane). Refused when that would put two coming
 * appointments in one lane, or leave one without a station that can take its service.
 */
export async function setStationsEnabled(caller: Caller | null, input: { salonId?: string; enabled: boolean }): Promise<ActionResult<{ enabled: boolean }, SwitchFailure>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await lockSalon(tx, id);
      if (input.enabled && !(await salonStations(tx, id)).some((s) => s.isActive)) return fail('NO_ACTIVE_STATION', SETTINGS_MESSAGES.noActiveStation);
      await tx.update(salons).set({ stationsEnabled: input.enabled }).where(eq(salons.id, id));
      return ok({ enabled: input.enabled });
    });
  } catch (error) {
    if (classifyDbError(error) === 'overlap') return fail('STATIONS_OVERLAP', SETTINGS_MESSAGES.stationsOverlap);
    // 23514: the lane trigger found a coming appointment no active station can take.
    if (sqlState(error) === '23514') return fail('NO_SUITABLE_STATION', SETTINGS_MESSAGES.noSuitableStation);
    throw error;
  }
}
