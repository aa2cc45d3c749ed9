'use server';

import { searchAppointments, searchPastCustomers } from '@/features/appointments/data/appointment-search';
import { checkAppointmentAvailability, updateAppointment, updateRestOfSeries } from '@/features/appointments/data/appointment-edits';
import { setAppointmentStatus } from '@/features/appointments/data/appointments';
import { createImportedAppointment } from '@/features/appointments/data/imported-appointments';
import { checkAppointmentSeries, createAppointmentSeries } from '@/features/appointments/data/appointment-series';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { importedAppointmentSchema } from '@/features/appointments/schema/instagram-import';
import { appointmentSearchSchema, customerSearchSchema } from '@/features/appointments/schema/search';
import { appointmentSeriesSchema } from '@/features/appointments/schema/appointment-series';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { listServicePrices } from '@/features/services/data/services';
import { UNKNOWN_SERVICE } from '@/lib/format/money';
import { serverMessages } from '@/lib/i18n/server-messages';
import { ok } from '@/lib/result';
import { priceAppointments } from '@/lib/scheduling/calendar-stats';
import { answering, authorizedAction } from '@/lib/server/authorized-action';
import { appointmentStatusSchema } from '@/lib/validation/appointment';
import { appointmentEditSchema, availabilityCheckSchema } from '@/lib/validation/appointment-edit';

/** Every screen that shows appointments. */
const APPOINTMENT_SCREENS = ['/', '/simple-dashboard', '/admin/appointments'];

/** Marks an appointment completed, no-show, cancelled… (lists and the detail dialog). */
export const setAppointmentStatusAction = authorizedAction({ name: 'setAppointmentStatus', schema: appointmentStatusSchema, revalidate: APPOINTMENT_SCREENS, run: (caller, input) => setAppointmentStatus(caller, input) });

/**
 * Saves the Edit Appointment dialog. The dialog shows 'Appointment updated successfully' on
 * success and 'Failed to save appointment' with the message otherwise; `fieldErrors` name every
 * invalid field, and a taken time comes back as SLOT_TAKEN with the day's free times.
 * `rest_of_series` ("This and the following" of a standing appointment) carries the change to the
 * later occurrences; SERIES_COLLISION names every date that cannot take it, and nothing is saved.
 */
export const updateAppointmentAction = authorizedAction({
  name: 'updateAppointment',
  schema: appointmentEditSchema,
  revalidate: APPOINTMENT_SCREENS,
  run: (caller, input) => (input.rest_of_series ? updateRestOfSeries(caller, input) : updateAppointment(caller, input)),
});

/** Spec point 7 availability check with the day's suggested times (Email Tools, edit dialog). */
export const checkAvailabilityAction = authorizedAction({ name: 'checkAvailability', schema: availabilityCheckSchema, run: answering(checkAppointmentAvailability) });

/**
 * Staff-side appointment search (the Appointments list, the Email Tools wizard): one page of
 * matches, priced like the dashboard's appointments (service length, price and currency with
 * the spec's fallbacks), so that the detail and edit dialogs take them as they are.
 */
export const searchAppointmentsAction = authorizedAction({
  name: 'searchAppointments',
  schema: appointmentSearchSchema,
  run: async (caller, input, locale) => {
    const [page, prices, language] = await Promise.all([searchAppointments(caller, input), listServicePrices(caller, input.salonId), locale()]);
    return ok({ ...page, appointments: priceAppointments(page.appointments, prices, serverMessages(language)(UNKNOWN_SERVICE.name)) });
  },
});

/**
 * Create Appointment of the Instagram import dialog: a real appointment from the (mock) extracted
 * fields, under the same rules as an edit. The dialog shows 'Booking Created' on success and the
 * message otherwise; a taken time comes back as SLOT_TAKEN with the day's free times.
 */
export const createImportedAppointmentAction = authorizedAction({ name: 'createImportedAppointment', schema: importedAppointmentSchema, revalidate: APPOINTMENT_SCREENS, run: (caller, input) => createImportedAppointment(caller, input) });

/**
 * The New appointment dialog (a phone booking, a walk-in). A time outside the opening hours comes
 * back as OUTSIDE_HOURS with the reason until staff confirm it; a taken time as SLOT_TAKEN with
 * the day's free times.
 */
export const createStaffAppointmentAction = authorizedAction({ name: 'createStaffAppointment', schema: staffBookingSchema, revalidate: APPOINTMENT_SCREENS, run: (caller, input) => createStaffAppointment(caller, input) });

/**
 * A standing appointment's dates before anything is saved (the New appointment dialog, "Repeat"):
 * each placeable or not, with the reason and the nearest free time instead.
 */
export const checkAppointmentSeriesAction = authorizedAction({ name: 'checkAppointmentSeries', schema: appointmentSeriesSchema, run: (caller, input) => checkAppointmentSeries(caller, input) });

/**
 * Books a standing appointment all-or-nothing with staff's explicit choice for the dates that
 * could not be placed; SERIES_COLLISION names every date that cannot be booked, and nothing is saved.
 */
export const createAppointmentSeriesAction = authorizedAction({ name: 'createAppointmentSeries', schema: appointmentSeriesSchema, revalidate: APPOINTMENT_SCREENS, run: (caller, input) => createAppointmentSeries(caller, input) });

/** The New appointment dialog's customer search: the salon's past customers by name, phone or e-mail. */
export const searchPastCustomersAction = authorizedAction({ name: 'searchPastCustomers', schema: customerSearchSchema, run: answering(searchPastCustomers) });
