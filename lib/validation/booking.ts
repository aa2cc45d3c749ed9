// The booking request schema, shared by the server action and tests. The browser imports
// ./booking-rules instead (no zod in the booking page's bundle). Keep it free of heavy imports
// (no sanitiser library here, see ./sanitize.ts).
import { z } from 'zod';
import { isEmail } from './email';
import { BOOKING_ERROR_MESSAGES, BOOKING_FIELD_MESSAGES, BOOKING_LIMITS, MIN_PHONE_DIGITS, firstMissingInOrder, type BookingErrorCode } from './booking-rules';

export * from './booking-rules';

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
  const missing = firstMissingInOrder(raw);
  if (missing) return failure(missing);
  const record = raw as Record<string, unknown>;

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
