import { describe, expect, it } from 'vitest';
import type { AppointmentSalon, EditableAppointment } from '@/features/appointments/components/appointment-types';
import { currencyOf, editFormSchema, editFormValuesOf, emailSubjectOf, slotQueryOf, timeChangeSubjectsOf } from '@/features/appointments/components/edit-form-values';
import { UNKNOWN_CURRENCY } from '@/lib/scheduling/calendar-stats';
import { appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { describeInProcessZones } from '@/tests/support/process-zones';

const EUR = { currency_code: 'EUR', currency_symbol: '€', symbol_position: 'before', decimal_places: 2, thousand_separator: ',' };
const SERVICE_ID = '11111111-1111-4111-8111-111111111111';
const salon: AppointmentSalon = {
  id: '22222222-2222-4222-8222-222222222222',
  timezone: 'Europe/Budapest',
  stationsEnabled: true,
  stations: [],
  stylistsEnabled: false,
  stylists: [],
  memberId: null,
  defaultLanguage: 'en',
  services: [{ id: SERVICE_ID, name: 'Colour', durationMinutes: 90, price: 80.5, currency: EUR }],
  contact: { name: 'Luxe' },
};
const appointment: EditableAppointment = {
  id: '33333333-3333-4333-8333-333333333333',
  customerName: 'Anna Kovács',
  customerPhone: '+36 30 111 2222',
  customerEmail: 'anna@example.com',
  customerInstagram: null,
  language: 'hu',
  notes: null,
  internalNotes: 'VIP',
  clientId: '44444444-4444-4444-8444-444444444444',
  visitNote: null,
  seriesId: null,
  previousVisitNote: null,
  clientAlerts: [],
  status: 'confirmed',
  // 31 March 2026, 23:30 UTC: already 1 April in Budapest (summer time, UTC+2).
  startTime: new Date('2026-03-31T23:30:00Z'),
  endTime: new Date('2026-04-01T01:00:00Z'),
  previousStartTime: null,
  customDurationMinutes: null,
  location: null,
  serviceId: SERVICE_ID,
  stationId: '44444444-4444-4444-8444-444444444444',
  stationName: 'Chair 1',
  staffId: null,
  staffName: null,
  segments: { processingStartMinutes: null, processingMinutes: 0, bufferMinutes: 0 },
  serviceName: 'Colour',
  durationMinutes: 90,
  price: 80.5,
  priceOnRequest: false,
  currency: EUR,
};

describeInProcessZones(() => {
  describe('editFormValuesOf', () => {
    it('shows the wall time in the salon’s zone and the service’s length and price as text', () => {
      expect(editFormValuesOf(appointment, salon)).toMatchObject({
        appointment_date: '2026-04-01',
        appointment_time: '01:30',
        service_duration: '90',
        service_price: '80.5',
        custom_duration: '',
        location: 'Main Salon',
        station_id: '',
        customer_instagram: '',
        internal_notes: 'VIP',
      });
    });
  });

  describe('timeChangeSubjectsOf', () => {
    it('reads from where a moved appointment started before its move to where it is now, in the salon’s zone', () => {
      // Moved from 11:00 to 14:00 (Budapest, summer time) of the same day.
      const moved = { ...appointment, startTime: new Date('2026-06-10T12:00:00Z'), previousStartTime: new Date('2026-06-10T09:00:00Z') };
      const { before, after } = timeChangeSubjectsOf(moved, salon);
      expect([before.appointment_date, before.appointment_time]).toEqual(['2026-06-10', '11:00']);
      expect([after.appointment_date, after.appointment_time]).toEqual(['2026-06-10', '14:00']);
      expect({ ...before, appointment_time: after.appointment_time }).toEqual(after);
    });

    it('a never-moved appointment starts both at its time (staff set the new one in the draft)', () => {
      const { before, after } = timeChangeSubjectsOf(appointment, salon);
      expect(before).toEqual(after);
      expect(after.appointment_time).toBe('01:30');
    });
  });
});

describe('editFormValuesOf', () => {
  it('an unchanged appointment is a valid edit for the shared schema (the form opens saveable)', () => {
    expect(appointmentEditSchema.safeParse(editFormValuesOf(appointment, salon)).success).toBe(true);
  });

  it('an appointment whose service is gone gets the default length (60) and no price', () => {
    const orphan = { ...appointment, serviceId: null, serviceName: 'Unknown Service', durationMinutes: 0, customDurationMinutes: 45 };
    const values = editFormValuesOf(orphan, salon);
    expect(values).toMatchObject({ service_id: '', service_duration: '60', service_price: '', custom_duration: '45' });
    expect(appointmentEditSchema.safeParse(values).success).toBe(true);
  });
});

describe('emailSubjectOf', () => {
  it('reads typed numbers; empty or unreadable ones are null', () => {
    const values = { ...editFormValuesOf(appointment, salon), custom_duration: ' 45 ', service_price: '', service_duration: 'abc' };
    expect(emailSubjectOf(values)).toMatchObject({ custom_duration: 45, service_price: null, service_duration: null, customer_name: 'Anna Kovács' });
  });
});

describe('currencyOf', () => {
  it('is the service’s currency, else the spec’s fallback', () => {
    expect(currencyOf(SERVICE_ID, salon)).toBe(EUR);
    expect(currencyOf('', salon)).toBe(UNKNOWN_CURRENCY);
  });
});

describe('editFormSchema', () => {
  it('parses the form’s text into the action’s input, which the action parses to the same edit', () => {
    const values = { ...editFormValuesOf(appointment, salon), custom_duration: ' 45 ', service_price: '', customer_email: ' Anna@Example.com ' };
    const parsed = editFormSchema.parse(values);
    expect(parsed).toMatchObject({ custom_duration: 45, service_price: null, service_duration: 90, customer_email: 'anna@example.com', service_id: SERVICE_ID, station_id: null });
    expect(appointmentEditSchema.parse(parsed)).toEqual(parsed);
  });
});

describe('slotQueryOf', () => {
  it('asks about the form’s time, length (custom first), station, stylist and service; a cancelled appointment asks nothing', () => {
    const values = { ...editFormValuesOf(appointment, salon), custom_duration: '45' };
    expect(slotQueryOf(values)).toEqual({
      appointmentId: appointment.id,
      date: values.appointment_date,
      time: values.appointment_time,
      durationMinutes: 45,
      stationId: null,
      stylistId: null,
      serviceId: SERVICE_ID,
    });
    expect(slotQueryOf({ ...values, staff_id: SERVICE_ID })?.stylistId).toBe(SERVICE_ID);
    expect(slotQueryOf({ ...values, custom_duration: '', service_duration: 'abc' })?.durationMinutes).toBeNull();
    expect(slotQueryOf({ ...values, status: 'cancelled' })).toBeNull();
  });
});
