import 'server-only';
import { fail, ok, type ActionResult } from '@/lib/result';
import { message } from '@/lib/i18n/message';
import { EDIT_APPOINTMENT_MESSAGES, slotTakenMessage } from '@/lib/validation/appointment-edit';
import { AVAILABLE_MESSAGE } from '@/lib/scheduling';
import { STAFF_ROLES } from '@/lib/server/roles';
import { assertRole, scopedSalonId, type Caller } from '@/lib/server/access';
import { loadSalonService } from '@/lib/data-internal/lane-placement';
import { bookVisit, visitDay, type VisitPlanPart } from '@/features/booking/data/visit-booking';
import { findBookingSalon, type BookingSalon } from '@/features/booking/data/public-services';
import type { StaffBookingInput } from '@/features/appointments/schema/staff-booking';
import type { StaffBookedAppointment } from './staff-bookings';

/**
 * A visit of several services booked by staff (the New appointment dialog, issue 34 item 2):
 * the same sweep and the same all-or-nothing insert as the public page's visit
 * (features/booking/data/visit-booking.ts), as the staff member, on the day's grid at any time
 * (no minimum notice; a time already begun too), on the chosen station or any free one. Each part
 * has its stylist, or any free one who does it. The whole visit must lie inside the opening hours
 * and each stylist's hours: no 'Book anyway' (docs/decisions.md).
 */

const VISIT_DOES_NOT_FIT = message('Errors.appointment.visitDoesNotFit');

/** A part asked for: its service and its stylist (null: any). */
type AskedPart = { service_id: string; staff_id: string | null };

/** The salon and the visit's parts, or the field error of a service that is not the salon's active one. */
async function plannedVisit(salonId: string, asked: readonly AskedPart[]): Promise<ActionResult<{ salon: BookingSalon; parts: VisitPlanPart[] }>> {
  const [salon, ...services] = await Promise.all([findBookingSalon(salonId), ...asked.map((part) => loadSalonService(salonId, part.service_id))]);
  const refused = services.findIndex((service) => !service?.isActive);
  if (refused >= 0) {
    const field = refused === 0 ? 'service_id' : 'added_services';
    return fail('VALIDATION_ERROR', EDIT_APPOINTMENT_MESSAGES.invalidService, { [field]: EDIT_APPOINTMENT_MESSAGES.invalidService });
  }
  if (!salon) return fail('NOT_FOUND', EDIT_APPOINTMENT_MESSAGES.invalidService);
  const parts = services.map((service, i) => ({
    service: { id: service!.id, name: service!.name, durationMinutes: service!.durationMinutes, ...service!.segments },
    ...(salon.stylistsEnabled && asked[i].staff_id ? { stylistId: asked[i].staff_id } : {}),
  }));
  return ok({ salon, parts });
}

const askedParts = (input: Pick<StaffBookingInput, 'service_id' | 'staff_id' | 'added_services'>): AskedPart[] => [{ service_id: input.service_id, staff_id: input.staff_id }, ...input.added_services];

/** Books the visit all-or-nothing; a time it does not fit comes back as SLOT_TAKEN with the day's free times for the whole visit. */
export async function createStaffVisit(caller: Caller | null, input: StaffBookingInput, now = new Date()): Promise<ActionResult<StaffBookedAppointment>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const planned = await plannedVisit(salonId, askedParts(input));
  if (!planned.ok) return planned;
  const { salon, parts } = planned.data;
  const booked = await bookVisit(parts, {
    salon,
    input: {
      ...{ date: input.appointment_date, time: input.appointment_time, customerName: input.customer_name, customerPhone: input.customer_phone, customerEmail: input.customer_email },
      ...{ notes: input.notes, internalNotes: input.internal_notes, customerInstagram: input.customer_instagram },
    },
    ...{ language: input.language, now, status: 'confirmed', by: { userId, preferredLane: salon.stationsEnabled ? input.station_id : null } },
  });
  if ('code' in booked) {
    if (booked.code === 'STYLIST_UNAVAILABLE') return fail('VALIDATION_ERROR', EDIT_APPOINTMENT_MESSAGES.invalidStylist, { staff_id: EDIT_APPOINTMENT_MESSAGES.invalidStylist });
    const taken = slotTakenMessage(VISIT_DOES_NOT_FIT, (booked.slots ?? []).filter((slot) => slot.available).map((slot) => slot.time));
    return fail('SLOT_TAKEN', taken, { appointment_time: taken });
  }
  return ok({ id: booked.appointmentId, startTime: booked.start, endTime: booked.end, stationId: booked.stationId, serviceName: booked.parts.map((part) => part.serviceName).join(' + ') });
}

/**
 * The New appointment dialog's free times for a visit: the day's times the whole visit fits
 * (on the chosen station, where one is chosen) that have not begun, and whether `time` is one.
 */
export async function staffVisitTimes(
  caller: Caller | null,
  input: { salonId?: string | null; date: string; time: string | null; stationId: string | null; stylistId: string | null; serviceId: string; addedServices: readonly { serviceId: string; stylistId: string | null }[] },
  now = new Date(),
) {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId ?? undefined);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const asked = [{ service_id: input.serviceId, staff_id: input.stylistId }, ...input.addedServices.map((part) => ({ service_id: part.serviceId, staff_id: part.stylistId }))];
  const planned = await plannedVisit(salonId, asked);
  if (!planned.ok) return { isAvailable: false, message: planned.message, conflictingAppointments: [], suggestions: [] };
  const { salon, parts } = planned.data;
  const day = await visitDay(salon, input.date, parts, now, { userId, preferredLane: null });
  const station = salon.stationsEnabled ? input.stationId : null;
  const free = day.slots.filter((slot) => slot.available && (!station || slot.freeLanes?.includes(station)));
  const isAvailable = free.some((slot) => slot.time === input.time);
  return {
    isAvailable,
    message: input.time ? (isAvailable ? AVAILABLE_MESSAGE : VISIT_DOES_NOT_FIT) : EDIT_APPOINTMENT_MESSAGES.timeRequired,
    conflictingAppointments: [],
    suggestions: free.filter((slot) => slot.start > now).map((slot) => slot.time),
  };
}
