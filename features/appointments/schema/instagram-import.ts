// The Instagram import's Create Appointment form (spec point 2, "AI Instagram Import dialog"),
// shared by the dialog and the server action. Pure. The fields and messages are the edit form's
// (spec point 5); the service is one of the salon's, and an e-mail is optional because an
// Instagram message seldom carries one.
import type { z } from 'zod';
import { EDIT_APPOINTMENT_MESSAGES, EDIT_LIMITS, appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { guid, optionalEmail } from '@/lib/validation/fields';

export const importedAppointmentSchema = appointmentEditSchema
  .pick({ salonId: true, appointment_date: true, appointment_time: true, customer_name: true, customer_phone: true, customer_instagram: true, notes: true })
  .extend({
    service_id: guid(EDIT_APPOINTMENT_MESSAGES.invalidService),
    customer_email: optionalEmail('emailAddress', EDIT_LIMITS.customerEmail, EDIT_APPOINTMENT_MESSAGES.customerEmailInvalid),
  });

export type ImportedAppointmentValues = z.input<typeof importedAppointmentSchema>;
export type ImportedAppointmentInput = z.output<typeof importedAppointmentSchema>;

/** Stored with the appointment so that staff can tell where it came from. */
export const IMPORTED_INTERNAL_NOTE = 'Created from an Instagram import (demo analysis).';
