// Appointment rules shared by forms and server actions. Pure.
import { z } from 'zod';
import { guid, salonId } from './fields';

/** Appointment statuses (spec point 4). */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_MESSAGES = {
  /** Un-cancelling puts the appointment back on its station, which the database refused (23514). */
  stationUnavailable: "The appointment cannot go back on its station (inactive, another salon's, or unable to take its service). Edit the appointment and choose a station.",
} as const;

export const appointmentStatusSchema = z.object({
  salonId,
  appointmentId: guid('Unknown appointment'),
  status: z.enum(APPOINTMENT_STATUSES, 'Unknown status'),
});
