// Appointment rules shared by forms and server actions. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { guid, salonId } from './fields';

/** Appointment statuses (spec point 4). */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_MESSAGES = {
  /** Un-cancelling puts the appointment back on its station, which the database refused (23514). */
  stationUnavailable: message('Errors.appointment.stationUnavailable'),
  unknownAppointment: message('FormErrors.appointment.unknownAppointment'),
  unknownStatus: message('FormErrors.appointment.unknownStatus'),
} as const;

export const appointmentStatusSchema = z.object({
  salonId,
  appointmentId: guid(APPOINTMENT_STATUS_MESSAGES.unknownAppointment),
  status: z.enum(APPOINTMENT_STATUSES, APPOINTMENT_STATUS_MESSAGES.unknownStatus),
});
