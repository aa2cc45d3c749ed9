'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { ok } from '@/lib/actions/result';
import { checkAppointmentAvailability, updateAppointment } from '@/lib/data/appointment-edits';
import { appointmentEditSchema, availabilityCheckSchema } from '@/lib/validation/appointment-edit';

/**
 * Saves the Edit Appointment dialog. The dialog shows 'Appointment updated successfully' on
 * success and 'Failed to save appointment' with the message otherwise; `fieldErrors` name every
 * invalid field, and a taken time comes back as SLOT_TAKEN with the day's free times.
 */
export const updateAppointmentAction = authorizedAction({
  name: 'updateAppointment',
  schema: appointmentEditSchema,
  revalidate: ['/', '/simple-dashboard', '/admin/appointments'],
  run: (caller, input) => updateAppointment(caller, input),
});

/** Spec point 7 availability check with the day's suggested times (Email Tools, edit dialog). */
export const checkAvailabilityAction = authorizedAction({
  name: 'checkAvailability',
  schema: availabilityCheckSchema,
  run: async (caller, input) => ok(await checkAppointmentAvailability(caller, input)),
});
