// The Edit Appointment form's values: filled from an appointment, compared for changes. Pure.
import { z } from 'zod';
import type { SlotQuery } from '@/features/appointments/components/email/use-slot-check';
import { wallTimeOf } from '@/lib/scheduling/zoned-time';
import type { EmailSubject } from '@/features/messages/drafts/edit-email';
import { UNKNOWN_CURRENCY } from '@/lib/scheduling/calendar-stats';
import { effectiveDuration } from '@/lib/scheduling/constants';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { DEFAULT_LOCATION, appointmentEditSchema } from '@/lib/validation/appointment-edit';
import type { AppointmentSalon, EditableAppointment } from './appointment-types';

/** What the form's inputs hold: text, as typed (the shared schema parses the numbers). */
export type EditFormValues = {
  salonId: string;
  appointmentId: string;
  service_id: string;
  /** '' = keep the current station when it is free, else any free suitable one. */
  station_id: string;
  /** '' = no stylist. */
  staff_id: string;
  service_name: string;
  service_duration: string;
  custom_duration: string;
  service_price: string;
  appointment_date: string;
  appointment_time: string;
  location: string;
  status: AppointmentStatus;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_instagram: string;
  notes: string;
  internal_notes: string;
};

/** The shared schema over the form's text: the form's values in, the action's parsed input out. */
export const editFormSchema = z.preprocess((values: EditFormValues) => values, appointmentEditSchema);

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form for an appointment as stored: its service's name, length and price, its wall time in the salon's zone. */
export function editFormValuesOf(appointment: EditableAppointment, salon: AppointmentSalon): EditFormValues {
  const service = salon.services.find((candidate) => candidate.id === appointment.serviceId);
  const { date, time } = wallTimeOf(appointment.startTime, salon.timezone);
  return {
    salonId: salon.id,
    appointmentId: appointment.id,
    service_id: appointment.serviceId ?? '',
    station_id: '',
    staff_id: appointment.staffId ?? '',
    service_name: appointment.serviceName,
    service_duration: text(effectiveDuration(service?.durationMinutes)),
    custom_duration: text(appointment.customDurationMinutes),
    service_price: text(service ? service.price : null),
    appointment_date: date,
    appointment_time: time,
    location: appointment.location ?? DEFAULT_LOCATION,
    status: appointment.status,
    customer_name: appointment.customerName,
    customer_email: appointment.customerEmail ?? '',
    customer_phone: appointment.customerPhone ?? '',
    customer_instagram: appointment.customerInstagram ?? '',
    notes: appointment.notes ?? '',
    internal_notes: appointment.internalNotes ?? '',
  };
}

/** A typed number, or null for an empty or unreadable one. */
export function numberOf(value: string): number | null {
  const number = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** What change detection and the e-mail read of the form. */
export function emailSubjectOf(values: EditFormValues): EmailSubject {
  return {
    appointment_date: values.appointment_date,
    appointment_time: values.appointment_time,
    service_name: values.service_name,
    service_duration: numberOf(values.service_duration),
    custom_duration: numberOf(values.custom_duration),
    service_price: numberOf(values.service_price),
    status: values.status,
    customer_name: values.customer_name,
  };
}

/**
 * The time-change draft opened from the details: from where the appointment started before its
 * last move to where it is now; never moved, both are now and staff set the new time in the draft.
 */
export function timeChangeSubjectsOf(appointment: EditableAppointment, salon: AppointmentSalon): { before: EmailSubject; after: EmailSubject } {
  const after = emailSubjectOf(editFormValuesOf(appointment, salon));
  if (!appointment.previousStartTime) return { before: after, after };
  const { date, time } = wallTimeOf(appointment.previousStartTime, salon.timezone);
  return { before: { ...after, appointment_date: date, appointment_time: time }, after };
}

/** The currency the appointment's prices are in: its service's, else the spec's fallback. */
export function currencyOf(serviceId: string, salon: AppointmentSalon) {
  return salon.services.find((service) => service.id === serviceId)?.currency ?? UNKNOWN_CURRENCY;
}

/** The availability check for the form's date, time, length, station and service; none for a cancelled appointment, which holds no time. */
export function slotQueryOf(values: EditFormValues): SlotQuery | null {
  if (values.status === 'cancelled') return null;
  const duration = numberOf(values.custom_duration) ?? numberOf(values.service_duration);
  return {
    appointmentId: values.appointmentId,
    date: values.appointment_date,
    time: values.appointment_time,
    durationMinutes: duration && duration > 0 ? Math.round(duration) : null,
    stationId: values.station_id || null,
    stylistId: values.staff_id || null,
    serviceId: values.service_id || null,
  };
}
