'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { ok } from '@/lib/actions/result';
import { searchAppointments } from '@/lib/data/appointment-search';
import { listServicePrices } from '@/lib/data/services';
import { priceAppointments } from '@/lib/scheduling/calendar-stats';
import { appointmentSearchSchema } from '@/lib/validation/appointment-search';

/**
 * Staff-side appointment search (the Appointments list, the Email Tools wizard): one page of
 * matches, priced like the dashboard's appointments (service length, price and currency with
 * the spec's fallbacks), so that the detail and edit dialogs take them as they are.
 */
export const searchAppointmentsAction = authorizedAction({
  name: 'searchAppointments',
  schema: appointmentSearchSchema,
  run: async (caller, input) => {
    const [page, prices] = await Promise.all([searchAppointments(caller, input), listServicePrices(caller, input.salonId)]);
    return ok({ ...page, appointments: priceAppointments(page.appointments, prices) });
  },
});
