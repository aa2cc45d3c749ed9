import 'server-only';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { appointments, services } from '@/lib/db/schema';
import { formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling';
import type { MisfitReason } from '@/lib/scheduling/stylist-fit';


/** Why an appointment is listed: it no longer fits its stylist, or its stylist was removed. The Staff screen words it. */
export type MoveReason = MisfitReason | 'noStylist';

/** A member's coming appointment that the owner should move, as the Staff screen lists it. */
export type AppointmentToMove = { id: string; date: string; time: string; customerName: string; serviceName: string | null; reason: MoveReason };

/** The first LISTED of them (earliest first) and how many there are in all. */
export type AppointmentsToMove = { appointments: AppointmentToMove[]; total: number };

const LISTED = 50;

export type ComingAppointment = { id: string; serviceId: string | null; serviceName: string | null; customerName: string; startTime: Date; endTime: Date };

/** The member's appointments still to come (not cancelled), earliest first. */
export async function comingAppointmentsOf(db: Db | Tx, userId: string): Promise<ComingAppointment[]> {
  return db
    .select({
      id: appointments.id,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      customerName: appointments.customerName,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.staffId, userId), ne(appointments.status, 'cancelled'), gt(appointments.endTime, new Date())))
    .orderBy(asc(appointments.startTime));
}

/** The appointments `reasonOf` finds a reason to move, worded in the salon's zone. */
export function appointmentsToMove(coming: ComingAppointment[], timeZone: string, reasonOf: (appointment: ComingAppointment) => MoveReason | null): AppointmentsToMove {
  const listed = coming.flatMap((appointment) => {
    const reason = reasonOf(appointment);
    if (reason === null) return [];
    const { id, customerName, serviceName, startTime, endTime } = appointment;
    return [{ id, customerName, serviceName, reason, date: instantToZonedParts(startTime, timeZone).date, time: formatTimeRange(startTime, endTime, timeZone) }];
  });
  return { appointments: listed.slice(0, LISTED), total: listed.length };
}
