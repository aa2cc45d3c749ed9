import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { appointments, services, type AppointmentStatus } from '@/lib/db/schema';
import { detectChanges, type ChangeSnapshot, type ChangeType } from '@/features/messages/drafts/change-detection';
import { wallTimeOf } from '@/lib/scheduling/zoned-time';
import { UNKNOWN_SERVICE } from '@/lib/format/money';
import { conflictReason, effectiveDuration, outsideOpeningHours, zonedToInstant, NONEXISTENT_TIME_MESSAGE, type NamedAppointment } from '@/lib/scheduling';
import { EDIT_APPOINTMENT_MESSAGES, type AppointmentEdit, type AvailabilityCheckInput } from '@/lib/validation/appointment-edit';
import { STAFF_ROLES } from '@/lib/server/roles';
import { AccessError, assertRole, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { classifyDbError, retryOnContention } from '@/lib/server/db-errors';
import { writeAs, type ChangeActor } from '@/lib/data-internal/change-actor';
import { appointmentCustomerColumns, type AppointmentCustomer } from '@/lib/data-internal/appointment-customer-columns';
import { loadLaneDay } from '@/lib/data-internal/lane-day';
import { checkOnLanes, loadLaneSalon, loadSalonService, placementRefusal, refusedResource, writeOnFreeLane } from '@/lib/data-internal/lane-placement';
import { readOpeningHours, refuseUnconfirmedOutsideHours } from '@/lib/data-internal/opening-hours-guard';
import { staffVisitTimes } from './staff-visits';
import { queueAppointmentMessages, type ClientNotice } from '@/features/messages/queue';

const MINUTE = 60_000;

/** An appointment as the edit dialog shows it after a save. */
export type EditedAppointment = {
  id: string;
  serviceId: string | null;
  /** Without a service: the message 'Unknown Service' (UNKNOWN_SERVICE.name). */
  serviceName: string;
  /** Minutes it takes: the custom duration, else the service's. */
  durationMinutes: number;
  customDurationMinutes: number | null;
  startTime: Date;
  endTime: Date;
  status: AppointmentStatus;
  location: string | null;
  stationId: string | null;
  staffId: string | null;
} & AppointmentCustomer;

export type AppointmentEditResult = ActionResult<{ appointment: EditedAppointment; changes: ChangeType[] }>;

/** The appointment with its service, only when it is the salon's; NOT_FOUND otherwise. */
async function loadAppointment(salonId: string, appointmentId: unknown) {
  if (!isGuid(appointmentId)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db
    .select({
      id: appointments.id,
      serviceId: appointments.serviceId,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      customDurationMinutes: appointments.customDurationMinutes,
      stationId: appointments.stationId,
      staffId: appointments.staffId,
      serviceName: services.name,
      serviceDuration: services.durationMinutes,
      servicePrice: services.price,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.salonId, salonId)));
  if (!row) throw new AccessError('NOT_FOUND');
  return row;
}

/**
 * Saves the Edit Appointment form (spec point 2; the spec's original only pretended). Role and
 * salon are checked here; the appointment must be the salon's (NOT_FOUND otherwise). The new
 * start is the wall time in the salon's zone (a time inside a clock change's gap is refused),
 * its length the custom duration or the service's. A move outside the opening hours needs
 * `outside_hours_confirmed` (an appointment already there keeps its time without asking again).
 * Unless it is cancelled, it must fit the lanes
 * as a new booking would, ignoring itself: on the chosen station, or on a free suitable one
 * (its current station first). A stylist (null for none) must be free, and working then unless
 * staff confirm it outside hours; their hours are not asked again for an edit that keeps the
 * time, the stylist and the service. One UPDATE per lane tried; the database's exclusion
 * constraint has the last word, and a lost race changes nothing and says which times are free.
 * `now` decides which suggested times have already started.
 */
export async function updateAppointment(caller: Caller | null, input: AppointmentEdit, now = new Date()): Promise<AppointmentEditResult> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const current = await loadAppointment(salonId, input.appointmentId);
  const salon = await loadLaneSalon(salonId);

  const serviceId = input.service_id ?? current.serviceId;
  const service = serviceId ? await loadSalonService(salonId, serviceId) : null;
  if (serviceId && !service) {
    return fail('VALIDATION_ERROR', EDIT_APPOINTMENT_MESSAGES.invalidService, { service_id: EDIT_APPOINTMENT_MESSAGES.invalidService });
  }
  const durationMinutes = input.custom_duration ?? effectiveDuration(service?.durationMinutes);
  const start = zonedToInstant(input.appointment_date, input.appointment_time, salon.timezone);
  if (!start) return fail('INVALID_TIME', NONEXISTENT_TIME_MESSAGE, { appointment_time: NONEXISTENT_TIME_MESSAGE });
  const end = new Date(start.getTime() + durationMinutes * MINUTE);
  const moved = start.getTime() !== current.startTime.getTime() || end.getTime() !== current.endTime.getTime();
  if (moved && input.status !== 'cancelled') {
    const booking = { date: input.appointment_date, time: input.appointment_time, durationMinutes, confirmed: input.outside_hours_confirmed };
    const outsideHours = await refuseUnconfirmedOutsideHours(salonId, booking);
    if (outsideHours) return outsideHours;
  }

  const query = { date: input.appointment_date, time: input.appointment_time, durationMinutes, segments: service?.segments, excludeAppointmentId: current.id, stationId: input.station_id, stylistId: input.staff_id };
  const placesStylist = moved || current.status === 'cancelled' || input.staff_id !== current.staffId || serviceId !== current.serviceId;
  const placement = {
    ...{ salon, query, serviceId, end, now, preferredStationId: input.station_id ?? current.stationId },
    ...{ skipCheck: input.status === 'cancelled', outsideHoursConfirmed: input.outside_hours_confirmed, placesStylist },
  };
  const notice = input.notify_client ? clientNoticeOf(current, { start, staffId: input.staff_id, status: input.status }, now) : null;
  return writeOnFreeLane(placement, async (stationId) => {
    const saved = await saveUnlessOverlapping(current.id, salonId, { actor: { userId }, outsideHoursConfirmed: input.outside_hours_confirmed, notice }, {
      serviceId,
      staffId: input.staff_id,
      startTime: start,
      endTime: end,
      customDurationMinutes: input.custom_duration,
      stationId,
      status: input.status,
      location: input.location,
      customerName: input.customer_name,
      customerEmail: input.customer_email,
      customerPhone: input.customer_phone,
      customerInstagram: input.customer_instagram,
      clientId: rematchedClient(input),
      notes: input.notes,
      internalNotes: input.internal_notes,
      updatedAt: new Date(),
    });
    if (typeof saved === 'string') return placementRefusal(saved);
    if (!saved) return null;
    const appointment = { ...saved, serviceName: service?.name ?? UNKNOWN_SERVICE.name, durationMinutes };
    return ok({ appointment, changes: detectChanges(snapshotOf(current, salon.timezone, input), input) });
  });
}

/**
 * What the client is told of a staff change they asked to notify about (issue 38): a cancellation,
 * or a move or a new stylist of a live appointment; nothing for one that is over or already
 * started, nor for a change of anything else (the draft e-mails cover prices and services).
 */
function clientNoticeOf(
  current: { startTime: Date; staffId: string | null; status: AppointmentStatus },
  next: { start: Date; staffId: string | null; status: AppointmentStatus },
  now: Date,
): ClientNotice | null {
  if (next.status === 'cancelled') return current.status !== 'cancelled' && current.startTime > now ? { event: 'cancelled_by_salon', context: {} } : null;
  const live = next.status === 'confirmed' || next.status === 'pending';
  const moved = next.start.getTime() !== current.startTime.getTime();
  if (!live || next.start <= now || (!moved && next.staffId === current.staffId)) return null;
  return { event: 'moved_by_salon', context: { previousStart: moved ? current.startTime : null } };
}

/**
 * The stored appointment as the edit form showed it before the edit. Without a service the form
 * showed 'Unknown Service' in the member's words: kept without a service, the name is unchanged.
 */
function snapshotOf(current: Awaited<ReturnType<typeof loadAppointment>>, timeZone: string, edit: AppointmentEdit): ChangeSnapshot {
  const { date, time } = wallTimeOf(current.startTime, timeZone);
  const keptWithoutService = current.serviceId === null && edit.service_id === null;
  return {
    appointment_date: date,
    appointment_time: time,
    service_name: current.serviceName ?? (keptWithoutService ? edit.service_name : UNKNOWN_SERVICE.name),
    service_duration: effectiveDuration(current.serviceDuration),
    custom_duration: current.customDurationMinutes,
    service_price: current.servicePrice,
    status: current.status,
  };
}

/**
 * The edited appointment's client: kept while the customer's name, e-mail and phone stay as
 * stored, else null, which the database's appointments_match_client trigger fills with the client
 * the new details match, in the same statement (docs/decisions.md "Clients: matched by e-mail,
 * else phone and name"). The old client keeps its other appointments and its own details.
 */
function rematchedClient(input: Pick<AppointmentEdit, 'customer_name' | 'customer_email' | 'customer_phone'>) {
  const stored = sql`(${appointments.customerName}, ${appointments.customerEmail}, ${appointments.customerPhone})`;
  const edited = sql`(${input.customer_name}::text, ${input.customer_email}::text, ${input.customer_phone}::text)`;
  return sql`case when ${stored} is not distinct from ${edited} then ${appointments.clientId} end`;
}

type Update = PgUpdateSetSource<typeof appointments>;

/**
 * The saved row, with the client's message (`notice`) in the same transaction; null when the
 * no-overlap constraint refused it (23P01); the field the database's triggers refused (refusedResource).
 */
async function saveUnlessOverlapping(
  id: string,
  salonId: string,
  { actor, outsideHoursConfirmed, notice }: { actor: ChangeActor; outsideHoursConfirmed: boolean; notice: ClientNotice | null },
  values: Update,
) {
  try {
    const [row] = await retryOnContention(() =>
      writeAs(
        actor,
        async (tx) => {
          const saved = await tx
            .update(appointments)
            .set(values)
            .where(and(eq(appointments.id, id), eq(appointments.salonId, salonId)))
            .returning({
              id: appointments.id,
              serviceId: appointments.serviceId,
              customDurationMinutes: appointments.customDurationMinutes,
              startTime: appointments.startTime,
              endTime: appointments.endTime,
              status: appointments.status,
              location: appointments.location,
              stationId: appointments.stationId,
              staffId: appointments.staffId,
              ...appointmentCustomerColumns,
            });
          if (saved[0] && notice) await queueAppointmentMessages(tx, id, notice.event, new Date(), notice.context);
          return saved;
        },
        { outsideHoursConfirmed },
      ),
    );
    if (!row) throw new AccessError('NOT_FOUND');
    return row;
  } catch (error) {
    if (classifyDbError(error) === 'overlap') return null;
    const refused = refusedResource(error);
    if (refused) return refused;
    throw error;
  }
}

/** An appointment in the way of a proposed time, as staff see it. */
export type ConflictView = { id: string; customerName: string; startTime: Date; endTime: Date; reason: string };

/** Spec point 3 "Availability result" plus point 7's slot suggestion for the same inputs. */
export type StaffAvailability = {
  isAvailable: boolean;
  conflictingAppointments: ConflictView[];
  message: string;
  /** The free reschedule candidates of the day (spec point 9: 09:00 to 17:30 every half hour). */
  suggestions: string[];
};

/**
 * Spec point 7 "Availability check" and "Slot suggestion" for staff screens (the Email Tools
 * wizard, the edit dialog): the same lane-aware core and day query as the save. Without a
 * duration, the excluded appointment keeps its length (else the default 60 minutes); without a
 * service, the excluded appointment's service decides which stations are suitable.
 */
export async function checkAppointmentAvailability(
  caller: Caller | null,
  input: Omit<AvailabilityCheckInput, 'stylistId' | 'addedServices'> & { stylistId?: string | null; salonId?: string | null; addedServices?: AvailabilityCheckInput['addedServices'] },
  now = new Date(),
): Promise<StaffAvailability> {
  // A visit of several services (New appointment): the times the whole visit fits (staff-visits.ts).
  if (input.serviceId && input.addedServices?.length) return staffVisitTimes(caller, { ...input, serviceId: input.serviceId, addedServices: input.addedServices, stylistId: input.stylistId ?? null }, now);
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const salon = await loadLaneSalon(salonId);
  const excluded = input.excludeAppointmentId ? await loadAppointment(salonId, input.excludeAppointmentId) : null;
  const serviceId = input.serviceId ?? excluded?.serviceId ?? null;
  const ownLength = excluded ? (excluded.endTime.getTime() - excluded.startTime.getTime()) / MINUTE : null;
  const durationMinutes = input.durationMinutes ?? ownLength ?? effectiveDuration(null);
  const start = input.time ? zonedToInstant(input.date, input.time, salon.timezone) : null;
  const until = start ? new Date(start.getTime() + durationMinutes * MINUTE) : undefined;
  const [day, hours, service] = await Promise.all([
    loadLaneDay(salon, input.date, until, Boolean(input.stylistId) && salon.stylistsEnabled),
    readOpeningHours(salonId),
    serviceId ? loadSalonService(salonId, serviceId) : null,
  ]);
  // Without a time only the day's free times are asked: the check of a time is left out.
  const query = { date: input.date, time: input.time ?? '', durationMinutes, segments: service?.segments, excludeAppointmentId: excluded?.id ?? null, stationId: input.stationId, stylistId: input.stylistId };
  const { result, suggestions } = checkOnLanes(salon, query, serviceId, day);
  return {
    isAvailable: input.time ? result.isAvailable : false,
    message: input.time ? result.message : EDIT_APPOINTMENT_MESSAGES.timeRequired,
    conflictingAppointments: input.time ? result.conflictingAppointments.map((appointment) => conflictView(appointment, salon.timezone)) : [],
    // Only times inside the opening hours are offered (issue 38): one past closing would ask "Save anyway?".
    suggestions: suggestions(now).filter((time) => !outsideOpeningHours({ date: input.date, time, durationMinutes, ...hours })),
  };
}

function conflictView(appointment: NamedAppointment, timeZone: string): ConflictView {
  const startTime = new Date(appointment.start_time);
  const endTime = new Date(appointment.end_time);
  const reason = conflictReason({ start: startTime.getTime(), end: endTime.getTime(), appointment }, timeZone);
  return { id: appointment.id, customerName: appointment.customer_name, startTime, endTime, reason };
}
