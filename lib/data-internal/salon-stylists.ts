import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SchedulingStylist, WorkingSpan } from '@/lib/scheduling';

// `users.id` spelled out: in a select from users alone Drizzle writes the column as a bare "id",
// which inside the subquery would be stylist_hours.id.

/** A member's weekly spans as the core reads them, by weekday and start (in a select from users). */
export const stylistHoursSql = sql<WorkingSpan[]>`coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'from', h.from_time, 'to', h.to_time) ORDER BY h.weekday, h.from_time) FROM stylist_hours h WHERE h.user_id = users.id), '[]'::json)`;

/** The services a member does; none listed means every service (in a select from users). */
export const stylistServiceIdsSql = sql<string[]>`coalesce((SELECT array_agg(ss.service_id::text) FROM stylist_services ss WHERE ss.user_id = users.id), '{}'::text[])`;

/**
 * A salon's bookable members (owners and staff) with their weekly hours, days off and the
 * services they do, by name: the stylists the scheduling core offers. One query; no e-mail or
 * other personal data, so the same rows serve the public page (a stylist's name is public; the
 * public page names them by `publicId`, never by their user id).
 */
export async function listSchedulingStylists(salonId: string): Promise<(SchedulingStylist & { publicId: string })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      name: sql<string>`coalesce(${users.fullName}, 'Stylist')`,
      daysOff: users.daysOff,
      hours: stylistHoursSql,
      serviceIds: stylistServiceIdsSql,
    })
    .from(users)
    .where(and(eq(users.salonId, salonId), eq(users.bookable, true), inArray(users.role, ['owner', 'staff'])))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows;
}
