import { LOCALES } from '@/lib/i18n/locale';
import { serverMessages } from '@/lib/i18n/server-messages';
import { describe, it, expect } from 'vitest';
import {
  BOOKING_ERROR_MESSAGES,
  BOOKING_FIELD_MESSAGES,
  BOOKING_LIMITS,
  BOOKING_SUCCESS_MESSAGE,
  bookingErrorMessage,
  bookingRequestSchema,
  validateBookingOrder,
} from '@/lib/validation/booking';

const valid = {
  salonId: '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
  serviceId: '00000000-0000-0000-0000-000000000001',
  date: '2026-03-29',
  time: '14:30',
  customerName: 'Kovács Éva',
  customerPhone: '+36 30 123 4567',
  customerEmail: 'eva@example.hu',
  notes: 'Window seat please',
  csrfToken: 'abc123',
};

/** A message in English, as the catalogue words it. */
const english = serverMessages('en');

describe('booking messages', () => {
  it('uses the spec strings verbatim', () => {
    // The four step messages are checked where validateBookingOrder gives them, below.
    expect(english(bookingErrorMessage('AUTH_ERROR'))).toBe('Unable to process booking at this time. Please try again later or contact the salon directly.');
    expect(english(bookingErrorMessage('SUBMISSION_ERROR'))).toBe('Failed to book appointment. Please try again.');
    expect(english(BOOKING_SUCCESS_MESSAGE)).toBe("Appointment booked successfully! We'll contact you soon to confirm.");
  });

  it("says why the database failed, never in the driver's words (spec: 'Booking failed: {message}')", () => {
    expect(english(bookingErrorMessage('DATABASE_ERROR', 'unreachable'))).toBe('Booking failed: the database is not reachable right now');
    expect(english(bookingErrorMessage('DATABASE_ERROR', 'notSaved'))).toBe('Booking failed: the booking could not be saved');
    expect(english(bookingErrorMessage('DATABASE_ERROR'))).toBe('Booking failed: unknown error');
    expect(english(bookingErrorMessage('SLOT_TAKEN'))).toBe('Sorry, this time was just taken. Please choose another time.');
  });

  it('has words for every code in every language', () => {
    for (const language of LOCALES) {
      const render = serverMessages(language);
      for (const code of Object.keys(BOOKING_ERROR_MESSAGES) as (keyof typeof BOOKING_ERROR_MESSAGES)[]) {
        const words = render(BOOKING_ERROR_MESSAGES[code]);
        expect(words, `${language} ${code}`).not.toBe(BOOKING_ERROR_MESSAGES[code]);
        expect(words.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('validateBookingOrder', () => {
  it('accepts a valid booking and normalises optional fields', () => {
    const result = validateBookingOrder({ ...valid, customerEmail: '  ', notes: null, extra: 'dropped' });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, customerEmail: undefined, notes: undefined, marketingConsent: false, moreServiceIds: [], moreStylistIds: [] },
    });
  });

  it('checks in the spec order, with the spec messages', () => {
    const empty = { salonId: '', serviceId: '', date: '', time: '', customerName: '', customerPhone: '', csrfToken: '' };
    const chosen = { salonId: valid.salonId, serviceId: valid.serviceId };
    const when = { date: valid.date, time: valid.time };
    const salonMissing = 'Salon data not loaded. Please refresh the page.';
    const serviceMissing = 'Please select a service.';
    const dateTimeMissing = 'Please select a date and time.';
    const fieldsMissing = 'Please fill in all required fields.';
    const steps: [Partial<typeof valid>, keyof typeof BOOKING_ERROR_MESSAGES, string][] = [
      [{}, 'SALON_DATA_MISSING', salonMissing],
      [{ salonId: valid.salonId }, 'SERVICE_NOT_SELECTED', serviceMissing],
      [chosen, 'DATETIME_NOT_SELECTED', dateTimeMissing],
      [{ ...chosen, date: valid.date }, 'DATETIME_NOT_SELECTED', dateTimeMissing],
      [{ ...chosen, time: valid.time }, 'DATETIME_NOT_SELECTED', dateTimeMissing],
      [{ ...chosen, ...when }, 'REQUIRED_FIELDS_MISSING', fieldsMissing],
      [{ ...chosen, ...when, customerName: 'Anna' }, 'REQUIRED_FIELDS_MISSING', fieldsMissing],
      [{ ...valid, csrfToken: '' }, 'CSRF_INVALID', BOOKING_ERROR_MESSAGES.CSRF_INVALID],
    ];
    for (const [patch, code, message] of steps) {
      const result = validateBookingOrder({ ...empty, ...patch });
      expect(result.ok ? result : { ...result, message: english(result.message) }).toEqual({ ok: false, code, message: english(message) });
    }
  });

  it('treats blank strings and wrong types as missing, never throwing', () => {
    for (const raw of [undefined, null, 42, 'text', [], {}]) {
      expect(validateBookingOrder(raw)).toMatchObject({ ok: false, code: 'SALON_DATA_MISSING' });
    }
    expect(validateBookingOrder({ ...valid, serviceId: 7 })).toMatchObject({ code: 'SERVICE_NOT_SELECTED' });
    expect(validateBookingOrder({ ...valid, time: { h: 1 } })).toMatchObject({ code: 'DATETIME_NOT_SELECTED' });
    expect(validateBookingOrder({ ...valid, customerPhone: '   ' })).toMatchObject({ code: 'REQUIRED_FIELDS_MISSING' });
    expect(validateBookingOrder({ ...valid, customerName: ['Anna'] })).toMatchObject({ code: 'REQUIRED_FIELDS_MISSING' });
  });

  it('reports the earlier step even when a later field is too long', () => {
    const result = validateBookingOrder({ ...valid, serviceId: '', customerName: 'x'.repeat(500) });
    expect(result).toMatchObject({ code: 'SERVICE_NOT_SELECTED' });
  });

  it.each([
    ['customerName', BOOKING_LIMITS.name, 'x', BOOKING_FIELD_MESSAGES.nameTooLong],
    ['customerPhone', BOOKING_LIMITS.phone, '1', BOOKING_FIELD_MESSAGES.phoneTooLong],
    ['notes', BOOKING_LIMITS.notes, 'n', BOOKING_FIELD_MESSAGES.notesTooLong],
  ] as const)('limits %s to %i characters', (field, limit, char, message) => {
    expect(validateBookingOrder({ ...valid, [field]: char.repeat(limit) }).ok).toBe(true);
    expect(validateBookingOrder({ ...valid, [field]: char.repeat(limit + 1) })).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      message: BOOKING_ERROR_MESSAGES.INVALID_INPUT,
      fieldErrors: { [field]: message },
    });
  });

  it('limits the e-mail to 255 characters', () => {
    const domain = '@example.com';
    const atLimit = 'a'.repeat(BOOKING_LIMITS.email - domain.length) + domain;
    expect(validateBookingOrder({ ...valid, customerEmail: atLimit }).ok).toBe(true);
    expect(validateBookingOrder({ ...valid, customerEmail: 'a' + atLimit })).toMatchObject({
      code: 'INVALID_INPUT',
      fieldErrors: { customerEmail: BOOKING_FIELD_MESSAGES.emailTooLong },
    });
  });

  it('reports malformed ids, dates, times, phones and e-mails as field errors', () => {
    const result = validateBookingOrder({
      ...valid,
      salonId: 'not-a-uuid',
      serviceId: '123',
      date: '2026-02-30',
      time: '24:00',
      customerPhone: '+-+',
      customerEmail: 'javascript:alert(1)',
    });
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      message: BOOKING_ERROR_MESSAGES.INVALID_INPUT,
      fieldErrors: {
        salonId: BOOKING_FIELD_MESSAGES.invalidSalon,
        serviceId: BOOKING_FIELD_MESSAGES.invalidService,
        date: BOOKING_FIELD_MESSAGES.invalidDate,
        time: BOOKING_FIELD_MESSAGES.invalidTime,
        customerPhone: BOOKING_FIELD_MESSAGES.phoneInvalid,
        customerEmail: BOOKING_FIELD_MESSAGES.emailInvalid,
      },
    });
  });

  it('accepts an upper-case e-mail and a leap day', () => {
    expect(validateBookingOrder({ ...valid, customerEmail: 'Eva@Example.HU', date: '2028-02-29' }).ok).toBe(true);
    expect(validateBookingOrder({ ...valid, date: '2026-02-29' })).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('reports optional fields of the wrong type', () => {
    expect(validateBookingOrder({ ...valid, customerEmail: 5, notes: { text: 'x' } })).toMatchObject({
      code: 'INVALID_INPUT',
      fieldErrors: { customerEmail: BOOKING_FIELD_MESSAGES.emailInvalid, notes: BOOKING_FIELD_MESSAGES.notesInvalid },
    });
  });

  it('refuses an over-long CSRF token as CSRF_INVALID', () => {
    expect(validateBookingOrder({ ...valid, csrfToken: 'x'.repeat(257) })).toMatchObject({ code: 'CSRF_INVALID' });
  });
});

describe('bookingRequestSchema (form resolver)', () => {
  it('gives the spec messages for empty form fields', () => {
    const result = bookingRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toMatchObject({
      salonId: BOOKING_ERROR_MESSAGES.SALON_DATA_MISSING,
      serviceId: BOOKING_ERROR_MESSAGES.SERVICE_NOT_SELECTED,
      date: BOOKING_ERROR_MESSAGES.DATETIME_NOT_SELECTED,
      time: BOOKING_ERROR_MESSAGES.DATETIME_NOT_SELECTED,
      customerName: BOOKING_ERROR_MESSAGES.REQUIRED_FIELDS_MISSING,
      customerPhone: BOOKING_ERROR_MESSAGES.REQUIRED_FIELDS_MISSING,
    });
  });
});
