import 'server-only';
import type { ActionDefinition } from '@/lib/actions/authorized-action';
import { ok } from '@/lib/actions/result';
import { STAFF_ROLES } from '@/lib/data/access';
import { searchAppointments, type AppointmentSearchPage } from '@/lib/data/appointment-search';
import type { StaffAppointment } from '@/lib/data/appointments';
import { listServicePrices } from '@/lib/data/services';
import { priceAppointments, type Priced } from '@/lib/scheduling/calendar-stats';
import { appointmentSearchSchema } from '@/lib/validation/appointment-search';

// Apart from its 'use server' wrapper (appointment-search.ts) so that integration tests run
// exactly this through runAuthorized with a chosen caller.

export type PricedSearchPage = Omit<AppointmentSearchPage, 'appointments'> & { appointments: (StaffAppointment & Priced)[] };

/**
 * Staff-side appointment search (the Appointments list, the Email Tools wizard): one page of
 * matches, priced like the dashboard's appointments (service length, price and currency with
 * the spec's fallbacks), so that the detail and edit dialogs take them as they are.
 */
export const searchAppointmentsDefinition: ActionDefinition<typeof appointmentSearchSchema, PricedSearchPage> = {
  name: 'searchAppointments',
  schema: appointmentSearchSchema,
  roles: STAFF_ROLES,
  run: async (caller, input) => {
    const [page, prices] = await Promise.all([searchAppointments(caller, input), listServicePrices(caller, input.salonId)]);
    return ok({ ...page, appointments: priceAppointments(page.appointments, prices) });
  },
};
