import 'server-only';
import { fail, ok, type ActionResult } from '@/lib/result';
import { effectiveDuration, zonedToInstant, NONEXISTENT_TIME_MESSAGE } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES } from '@/lib/validation/booking-rules';
import { DEFAULT_LOCATION, EDIT_APPOINTMENT_MESSAGES } from '@/lib/validation/appointment-edit';
import type { StaffBookingInput } from '@/features/appointments/schema/staff-booking';
import { STAFF_ROLES } from '@/lib/server/roles';
import { assertRole, scopedSalonId, type Caller } from '@/lib/server/access';
import { insertUnlessOverlapping, loadLaneSalon, loadSalonService, placementRefusal, refusedResource, writeOnFreeLane, type MessageCtes, type Placement } from '@/lib/data-internal/lane-placement';
import { refuseUnconfirmedOutsideHours } from '@/lib/data-internal/opening-hours-guard';
import { appointmentMessagesSql, messagesQueued, newAppointmentKeys, newAppointmentRow, readSalonForMessages } from '@/features/messages/queue';
import { getDb, type Db } from '@/lib/db/client';
import { createStaffVisit } from './staff-visits';
import type { appointments } from '@/lib/db/schema';

const MINUTE = 60_000;

/** A staff booking of one service (a series' occurrence is one too). */
type SingleStaffBooking = Omit<StaffBookingInput, 'added_services'>;

export type StaffBookedAppointment = { id: string; startTime: Date; endTime: Date; stationId: string | null; serviceName: string };

/**
 * An appointment booked by staff (a phone call, a walk-in, the Instagram import). Role and salon
 * are checked here; the service must be one of the salon's active ones; the time is the wall
 * time in the salon's zone, lasting the custom duration or the service's. A time outside the
 * opening hours needs `outside_hours_confirmed`. It must fit the lanes exactly as public booking
 * must: on the chosen station, or on a free suitable one, and the exclusion constraint has the
 * last word. A stylist (optional) must be free and, where the salon uses stylists, working then
 * unless staff confirmed the time outside hours. The new appointment is confirmed, as a public
 * booking is. With added services it is a visit (staff-visits.ts).
 */
export async function createStaffAppointment(caller: Caller | null, input: StaffBookingInput, now = new Date()): Promise<ActionResult<StaffBookedAppointment>> {
  // Several services: one visit, laid end to end and booked all-or-nothing (staff-visits.ts).
  if (input.added_services.length) return createStaffVisit(caller, input, now);
  const prepared = await prepareStaffAppointment(caller, input, now);
  if (!prepared.ok) return prepared;
  return writeOnFreeLane(prepared.data.placement, (stationId) => prepared.data.write(stationId));
}

/**
 * A staff booking checked up to its lanes: the placement to check them with, the row, and its
 * write on a lane: null when the exclusion constraint refused that lane; the field the placement
 * triggers refused. Given `db` (a series' transaction), the write runs in a savepoint of it.
 */
export type PreparedStaffBooking = {
  placement: Placement;
  values: Omit<typeof appointments.$inferInsert, 'stationId'>;
  serviceName: string;
  write: (stationId: string | null, db?: Db) => Promise<ActionResult<StaffBookedAppointment> | null>;
};

/**
 * Everything createStaffAppointment checks before the lanes: role and salon, the service, the
 * time and the opening hours. `confirmation: false` leaves the client's confirmation out (a
 * series sends one for all its occurrences); `seriesId` marks an occurrence of one.
 */
export async function prepareStaffAppointment(
  caller: Caller | null,
  input: SingleStaffBooking,
  now: Date,
  { confirmation = true, seriesId = null }: { confirmation?: boolean; seriesId?: string | null } = {},
): Promise<ActionResult<PreparedStaffBooking>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const salon = await loadLaneSalon(salonId);
  const service = await loadSalonService(salonId, input.service_id);
  if (!service) return fail('VALIDATION_ERROR', EDIT_APPOINTMENT_MESSAGES.invalidService, { service_id: EDIT_APPOINTMENT_MESSAGES.invalidService });
  if (!service.isActive) return fail('VALIDATION_ERROR', BOOKING_ERROR_MESSAGES.SERVICE_UNAVAILABLE, { service_id: BOOKING_ERROR_MESSAGES.SERVICE_UNAVAILABLE });

  const durationMinutes = input.custom_duration ?? effectiveDuration(service.durationMinutes);
  const start = zonedToInstant(input.appointment_date, input.appointment_time, salon.timezone);
  if (!start) return fail('INVALID_TIME', NONEXISTENT_TIME_MESSAGE, { appointment_time: NONEXISTENT_TIME_MESSAGE });
  const end = new Date(start.getTime() + durationMinutes * MINUTE);
  const booking = { date: input.appointment_date, time: input.appointment_time, durationMinutes, confirmed: input.outside_hours_confirmed };
  const outsideHours = await refuseUnconfirmedOutsideHours(salonId, booking);
  if (outsideHours) return outsideHours;

  const query = { date: input.appointment_date, time: input.appointment_time, durationMinutes, segments: service.segments, excludeAppointmentId: null, stationId: input.station_id, stylistId: input.staff_id };
  const placement = { salon, query, serviceId: service.id, end, now, preferredStationId: input.station_id, outsideHoursConfirmed: input.outside_hours_confirmed };
  // The customer's confirmation (with the manage link) commits with the booking; the salon needs no notice of its own booking.
  const keys = newAppointmentKeys();
  // A time already begun (a walk-in, a visit recorded afterwards) gets no confirmation: there is nothing to look forward to.
  const forMessages = confirmation && input.customer_email && start > now ? await readSalonForMessages(await getDb(), salonId, input.staff_id) : null;
  const withMessages =
    forMessages &&
    appointmentMessagesSql(newAppointmentRow({
      ...{ ...keys, salonId, timezone: salon.timezone, salon: forMessages.contact, stylistsEnabled: forMessages.stylistsEnabled, serviceName: service.name },
      ...{ customerName: input.customer_name, customerEmail: input.customer_email, customerPhone: input.customer_phone, start, end },
      ...{ staffId: input.staff_id, stylistName: forMessages.stylistName, language: input.language },
    }), 'booked_by_staff');
  const values = {
    ...keys,
    salonId,
    serviceId: service.id,
    staffId: input.staff_id,
    customerName: input.customer_name,
    customerPhone: input.customer_phone,
    customerEmail: input.customer_email,
    customerInstagram: input.customer_instagram,
    notes: input.notes,
    internalNotes: input.internal_notes,
    customDurationMinutes: input.custom_duration,
    location: DEFAULT_LOCATION,
    startTime: start,
    endTime: end,
    status: 'confirmed' as const,
    language: input.language,
    seriesId,
  };
  const write = (stationId: string | null, db?: Db) => writeStaffAppointment({ values, actor: { userId }, serviceName: service.name, outsideHoursConfirmed: input.outside_hours_confirmed, withMessages: withMessages || null }, stationId, db);
  return ok({ placement, values, serviceName: service.name, write });
}

type StaffWrite = { values: PreparedStaffBooking['values']; actor: { userId: string }; serviceName: string; outsideHoursConfirmed: boolean; withMessages: MessageCtes | null };

async function writeStaffAppointment(prepared: StaffWrite, stationId: string | null, db?: Db): Promise<ActionResult<StaffBookedAppointment> | null> {
  const { values, actor, outsideHoursConfirmed, withMessages, serviceName } = prepared;
  const row = await insertUnlessOverlapping({ ...values, stationId }, actor, { outsideHoursConfirmed, withMessages, db }).catch((error: unknown) => {
    const refused = refusedResource(error);
    if (refused) return refused;
    throw error;
  });
  if (typeof row === 'string') return placementRefusal(row);
  if (row && withMessages) messagesQueued();
  return row && ok({ id: row.id, startTime: row.startTime, endTime: row.endTime, stationId: row.stationId, serviceName });
}
