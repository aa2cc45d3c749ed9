import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { salons, services, users } from '@/lib/db/schema';
import { stylistHoursSql, stylistServiceIdsSql } from '@/lib/data-internal/salon-stylists';
import { todayInZone, type WorkingSpan } from '@/lib/scheduling';
import { assertRole, type Caller } from '@/lib/server/access';
import { STAFF_ROLES } from '@/lib/server/roles';

/** What the owner set for the caller on the Staff screen; read-only here. */
export type OwnSchedule = {
  hours: WorkingSpan[];
  /** Today's and later days off ('yyyy-MM-dd'). */
  daysOff: string[];
  /** The services they do by name, or null for every service. */
  services: string[] | null;
};

/** The caller's own hours, days off and services when they take appointments; null otherwise (a receptionist, an admin). */
export async function getMySchedule(caller: Caller | null): Promise<OwnSchedule | null> {
  const { userId } = assertRole(caller, STAFF_ROLES);
  const db = await getDb();
  const [me] = await db
    .select({ bookable: users.bookable, hours: stylistHoursSql, daysOff: users.daysOff, serviceIds: stylistServiceIdsSql, timezone: salons.timezone })
    .from(users)
    .innerJoin(salons, eq(salons.id, users.salonId))
    .where(and(eq(users.id, userId), inArray(users.role, ['owner', 'staff'])));
  if (!me?.bookable) return null;
  const today = todayInZone(new Date(), me.timezone);
  const named = me.serviceIds.length
    ? await db.select({ name: services.name }).from(services).where(inArray(services.id, me.serviceIds)).orderBy(asc(sql`lower(${services.name})`))
    : null;
  return { hours: me.hours, daysOff: me.daysOff.filter((day) => day >= today).sort(), services: named && named.map((s) => s.name) };
}
