import 'server-only';
import { and, asc, count, eq, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments, type AppointmentStatus } from '@/lib/db/schema';
import { STAFF_ROLES } from '@/lib/server/roles';
import { AccessError, assertRole, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { sqlState } from '@/lib/server/db-errors';
import { fail, ok, type ActionResult } from '@/lib/result';
import { APPOINTMENT_STATUS_MESSAGES } from '@/lib/validation/appointment';
import { selectStaffAppointments } from '@/lib/data-internal/staff-appointment-query';
import type { Segments } from '@/lib/scheduling/segments';
import { writeAs } from '@/lib/data-internal/change-actor';
import { queueAppointmentMessages } from '@/features/messages/queue';
import type { Locale } from '@/lib/i18n/locale';

/** An occurrence of a standing appointment and the later live ones of its series, in the scoped salon. */
function restOfSeries(salonId: string, appointmentId: string, seriesId: string, from: Date) {
  const live = or(eq(appointments.id, appointmentId), ne(appointments.status, 'cancelled'));
  return and(eq(appointments.salonId, salonId), eq(appointments.seriesId, seriesId), gte(appointments.startTime, from), live);
}

/** An appointment as staff screens show it (spec point 3, with service, station and staff member). */
export type StaffAppointment = {
  id: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  customerInstagram: string | null;
  /** The customer's language: what the salon's e-mails to them are written in. */
  language: Locale;
  notes: string | null;
  internalNotes: string | null;
  /** The salon's client record it is for (the client card). */
  clientId: string;
  /** Staff's technical note of this visit (the colour formula). */
  visitNote: string | null;
  /** The standing appointment it is an occurrence of, else null. */
  seriesId: string | null;
  /** The technical note of the client's latest earlier visit that has one. */
  previousVisitNote: string | null;
  /** The client's alerts ("Allergy: PPD"), shown wherever the appointment is. */
  clientAlerts: string[];
  status: AppointmentStatus;
  startTime: Date;
  endTime: Date;
  /** Where it started before its last move, else null (the time-change draft's previous time). */
  previousStartTime: Date | null;
  /** Null: the service's length. */
  customDurationMinutes: number | null;
  location: string | null;
  serviceId: string | null;
  serviceName: string | null;
  stationId: string | null;
  stationName: string | null;
  staffId: string | null;
  staffName: string | null;
  /** Its processing time and clean-up as booked (lib/scheduling/segments.ts): the schedule draws them. */
  segments: Segments;
  /** A part of a visit of several services: the visit's services in order ('Colour + Cut'), else null. */
  visitServices?: string | null;
};

/**
 * The longest range one call may read: the dashboard's widest, a month grid touching three
 * months (up to 92 days) plus the 2-week buffer each side and a clock change's hour, fits.
 */
export const MAX_RANGE_DAYS = 124;
const DAY_MS = 86_400_000;

function assertRange({ from, to }: { from: Date; to: Date }) {
  const span = to.getTime() - from.getTime();
  if (!(span > 0 && span <= MAX_RANGE_DAYS * DAY_MS)) throw new RangeError(`The range must be 1 ms to ${MAX_RANGE_DAYS} days long`);
}

/**
 * Appointments of the caller's salon (or, for admins, the named one) that overlap [from, to),
 * earliest first. One indexed range query.
 */
export async function listAppointmentsBetween(
  caller: Caller | null,
  range: { salonId?: string | null; from: Date; to: Date },
): Promise<StaffAppointment[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, range.salonId);
  assertRange(range);
  const db = await getDb();
  return selectStaffAppointments(db)
    .where(and(eq(appointments.salonId, salonId), lt(appointments.startTime, range.to), gt(appointments.endTime, range.from)))
    .orderBy(asc(appointments.startTime));
}

/** Appointments that start at one instant with one status and one service, and how many they are. */
export type AppointmentGroup = { startTime: Date; status: AppointmentStatus; serviceId: string | null; count: number };

/**
 * The scoped salon's appointments that start in [from, to), grouped by start, status and service,
 * earliest first: what the calendar's day cells and the weekly (Monday start) and monthly stats
 * read (`statuses` limits them, e.g. to confirmed and completed). A month of 5,000 appointments
 * is a few hundred groups, and no customer's details leave the database.
 */
export async function countAppointmentsByStart(
  caller: Caller | null,
  range: { salonId?: string | null; from: Date; to: Date; statuses?: readonly AppointmentStatus[] },
): Promise<AppointmentGroup[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, range.salonId);
  assertRange(range);
  const db = await getDb();
  return db
    .select({ startTime: appointments.startTime, status: appointments.status, serviceId: appointments.serviceId, count: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, salonId),
        gte(appointments.startTime, range.from),
        lt(appointments.startTime, range.to),
        range.statuses && inArray(appointments.status, [...range.statuses]),
      ),
    )
    .groupBy(appointments.startTime, appointments.status, appointments.serviceId)
    .orderBy(asc(appointments.startTime));
}

/**
 * Sets an appointment's status (spec point 4: any status may follow any other). Only an
 * appointment of the scoped salon is touched; another salon's id is NOT_FOUND. A cancellation
 * staff chose to tell the client about (`notify_client`, with an optional `reason`) queues the
 * client's message in the same transaction, when the appointment was live and has not begun. Un-cancelling
 * places it in its lane again: a station the lane trigger refuses (23514: inactive, another
 * salon's, unable to take the service, or none in a salon with stations) is STATION_UNAVAILABLE.
 * `rest_of_series` cancels an occurrence of a standing appointment with the later live ones of
 * its series (never the earlier ones), each told to the client as its own cancellation (its
 * calendar entry is removed by its own message).
 */
export async function setAppointmentStatus(
  caller: Caller | null,
  input: { salonId?: string | null; appointmentId: string; status: AppointmentStatus; notify_client?: boolean; reason?: string | null; rest_of_series?: boolean },
  now = new Date(),
): Promise<ActionResult<{ id: string; status: AppointmentStatus; cancelled?: number }>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  if (!isGuid(input.appointmentId)) throw new AccessError('NOT_FOUND');
  const mine = and(eq(appointments.id, input.appointmentId), eq(appointments.salonId, salonId));
  const cancelling = input.status === 'cancelled';
  try {
    const [row] = await writeAs({ userId }, async (tx) => {
      // The appointment as it was, read only when a cancellation may be told to the client or reach the rest of its series.
      const asked = cancelling && (input.notify_client || input.rest_of_series);
      const [before] = asked
        ? await tx.select({ status: appointments.status, startTime: appointments.startTime, seriesId: appointments.seriesId }).from(appointments).where(mine).for('update')
        : [];
      const which = input.rest_of_series && before?.seriesId ? restOfSeries(salonId, input.appointmentId, before.seriesId, before.startTime) : mine;
      const saved = await tx.update(appointments).set({ status: input.status }).where(which).returning({ id: appointments.id, status: appointments.status, startTime: appointments.startTime });
      const told = saved.filter((one) => one.id !== input.appointmentId || (before && before.status !== 'cancelled'));
      if (input.notify_client && cancelling) for (const one of told.filter((candidate) => candidate.startTime > now)) await queueAppointmentMessages(tx, one.id, 'cancelled_by_salon', now, { reason: input.reason });
      const own = saved.find((one) => one.id === input.appointmentId);
      return own ? [{ id: own.id, status: own.status, ...(which === mine ? {} : { cancelled: saved.length }) }] : [];
    });
    if (!row) throw new AccessError('NOT_FOUND');
    return ok(row);
  } catch (error) {
    if (sqlState(error) === '23514') return fail('STATION_UNAVAILABLE', APPOINTMENT_STATUS_MESSAGES.stationUnavailable);
    throw error;
  }
}
