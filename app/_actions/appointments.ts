'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { ok } from '@/lib/actions/result';
import { setAppointmentStatus } from '@/lib/data/appointments';
import { appointmentStatusSchema } from '@/lib/validation/appointment';

/** Marks an appointment completed, no-show, cancelled… (lists and the detail dialog). */
export const setAppointmentStatusAction = authorizedAction({
  name: 'setAppointmentStatus',
  schema: appointmentStatusSchema,
  revalidate: ['/', '/simple-dashboard', '/admin/appointments'],
  run: async (caller, input) => ok(await setAppointmentStatus(caller, input)),
});
