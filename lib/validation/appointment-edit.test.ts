import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import {
  CUSTOM_DURATION,
  DEFAULT_LOCATION,
  EDIT_APPOINTMENT_MESSAGES,
  EDIT_LIMITS,
  QUICK_DURATIONS,
  appointmentEditSchema,
  availabilityCheckSchema,
} from '@/lib/validation/appointment-edit';

const english = serverMessages('en');
/** The form's messages in English words, as errorsOf gives them. */
const M = Object.fromEntries(Object.entries(EDIT_APPOINTMENT_MESSAGES).map(([key, text]) => [key, english(text)])) as Record<keyof typeof EDIT_APPOINTMENT_MESSAGES, string>;

const ID = '11111111-1111-4111-8111-111111111111';

const valid = {
  appointmentId: ID,
  service_name: 'Haircut',
  service_duration: 60,
  custom_duration: null,
  service_price: 12500,
  appointment_date: '2026-11-24',
  appointment_time: '10:00',
  location: 'Main Salon',
  status: 'confirmed',
  customer_name: 'Kovács Anna',
  customer_email: 'anna@example.com',
  customer_phone: '+36 30 123 4567',
  customer_instagram: '@anna',
  notes: '',
  internal_notes: '',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = appointmentEditSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= english(issue.message);
  return errors;
}

describe('appointmentEditSchema', () => {
  it('accepts a complete form, empties optional text to null and lowercases the e-mail', () => {
    const parsed = appointmentEditSchema.parse({ ...valid, customer_email: ' Anna@Example.COM ', notes: '  ', service_id: '', station_id: null });
    expect(parsed).toMatchObject({ customer_email: 'anna@example.com', notes: null, internal_notes: null, service_id: null, station_id: null, custom_duration: null });
  });

  it('defaults location to Main Salon and status to confirmed', () => {
    const { location, status } = appointmentEditSchema.parse({ ...valid, location: '', status: undefined });
    expect([location, status]).toEqual([DEFAULT_LOCATION, 'confirmed']);
  });

  it('gives every required field its spec message at once', () => {
    expect(
      errorsOf({ ...valid, service_name: ' ', customer_name: '', customer_email: '', appointment_date: '', appointment_time: undefined }),
    ).toEqual({
      service_name: 'Service name is required',
      customer_name: 'Customer name is required',
      customer_email: 'Customer email is required',
      appointment_date: 'Appointment date is required',
      appointment_time: 'Appointment time is required',
    });
  });

  it('checks the e-mail pattern, durations and price with the spec messages', () => {
    expect(errorsOf({ ...valid, customer_email: 'anna@', service_duration: 0, custom_duration: 14, service_price: -1 })).toEqual({
      customer_email: 'Please enter a valid email address',
      service_duration: 'Service duration must be greater than 0',
      custom_duration: 'Custom duration must be at least 15 minutes',
      service_price: 'Service price cannot be negative',
    });
    expect(errorsOf({ ...valid, custom_duration: 241 })).toEqual({ custom_duration: 'Custom duration cannot exceed 4 hours (240 minutes)' });
    expect(errorsOf({ ...valid, service_duration: '' })).toEqual({ service_duration: M.serviceDurationPositive });
  });

  it('takes numbers typed as text, and an empty custom duration or price as none', () => {
    const parsed = appointmentEditSchema.parse({ ...valid, service_duration: '45', custom_duration: '', service_price: ' ' });
    expect([parsed.service_duration, parsed.custom_duration, parsed.service_price]).toEqual([45, null, null]);
    expect(appointmentEditSchema.parse({ ...valid, custom_duration: Number.NaN }).custom_duration).toBeNull();
  });

  it('accepts the quick durations and both ends of the custom range', () => {
    for (const minutes of [...QUICK_DURATIONS, CUSTOM_DURATION.min, CUSTOM_DURATION.max]) {
      expect(appointmentEditSchema.safeParse({ ...valid, custom_duration: minutes }).success, String(minutes)).toBe(true);
    }
    expect(errorsOf({ ...valid, custom_duration: 30.5 })).toEqual({ custom_duration: M.wholeMinutes });
  });

  it('refuses impossible dates and times', () => {
    expect(errorsOf({ ...valid, appointment_date: '2026-02-30', appointment_time: '24:00' })).toEqual({
      appointment_date: M.invalidDate,
      appointment_time: M.invalidTime,
    });
    expect(errorsOf({ ...valid, appointment_time: '9:00' })).toEqual({ appointment_time: M.invalidTime });
  });

  it('refuses over-long text at the booking limits and beyond the others', () => {
    const at = (n: number) => 'x'.repeat(n);
    expect(
      appointmentEditSchema.safeParse({
        ...valid,
        customer_name: at(EDIT_LIMITS.customerName),
        notes: at(EDIT_LIMITS.notes),
        internal_notes: at(EDIT_LIMITS.internalNotes),
        service_name: at(EDIT_LIMITS.serviceName),
      }).success,
    ).toBe(true);
    expect(
      Object.keys(
        errorsOf({
          ...valid,
          customer_name: at(101),
          customer_phone: '1'.repeat(21),
          customer_email: `${at(250)}@example.com`,
          notes: at(501),
          internal_notes: at(EDIT_LIMITS.internalNotes + 1),
          service_name: at(EDIT_LIMITS.serviceName + 1),
          location: at(EDIT_LIMITS.location + 1),
          customer_instagram: at(EDIT_LIMITS.customerInstagram + 1),
        }),
      ).sort(),
    ).toEqual(['customer_email', 'customer_instagram', 'customer_name', 'customer_phone', 'internal_notes', 'location', 'notes', 'service_name']);
    expect(serverMessages('en')(errorsOf({ ...valid, customer_name: at(101) }).customer_name)).toBe('Customer name must be at most 100 characters');
  });

  it('refuses unknown statuses, ids that are not ids and phone numbers with letters', () => {
    expect(errorsOf({ ...valid, status: 'deleted', station_id: 'chair-1', appointmentId: 'x', customer_phone: 'call me' })).toEqual({
      status: M.invalidStatus,
      station_id: M.invalidStation,
      appointmentId: 'Unknown appointment',
      customer_phone: M.phoneInvalid,
    });
  });
});

describe('availabilityCheckSchema', () => {
  it('takes the spec inputs; missing optional ones become null, no added services', () => {
    expect(availabilityCheckSchema.parse({ date: '2026-11-24', time: '10:30' })).toEqual({
      date: '2026-11-24',
      time: '10:30',
      durationMinutes: null,
      excludeAppointmentId: null,
      stationId: null,
      stylistId: null,
      serviceId: null,
      addedServices: [],
    });
  });

  it('refuses bad dates, times and durations', () => {
    const result = availabilityCheckSchema.safeParse({ date: '2026-13-01', time: '10:61', durationMinutes: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['date', 'durationMinutes', 'time']);
  });
});
