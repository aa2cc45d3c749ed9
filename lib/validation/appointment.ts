// Appointment rules shared by forms and server actions. Pure.
import { z } from 'zod';

/** Appointment statuses (spec point 4). */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointmentStatusSchema = z.object({
  /** Admins name the salon; staff and owners act on their own (a different id is refused). */
  salonId: z.guid().optional(),
  appointmentId: z.guid('Unknown appointment'),
  status: z.enum(APPOINTMENT_STATUSES, 'Unknown status'),
});
