'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { createImportedAppointment } from '@/lib/data/imported-appointments';
import { importedAppointmentSchema } from '@/lib/validation/instagram-import';

/**
 * Create Appointment of the Instagram import dialog: a real appointment from the (mock) extracted
 * fields, under the same rules as an edit. The dialog shows 'Booking Created' on success and the
 * message otherwise; a taken time comes back as SLOT_TAKEN with the day's free times.
 */
export const createImportedAppointmentAction = authorizedAction({
  name: 'createImportedAppointment',
  schema: importedAppointmentSchema,
  revalidate: ['/', '/simple-dashboard', '/admin/appointments'],
  run: (caller, input) => createImportedAppointment(caller, input),
});
