import 'server-only';
import type { ActionResult } from '@/lib/result';
import { IMPORTED_INTERNAL_NOTE, type ImportedAppointmentInput } from '@/features/appointments/schema/instagram-import';
import type { Caller } from '@/lib/server/access';
import { createStaffAppointment, type StaffBookedAppointment } from './staff-bookings';

export type ImportedAppointment = StaffBookedAppointment;

/**
 * Create Appointment of the Instagram import (spec point 2; the analysis is a mock, the
 * appointment is real): a staff booking of the service's length on any free suitable station, without a stylist,
 * with an internal note saying where it came from. Staff have reviewed the extracted time on the
 * form, so a time outside the opening hours is taken as confirmed.
 */
export function createImportedAppointment(caller: Caller | null, input: ImportedAppointmentInput, now = new Date()): Promise<ActionResult<ImportedAppointment>> {
  return createStaffAppointment(
    caller,
    { ...input, station_id: null, staff_id: null, custom_duration: null, internal_notes: IMPORTED_INTERNAL_NOTE, outside_hours_confirmed: true, language: 'en', added_services: [] },
    now,
  );
}
