import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { pricedService } from '@/lib/data-internal/services-view';
import { getDb } from '@/lib/db/client';
import { servicesWithCurrency as view } from '@/lib/db/schema';
import type { ServicePrice } from '@/lib/scheduling/calendar-stats';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';

/**
 * Every service of the caller's salon (or the admin's named one) with its currency, to price
 * appointments (spec point 7). Inactive services are included (past appointments still point
 * at them) and marked.
 */
export async function listServicePrices(caller: Caller | null, salonId?: string | null): Promise<(ServicePrice & { isActive: boolean })[]> {
  const scoped = scopedSalonId(caller, STAFF_ROLES, salonId);
  const db = await getDb();
  const rows = await db.select().from(view).where(eq(view.salonId, scoped)).orderBy(sql`${view.category} NULLS LAST`, asc(view.name));
  return rows.map((row) => {
    const { id, name, durationMinutes, price, isActive, currency } = pricedService(row);
    return { id, name, durationMinutes, price, isActive, currency };
  });
}
