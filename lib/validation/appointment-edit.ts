// The Edit Appointment form (spec point 3 "Edit form fields", point 5 "Edit appointment form")
// and the staff availability check (point 7), shared by the dialog and the server actions. Pure.
import { z } from 'zod';
import { message, type Message } from '@/lib/i18n/message';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_MESSAGES, notifyClient } from './appointment';
import { BOOKING_LIMITS, MAX_VISIT_SERVICES } from './booking-request';
import { BOOKING_FIELD_MESSAGES } from './booking-rules';
import { decimalInput, guid, optionalFreeText, optionalPhone, optionalText, requiredDate, requiredEmail, requiredTime, requiredUpTo, salonId, tooLong } from './fields';

/** Spec point 9: quick duration buttons and the custom duration's range, in minutes. */
export const QUICK_DURATIONS = [30, 45, 60, 75, 90] as const;
export const CUSTOM_DURATION = { min: 15, max: 240 } as const;

export const DEFAULT_LOCATION = 'Main Salon';

/** Field limits: the booking ones where the field is the same, the rest sized for real use. */
export const EDIT_LIMITS = {
  customerName: BOOKING_LIMITS.name,
  customerEmail: BOOKING_LIMITS.email,
  notes: BOOKING_LIMITS.notes,
  internalNotes: 2000,
  serviceName: 100,
  location: 100,
  customerInstagram: 100,
  /** Minutes; the database allows a service up to a day. */
  serviceDuration: 1440,
  /** Price in the currency's main unit. */
  servicePrice: 100_000_000,
} as const;

export const EDIT_APPOINTMENT_MESSAGES = {
  // Spec point 5, verbatim.
  serviceNameRequired: message('FormErrors.serviceNameRequired'),
  customerNameRequired: message('FormErrors.appointment.customerNameRequired'),
  customerEmailRequired: message('FormErrors.appointment.customerEmailRequired'),
  customerEmailInvalid: message('FormErrors.appointment.customerEmailInvalid'),
  dateRequired: message('FormErrors.appointment.dateRequired'),
  timeRequired: message('FormErrors.appointment.timeRequired'),
  tooManyServices: message('FormErrors.appointment.tooManyServices', { max: MAX_VISIT_SERVICES }),
  serviceDurationPositive: message('FormErrors.appointment.serviceDurationPositive'),
  customDurationTooShort: message('FormErrors.appointment.customDurationTooShort'),
  customDurationTooLong: message('FormErrors.appointment.customDurationTooLong'),
  servicePriceNegative: message('FormErrors.appointment.servicePriceNegative'),
  // Beyond the spec.
  invalidDate: BOOKING_FIELD_MESSAGES.invalidDate,
  invalidTime: BOOKING_FIELD_MESSAGES.invalidTime,
  invalidService: BOOKING_FIELD_MESSAGES.invalidService,
  invalidStation: message('FormErrors.appointment.invalidStation'),
  invalidStylist: message('FormErrors.appointment.invalidStylist'),
  stylistDoesNotServe: message('FormErrors.appointment.stylistDoesNotServe'),
  invalidStatus: message('FormErrors.appointment.invalidStatus'),
  wholeMinutes: message('FormErrors.appointment.wholeMinutes'),
  priceInvalid: message('FormErrors.appointment.priceInvalid'),
  serviceDurationTooLong: message('FormErrors.appointment.serviceDurationTooLong', { limit: String(EDIT_LIMITS.serviceDuration) }),
  servicePriceTooHigh: message('FormErrors.appointment.servicePriceTooHigh'),
  phoneInvalid: BOOKING_FIELD_MESSAGES.phoneInvalid,
  unknownAppointment: APPOINTMENT_STATUS_MESSAGES.unknownAppointment,
} as const;

const msg = EDIT_APPOINTMENT_MESSAGES;

/** Required text up to `max` characters. */
const optionalId = (message: string) =>
  z
    .union([guid(message), z.literal('')], { error: message })
    .nullish()
    .transform((value) => value || null);

const dateField = requiredDate(msg.dateRequired, msg.invalidDate);
const timeField = requiredTime(msg.timeRequired, msg.invalidTime);

/**
 * Staff answered "Book anyway?" to the reason the time is outside the opening hours. Without it
 * the server refuses such a time with OUTSIDE_HOURS_CODE and the reason as its message.
 */
export const outsideHoursConfirmed = z.boolean().default(false);
export const OUTSIDE_HOURS_CODE = 'OUTSIDE_HOURS';

export const appointmentEditSchema = z.object({
  salonId,
  appointmentId: guid(msg.unknownAppointment),
  /** The service the appointment is for (a service of the salon); null keeps none. */
  service_id: optionalId(msg.invalidService),
  /** Salons with stations: the chosen station, or null for any suitable free one. */
  station_id: optionalId(msg.invalidStation),
  /** Who does it: a bookable member of the salon, or null for no stylist. */
  staff_id: optionalId(msg.invalidStylist),

  service_name: requiredUpTo(msg.serviceNameRequired, 'serviceName', EDIT_LIMITS.serviceName),
  service_duration: z.preprocess(
    decimalInput,
    z
      .number({ error: msg.serviceDurationPositive })
      .int(msg.wholeMinutes)
      .gt(0, msg.serviceDurationPositive)
      .max(EDIT_LIMITS.serviceDuration, msg.serviceDurationTooLong),
  ),
  custom_duration: z.preprocess(
    decimalInput,
    z
      .number({ error: msg.wholeMinutes })
      .int(msg.wholeMinutes)
      .min(CUSTOM_DURATION.min, msg.customDurationTooShort)
      .max(CUSTOM_DURATION.max, msg.customDurationTooLong)
      .nullable(),
  ),
  /** Null: the service has no price ('Price on request'). */
  service_price: z.preprocess(
    decimalInput,
    z
      .number({ error: msg.priceInvalid })
      .min(0, msg.servicePriceNegative)
      .max(EDIT_LIMITS.servicePrice, msg.servicePriceTooHigh)
      .nullable(),
  ),
  appointment_date: dateField,
  appointment_time: timeField,
  location: optionalText('location', EDIT_LIMITS.location).transform((value) => value ?? DEFAULT_LOCATION),
  status: z.enum(APPOINTMENT_STATUSES, msg.invalidStatus).default('confirmed'),

  customer_name: requiredUpTo(msg.customerNameRequired, 'customerName', EDIT_LIMITS.customerName),
  customer_email: requiredEmail(EDIT_LIMITS.customerEmail, {
    required: msg.customerEmailRequired,
    tooLong: tooLong('emailAddress', EDIT_LIMITS.customerEmail),
    invalid: msg.customerEmailInvalid,
  }),
  customer_phone: optionalPhone,
  customer_instagram: optionalText('instagramHandle', EDIT_LIMITS.customerInstagram),
  notes: optionalFreeText('notes', EDIT_LIMITS.notes),
  internal_notes: optionalFreeText('internalNotes', EDIT_LIMITS.internalNotes),
  outside_hours_confirmed: outsideHoursConfirmed,
  notify_client: notifyClient,
  /** An occurrence of a standing appointment: its new time, stylist and service reach the later live occurrences too. */
  rest_of_series: z.boolean().default(false),
});

/** What the form holds (before parsing). */
export type AppointmentEditValues = z.input<typeof appointmentEditSchema>;
/** A validated edit. */
export type AppointmentEdit = z.output<typeof appointmentEditSchema>;

/** Spec point 7 "Availability check" inputs from a staff screen (the salon's zone is the server's). */
export const availabilityCheckSchema = z.object({
  salonId,
  date: dateField,
  /** Null or '': no time chosen yet, only the day's free times are asked (the New appointment dialog). */
  time: z.union([timeField, z.literal('')]).nullish().transform((value) => value || null),
  /** Null: the service's duration (or the default 60). */
  durationMinutes: z.preprocess(decimalInput, z.number().int(msg.wholeMinutes).gt(0, msg.serviceDurationPositive).max(EDIT_LIMITS.serviceDuration).nullable()),
  excludeAppointmentId: optionalId(msg.unknownAppointment),
  stationId: optionalId(msg.invalidStation),
  /** The stylist whose lane (and, where the salon uses stylists, hours) must be free too. */
  stylistId: optionalId(msg.invalidStylist),
  /** Which stations may take it; defaults to the excluded appointment's service. */
  serviceId: optionalId(msg.invalidService),
  /** Services after `serviceId` in one visit (the New appointment dialog), each with its stylist (none: any): the times are the whole visit's. */
  addedServices: z
    .array(z.object({ serviceId: guid(msg.invalidService), stylistId: optionalId(msg.invalidStylist) }))
    .max(MAX_VISIT_SERVICES - 1, msg.tooManyServices)
    .default([]),
});

export type AvailabilityCheckInput = z.output<typeof availabilityCheckSchema>;

/** The save's own failures, and the time check's answer when the time is the appointment's own. */
export const EDIT_RESULT_MESSAGES = {
  slotTaken: message('Errors.appointment.slotTaken'),
  /** Moving an appointment to the time it already has. */
  unchangedTime: message('FormErrors.appointment.unchangedTime'),
} as const;

/** 'This time is no longer available. Free times that day: 11:00, 11:30.' (or that none is). */
export function slotTakenMessage(reason: Message, suggestions: readonly string[]): Message {
  const reasons = [reason];
  return suggestions.length
    ? message('Errors.appointment.slotTakenFreeTimes', { reason: reasons, times: suggestions.join(', ') })
    : message('Errors.appointment.slotTakenNoFreeTime', { reason: reasons });
}
