// The New appointment dialog (a phone booking, a walk-in), shared by the dialog and the server
// action. Pure. Fields and messages are the edit form's; the customer's name may be left empty
// (a walk-in who did not say it), the e-mail is optional, the duration defaults to the service's.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';
import { EDIT_APPOINTMENT_MESSAGES, EDIT_LIMITS, appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { guid, optionalEmail, optionalText } from '@/lib/validation/fields';
import { MAX_VISIT_SERVICES } from '@/lib/validation/booking-request';
import { formatTimeOfDay, parseTimeOfDay } from '@/lib/scheduling/time-of-day';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';

/** Stored as the customer's name when staff leave it empty. */
export const WALK_IN_NAME = 'Walk-in';

/** A walk-in starts now, rounded down to this many minutes (09:47 → 09:45). */
export const WALK_IN_ROUNDING_MINUTES = 5;

/** A service added to a staff booking's visit, with its stylist (none: any stylist). */
const addedService = appointmentEditSchema.pick({ staff_id: true }).extend({ service_id: guid(EDIT_APPOINTMENT_MESSAGES.invalidService) });

export const staffBookingSchema = appointmentEditSchema
  .pick({
    salonId: true,
    station_id: true,
    staff_id: true,
    custom_duration: true,
    appointment_date: true,
    appointment_time: true,
    customer_phone: true,
    customer_instagram: true,
    notes: true,
    internal_notes: true,
    outside_hours_confirmed: true,
  })
  .extend({
    service_id: guid(EDIT_APPOINTMENT_MESSAGES.invalidService),
    customer_name: optionalText('customerName', EDIT_LIMITS.customerName).transform((name) => name ?? WALK_IN_NAME),
    customer_email: optionalEmail('emailAddress', EDIT_LIMITS.customerEmail, EDIT_APPOINTMENT_MESSAGES.customerEmailInvalid),
    /** The customer's language: their confirmation and reminder use it. */
    language: z.enum(LOCALES, { error: message('FormErrors.appointment.languageInvalid') }).default('en'),
    /**
     * Services after the first, in the order chosen, each with its stylist (none: any stylist):
     * one visit laid end to end (issue 34). With any, the custom duration is not used.
     */
    added_services: z.array(addedService).max(MAX_VISIT_SERVICES - 1, EDIT_APPOINTMENT_MESSAGES.tooManyServices).default([]),
  });

export type StaffBookingValues = z.input<typeof staffBookingSchema>;
export type StaffBookingInput = z.output<typeof staffBookingSchema>;

/** Where a walk-in starts: now in the salon's zone, rounded down to WALK_IN_ROUNDING_MINUTES (they are already here). */
export function walkInStart(now: Date, timeZone: string): { date: string; time: string } {
  const { date, time } = instantToZonedParts(now, timeZone);
  const minutes = parseTimeOfDay(time) ?? 0;
  return { date, time: formatTimeOfDay(minutes - (minutes % WALK_IN_ROUNDING_MINUTES)) };
}

/** Whether a wall time lies before the walk-in time of `now` (a mis-tapped past day, not a walk-in): the New appointment dialog warns. */
export function isPastBooking(date: string, time: string, now: Date, timeZone: string): boolean {
  const current = walkInStart(now, timeZone);
  return Boolean(date && time) && `${date} ${time}` < `${current.date} ${current.time}`;
}
