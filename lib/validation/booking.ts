// Shared by the browser form (zodResolver) and the server action: keep it free of heavy
// imports (no sanitiser library here, see ./sanitize.ts).
import { z } from 'zod';
import { isEmail } from './email';

/** Double-submit CSRF: the browser's token travels as this cookie and as the payload's csrfToken. */
export const CSRF_COOKIE = 'booking_csrf';

export const BOOKING_LIMITS = { name: 100, phone: 20, email: 255, notes: 500 } as const;

/** A phone number needs at least this many digits to be callable. */
export const MIN_PHONE_DIGITS = 6;

export const BOOKING_SUCCESS_MESSAGE = "Appointment booked successfully! We'll contact you soon to confirm.";

export const BOOKING_ERROR_MESSAGES = {
  // Spec point 5, checked in this order.
  SALON_DATA_MISSING: 'Salon data not loaded. Please refresh the page.',
  SERVICE_NOT_SELECTED: 'Please select a service.',
  DATETIME_NOT_SELECTED: 'Please select a date and time.',
  REQUIRED_FIELDS_MISSING: 'Please fill in all required fields.',
  // Spec point 8.
  AUTH_ERROR: 'Unable to process booking at this time. Please try again later or contact the salon directly.',
  DATABASE_ERROR: 'Booking failed: {message}',
  SUBMISSION_ERROR: 'Failed to book appointment. Please try again.',
  // Server checks beyond the spec.
  SLOT_TAKEN: 'Sorry, this time was just taken. Please choose another time.',
  SLOT_UNAVAILABLE: 'This time is not available for booking. Please choose another time.',
  SERVICE_UNAVAILABLE: 'This service is no longer available. Please choose another service.',
  INVALID_INPUT: 'Please check the highlighted fields and try again.',
  RATE_LIMITED: 'Too many booking attempts. Please wait a few minutes and try again.',
  CSRF_INVALID: 'Your session has expired. Please refresh the page and try again.',
} as const;

export type BookingErrorCode = keyof typeof BOOKING_ERROR_MESSAGES;

/** The user-facing message for a code; `detail` fills DATABASE_ERROR's `{message}`. */
export function bookingErrorMessage(code: BookingErrorCode, detail?: string): string {
  const message: string = BOOKING_ERROR_MESSAGES[code];
  return code === 'DATABASE_ERROR' ? message.replace('{message}', detail || 'unknown error') : message;
}

export const BOOKING_FIELD_MESSAGES = {
  invalidSalon: 'Invalid salon reference. Please refresh the page.',
  invalidService: 'Please select a valid service.',
  invalidDate: 'Please select a valid date.',
  invalidTime: 'Please select a valid time.',
  nameTooLong: `Name must be at most ${BOOKING_LIMITS.name} characters.`,
  phoneTooLong: `Phone number must be at most ${BOOKING_LIMITS.phone} characters.`,
  phoneInvalid: 'Please enter a valid phone number.',
  emailTooLong: `Email address must be at most ${BOOKING_LIMITS.email} characters.`,
  emailInvalid: 'Please enter a valid email address',
  notesTooLong: `Special requests must be at most ${BOOKING_LIMITS.notes} characters.`,
  notesInvalid: 'Special requests must be text.',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day in `yyyy-MM-dd` (rejects 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** A required string: missing, blank and wrong-type values all get `message`, and only it. */
const requiredString = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** An optional string: null, undefined and blank all become undefined. */
const optionalString = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || undefined);

const msg = BOOKING_ERROR_MESSAGES;
const fieldMsg = BOOKING_FIELD_MESSAGES;

export const bookingRequestSchema = z.object({
  // z.guid(): any 8-4-4-4-12 hex id, as Postgres accepts (seeded ids need not be RFC 4122).
  salonId: requiredString(msg.SALON_DATA_MISSING).pipe(z.guid(fieldMsg.invalidSalon)),
  serviceId: requiredString(msg.SERVICE_NOT_SELECTED).pipe(z.guid(fieldMsg.invalidService)),
  date: requiredString(msg.DATETIME_NOT_SELECTED).refine(isCalendarDate, fieldMsg.invalidDate),
  time: requiredString(msg.DATETIME_NOT_SELECTED).regex(TIME_PATTERN, fieldMsg.invalidTime),
  customerName: requiredString(msg.REQUIRED_FIELDS_MISSING).max(BOOKING_LIMITS.name, fieldMsg.nameTooLong),
  customerPhone: requiredString(msg.REQUIRED_FIELDS_MISSING)
    .max(BOOKING_LIMITS.phone, fieldMsg.phoneTooLong)
    .refine((value) => countDigits(value) >= MIN_PHONE_DIGITS, fieldMsg.phoneInvalid),
  customerEmail: optionalString(fieldMsg.emailInvalid)
    .refine((value) => value === undefined || value.length <= BOOKING_LIMITS.email, fieldMsg.emailTooLong)
    .refine((value) => value === undefined || isEmail(value), fieldMsg.emailInvalid),
  notes: optionalString(fieldMsg.notesInvalid).refine(
    (value) => value === undefined || value.length <= BOOKING_LIMITS.notes,
    fieldMsg.notesTooLong,
  ),
  csrfToken: requiredString(msg.CSRF_INVALID).max(256, msg.CSRF_INVALID),
});

/** What the form holds (before parsing). */
export type BookingFormValues = z.input<typeof bookingRequestSchema>;
/** A validated booking request. */
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingFieldErrors = Partial<Record<keyof BookingRequest, string>>;

export type BookingValidationResult =
  | { ok: true; data: BookingRequest }
  | { ok: false; code: BookingErrorCode; message: string; fieldErrors?: BookingFieldErrors };

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function failure(code: BookingErrorCode, fieldErrors?: BookingFieldErrors): BookingValidationResult {
  return fieldErrors
    ? { ok: false, code, message: BOOKING_ERROR_MESSAGES[code], fieldErrors }
    : { ok: false, code, message: BOOKING_ERROR_MESSAGES[code] };
}

/**
 * Validates a booking payload of any shape, never throwing. The spec's four checks come
 * first, in its order (a value of the wrong type counts as missing); then the CSRF token
 * is required; then limits and formats are reported together as INVALID_INPUT.
 * On the server, pass the output of `sanitizeProfile('booking', raw).data` so limits
 * apply to the text that will be stored.
 */
export function validateBookingOrder(raw: unknown): BookingValidationResult {
  const record: Record<string, unknown> = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (isBlank(record.salonId)) return failure('SALON_DATA_MISSING');
  if (isBlank(record.serviceId)) return failure('SERVICE_NOT_SELECTED');
  if (isBlank(record.date) || isBlank(record.time)) return failure('DATETIME_NOT_SELECTED');
  if (isBlank(record.customerName) || isBlank(record.customerPhone)) return failure('REQUIRED_FIELDS_MISSING');
  if (isBlank(record.csrfToken)) return failure('CSRF_INVALID');

  const parsed = bookingRequestSchema.safeParse(record);
  if (parsed.success) return { ok: true, data: parsed.data };

  const fieldErrors: BookingFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof BookingRequest;
    fieldErrors[field] ??= issue.message;
  }
  const onlyCsrf = Object.keys(fieldErrors).every((field) => field === 'csrfToken');
  return onlyCsrf ? failure('CSRF_INVALID') : failure('INVALID_INPUT', fieldErrors);
}
