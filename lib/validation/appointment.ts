// Appointment rules shared by forms and server actions. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { guid, optionalText, salonId } from './fields';

/** Appointment statuses (spec point 4). */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_MESSAGES = {
  /** Un-cancelling puts the appointment back on its station, which the database refused (23514). */
  stationUnavailable: message('Errors.appointment.stationUnavailable'),
  unknownAppointment: message('FormErrors.appointment.unknownAppointment'),
  unknownStatus: message('FormErrors.appointment.unknownStatus'),
} as const;

/**
 * Staff chose to tell the client about a move, a new stylist or a cancellation they make (the
 * dialogs tick it by default): the message commits with the change (features/messages/queue).
 */
export const notifyClient = z.boolean().default(false);

/** Why staff cancel, as the client's message says it. */
export const CANCEL_REASON_MAX = 300;

export const appointmentStatusSchema = z.object({
  salonId,
  appointmentId: guid(APPOINTMENT_STATUS_MESSAGES.unknownAppointment),
  status: z.enum(APPOINTMENT_STATUSES, APPOINTMENT_STATUS_MESSAGES.unknownStatus),
  notify_client: notifyClient,
  reason: optionalText('reason', CANCEL_REASON_MAX),
  /** A cancellation of an occurrence of a standing appointment: the later occurrences of its series too. */
  rest_of_series: z.boolean().default(false),
});
