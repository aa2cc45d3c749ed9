import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import type { SchedulingStation } from '@/lib/scheduling';

/**
 * A salon's stations with the services each is listed for, oldest first (the order in which
 * public booking fills them), as one json value: a column of any statement that reads `salons`
 * (the public booking's gate reads them with its salon). No customer data.
 */
export function schedulingStationsSql(): SQL<SchedulingStation[]> {
  return sql<SchedulingStation[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', st.id, 'isActive', st.is_active, 'serviceIds', array(SELECT ss.service_id FROM station_services ss WHERE ss.station_id = st.id)
    ) ORDER BY st.created_at, st.id), '[]'::json) FROM stations st WHERE st.salon_id = ${salons}.id)`;
}

/** A salon's stations (schedulingStationsSql): one query. */
export async function listSchedulingStations(salonId: string): Promise<SchedulingStation[]> {
  const db = await getDb();
  const [row] = await db.select({ stations: schedulingStationsSql() }).from(salons).where(eq(salons.id, salonId));
  return row?.stations ?? [];
}
