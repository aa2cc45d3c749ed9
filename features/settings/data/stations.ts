import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { stations } from '@/lib/db/schema';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';

export type SalonStation = { id: string; name: string; isActive: boolean };

/** The stations of the caller's salon (or the admin's named one), oldest first, inactive ones included. */
export async function listSalonStations(caller: Caller | null, salonId?: string | null): Promise<SalonStation[]> {
  const id = scopedSalonId(caller, STAFF_ROLES, salonId);
  const db = await getDb();
  return db
    .select({ id: stations.id, name: stations.name, isActive: stations.isActive })
    .from(stations)
    .where(eq(stations.salonId, id))
    .orderBy(asc(stations.createdAt), asc(stations.id));
}
