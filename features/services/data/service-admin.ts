import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { pricedService, serviceView } from '@/lib/data-internal/services-view';
import { getDb, type Tx } from '@/lib/db/client';
import { services, servicesWithCurrency as view, stationServices, stations } from '@/lib/db/schema';
import { SERVICE_MESSAGES, type ServiceCreateData, type ServiceFormData, type ServiceUpdateData } from '@/features/services/schema';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { AccessError, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { classifyDbError } from '@/lib/server/db-errors';

// The owner's services area: the list and its writes, on the caller's salon
// (owners) or the named one (admins). Deleted services (deleted_at set) are gone from here.


/** A row of the services list and everything its Edit dialog fills in. */
export type OwnerService = {
  id: string;
  name: string;
  category: string | null;
  durationMinutes: number;
  price: number | null;
  currencyCode: string;
  priceLabel: string;
  tooltip: string | null;
  isActive: boolean;
  stationIds: string[];
  /** Segments (lib/scheduling/segments.ts): 0 / null for one block of hands-on time. */
  processingStartMinutes: number | null;
  processingMinutes: number;
  bufferMinutes: number;
};

/** The salon's services (active or not, not deleted), by category then name, with their currency and stations. */
export async function listOwnerServices(caller: Caller | null, salonId?: string | null): Promise<OwnerService[]> {
  const scoped = scopedSalonId(caller, MANAGER_ROLES, salonId);
  const db = await getDb();
  const rows = await db
    .select({
      service: serviceView,
      stationIds: sql<string[] | null>`(SELECT array_agg(ss.station_id::text ORDER BY ss.station_id) FROM ${stationServices} ss WHERE ss.service_id = ${view.id})`,
    })
    .from(view)
    .innerJoin(services, eq(services.id, view.id))
    .where(and(eq(view.salonId, scoped), isNull(services.deletedAt)))
    .orderBy(sql`${view.category} NULLS LAST`, asc(view.name), asc(view.id));
  return rows.map(({ service, stationIds }) => {
    const { id, name, category, durationMinutes, price, priceLabel, tooltip, isActive } = pricedService(service);
    const { processingStartMinutes, processingMinutes, bufferMinutes } = service;
    return {
      ...{ id, name, category, durationMinutes, price, currencyCode: service.currencyCode, priceLabel, tooltip, isActive, stationIds: stationIds ?? [] },
      ...{ processingStartMinutes, processingMinutes, bufferMinutes },
    };
  });
}

export type SavedService = { id: string; name: string };
export type ServiceWriteResult = ActionResult<SavedService, 'UNKNOWN_CURRENCY' | 'UNKNOWN_STATION'>;

function columnsOf(data: ServiceFormData) {
  return {
    name: data.name,
    category: data.category,
    durationMinutes: data.duration_minutes,
    price: data.price,
    currencyCode: data.currency_code,
    tooltip: data.tooltip,
    isActive: data.is_active,
    processingStartMinutes: data.processing_minutes ? data.processing_start_minutes : null,
    processingMinutes: data.processing_minutes,
    bufferMinutes: data.buffer_minutes,
  };
}

const unknownStation = () => fail('UNKNOWN_STATION', SERVICE_MESSAGES.unknownStation, { station_ids: SERVICE_MESSAGES.unknownStation });

/** Replaces the service's station limits; every station must be the salon's own. False when one is not. */
async function setStationLimits(tx: Tx, salonId: string, serviceId: string, stationIds: readonly string[]): Promise<boolean> {
  if (stationIds.length) {
    const owned = await tx
      .select({ id: stations.id })
      .from(stations)
      .where(and(eq(stations.salonId, salonId), inArray(stations.id, [...stationIds])));
    if (owned.length !== stationIds.length) return false;
  }
  await tx.delete(stationServices).where(eq(stationServices.serviceId, serviceId));
  if (stationIds.length) await tx.insert(stationServices).values(stationIds.map((stationId) => ({ stationId, serviceId })));
  return true;
}

/** Runs a write; an unknown currency (the foreign key) becomes a field error. */
async function saving(write: () => Promise<ServiceWriteResult>): Promise<ServiceWriteResult> {
  try {
    return await write();
  } catch (error) {
    if (classifyDbError(error) !== 'foreign-key') throw error;
    return fail('UNKNOWN_CURRENCY', SERVICE_MESSAGES.unknownCurrency, { currency_code: SERVICE_MESSAGES.unknownCurrency });
  }
}

/** Rolls the transaction back with a result instead of an error. */
class Refused extends Error {
  constructor(readonly result: ServiceWriteResult) {
    super(result.ok ? 'refused' : result.message);
  }
}

async function inTransaction(run: (tx: Tx) => Promise<ServiceWriteResult>): Promise<ServiceWriteResult> {
  const db = await getDb();
  return saving(() =>
    db.transaction(run).catch((error: unknown) => {
      if (error instanceof Refused) return error.result;
      throw error;
    }),
  );
}

export async function createService(caller: Caller | null, data: ServiceCreateData): Promise<ServiceWriteResult> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, data.salonId);
  return inTransaction(async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({ ...columnsOf(data), salonId })
      .returning({ id: services.id, name: services.name });
    if (!(await setStationLimits(tx, salonId, row.id, data.station_ids))) throw new Refused(unknownStation());
    return ok(row);
  });
}

/** Saves the Edit dialog. A deleted service, or another salon's, is NOT_FOUND. */
export async function updateService(caller: Caller | null, data: ServiceUpdateData): Promise<ServiceWriteResult> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, data.salonId);
  if (!isGuid(data.id)) throw new AccessError('NOT_FOUND');
  return inTransaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set(columnsOf(data))
      .where(and(eq(services.id, data.id), eq(services.salonId, salonId), isNull(services.deletedAt)))
      .returning({ id: services.id, name: services.name });
    if (!row) throw new AccessError('NOT_FOUND');
    if (!(await setStationLimits(tx, salonId, row.id, data.station_ids))) throw new Refused(unknownStation());
    return ok(row);
  });
}

/** Deactivates (hidden from the booking page, kept in the list) or reactivates a service. */
export async function setServiceActive(caller: Caller | null, input: { salonId?: string; id: string; is_active: boolean }): Promise<ActionResult<SavedService>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  if (!isGuid(input.id)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db
    .update(services)
    .set({ isActive: input.is_active })
    .where(and(eq(services.id, input.id), eq(services.salonId, salonId), isNull(services.deletedAt)))
    .returning({ id: services.id, name: services.name });
  if (!row) throw new AccessError('NOT_FOUND');
  return ok(row);
}

/**
 * Deletes a service. One that appointments point at is only marked deleted (and inactive),
 * so that they keep its name and price; one without is removed. The service row is locked
 * first: a booking of it either finished before (and is seen) or waits and then fails.
 */
export async function deleteService(caller: Caller | null, input: { salonId?: string; id: string }): Promise<ActionResult<{ kept: boolean }>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  if (!isGuid(input.id)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, input.id), eq(services.salonId, salonId), isNull(services.deletedAt)))
      .for('update');
    if (!service) throw new AccessError('NOT_FOUND');
    // A statement of its own, after the lock: it sees a booking that committed meanwhile.
    const { rows } = await tx.execute<{ kept: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM appointments WHERE service_id = ${input.id}) AS kept`);
    const kept = Boolean(rows[0]?.kept);
    if (kept) await tx.update(services).set({ deletedAt: sql`now()`, isActive: false }).where(eq(services.id, input.id));
    else await tx.delete(services).where(eq(services.id, input.id));
    return ok({ kept });
  });
}
