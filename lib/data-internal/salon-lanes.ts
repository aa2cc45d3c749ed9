import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { stationServices, stations } from '@/lib/db/schema';
import type { SchedulingStation } from '@/lib/scheduling';

/**
 * A salon's stations with the services each is listed for, oldest first (the order in which
 * public booking fills them). One query; no customer data.
 */
export async function listSchedulingStations(salonId: string): Promise<SchedulingStation[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: stations.id, isActive: stations.isActive, serviceId: stationServices.serviceId })
    .from(stations)
    .leftJoin(stationServices, eq(stationServices.stationId, stations.id))
    .where(eq(stations.salonId, salonId))
    .orderBy(asc(stations.createdAt), asc(stations.id));
  const byId = new Map<string, { id: string; isActive: boolean; serviceIds: string[] }>();
  for (const row of rows) {
    const station = byId.get(row.id) ?? { id: row.id, isActive: row.isActive, serviceIds: [] };
    if (row.serviceId) station.serviceIds.push(row.serviceId);
    byId.set(row.id, station);
  }
  return [...byId.values()];
}
