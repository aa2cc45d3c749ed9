import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SchedulingStylist, WorkingSpan } from '@/lib/scheduling';

/**
 * A salon's bookable members (owners and staff) with their weekly hours, days off and the
 * services they do, by name: the stylists the scheduling core offers. One query; no e-mail or
 * other personal data, so the same rows serve the public page (a stylist's name is public).
 * The subqueries name `users.id` in full: Drizzle writes a column of a one-table select without
 * its table, and a bare "id" inside them would be stylist_hours' own id.
 */
export async function listSchedulingStylists(salonId: string): Promise<SchedulingStylist[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${users.fullName}, 'Stylist')`,
      daysOff: users.daysOff,
      hours: sql<WorkingSpan[]>`coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'from', h.from_time, 'to', h.to_time) ORDER BY h.weekday, h.from_time) FROM stylist_hours h WHERE h.user_id = users.id), '[]'::json)`,
      serviceIds: sql<string[]>`coalesce((SELECT array_agg(ss.service_id::text) FROM stylist_services ss WHERE ss.user_id = users.id), '{}'::text[])`,
    })
    .from(users)
    .where(and(eq(users.salonId, salonId), eq(users.bookable, true), inArray(users.role, ['owner', 'staff'])))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows;
}
