// Appointment rules shared by forms and server actions. Pure.
import { z } from 'zod';
import { guid, salonId } from './fields';

/** Appointment statuses (spec point 4). */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointmentStatusSchema = z.object({
  salonId,
  appointmentId: guid('Unknown appointment'),
  status: z.enum(APPOINTMENT_STATUSES, 'Unknown status'),
});
