import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments, stations, users } from '@/lib/db/schema';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';

/** The longest period Analytics reads: twelve months and a clock change. */
export const MAX_ANALYTICS_DAYS = 367;
const DAY_MS = 86_400_000;

export type AnalyticsRow = { startTime: Date; endTime: Date; status: AppointmentStatus; serviceId: string | null; stationName: string | null; staffId: string | null; staffName: string | null };

/**
 * Every appointment (any status) of the scoped salon that starts in [from, to), for the
 * Analytics area (owners and admins). One range query on (salon_id, start_time).
 */
export async function listAnalyticsAppointments(caller: Caller | null, range: { salonId?: string | null; from: Date; to: Date }): Promise<AnalyticsRow[]> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, range.salonId);
  const span = range.to.getTime() - range.from.getTime();
  if (!(span > 0 && span <= MAX_ANALYTICS_DAYS * DAY_MS)) throw new RangeError(`The range must be 1 ms to ${MAX_ANALYTICS_DAYS} days long`);
  const db = await getDb();
  return db
    .select({
      ...{ startTime: appointments.startTime, endTime: appointments.endTime, status: appointments.status, serviceId: appointments.serviceId },
      ...{ stationName: stations.name, staffId: appointments.staffId, staffName: users.fullName },
    })
    .from(appointments)
    .leftJoin(stations, eq(stations.id, appointments.stationId))
    .leftJoin(users, eq(users.id, appointments.staffId))
    .where(and(eq(appointments.salonId, salonId), gte(appointments.startTime, range.from), lt(appointments.startTime, range.to)))
    .orderBy(asc(appointments.startTime));
}
