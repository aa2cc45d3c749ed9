// The booking request schema, shared by the server action and tests. The browser imports
// ./booking-request instead (no zod, sanitiser or messages in the booking page's bundle).
import { z } from 'zod';
import { ANY_STYLIST, BOOKING_LIMITS, MAX_VISIT_SERVICES, firstMissingInOrder } from './booking-request';
import { BOOKING_ERROR_MESSAGES, BOOKING_FIELD_MESSAGES, type BookingErrorCode } from './booking-rules';
import { isEmail } from './email';
import { emailText, freeText, guid, requiredDate, requiredPhone, requiredText, requiredTime } from './fields';
import { isPhoneNumber } from './phone';

export * from './booking-request';
export * from './booking-rules';

/** An optional cleaned string: null, undefined and blank all become undefined. */
const optional = (text: z.ZodString) => text.nullish().transform((value) => value || undefined);

const msg = BOOKING_ERROR_MESSAGES;
const fieldMsg = BOOKING_FIELD_MESSAGES;

/** A stylist's public id; absent, blank or 'any' lets the salon choose ("Any stylist"). */
const chosenStylist = z
  .string({ error: fieldMsg.invalidStylist })
  .nullish()
  .transform((value) => (!value || value === ANY_STYLIST ? undefined : value))
  .pipe(guid(fieldMsg.invalidStylist).optional());

export const bookingRequestSchema = z.object({
  salonId: requiredText(msg.SALON_DATA_MISSING).pipe(guid(fieldMsg.invalidSalon)),
  serviceId: requiredText(msg.SERVICE_NOT_SELECTED).pipe(guid(fieldMsg.invalidService)),
  date: requiredDate(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidDate),
  time: requiredTime(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidTime),
  stylistId: chosenStylist,
  /**
   * Services added to the visit after the first, in the order chosen (laid end to end), each
   * with its stylist at the same place of `moreStylistIds` (missing: "Any stylist").
   */
  moreServiceIds: z
    .array(guid(fieldMsg.invalidService), { error: fieldMsg.invalidService })
    .max(MAX_VISIT_SERVICES - 1, fieldMsg.invalidService)
    .nullish()
    .transform((ids) => ids ?? []),
  moreStylistIds: z
    .array(chosenStylist, { error: fieldMsg.invalidStylist })
    .max(MAX_VISIT_SERVICES - 1, fieldMsg.invalidStylist)
    .nullish()
    .transform((ids) => ids ?? []),
  customerName: requiredText(msg.REQUIRED_FIELDS_MISSING).max(BOOKING_LIMITS.name, fieldMsg.nameTooLong),
  customerPhone: requiredPhone(msg.REQUIRED_FIELDS_MISSING)
    .max(BOOKING_LIMITS.phone, fieldMsg.phoneTooLong)
    .refine(isPhoneNumber, fieldMsg.phoneInvalid),
  customerEmail: optional(emailText(fieldMsg.emailInvalid))
    .refine((value) => value === undefined || value.length <= BOOKING_LIMITS.email, fieldMsg.emailTooLong)
    .refine((value) => value === undefined || isEmail(value), fieldMsg.emailInvalid),
  notes: optional(freeText(fieldMsg.notesInvalid)).refine(
    (value) => value === undefined || value.length <= BOOKING_LIMITS.notes,
    fieldMsg.notesTooLong,
  ),
  csrfToken: requiredText(msg.CSRF_INVALID).max(256, msg.CSRF_INVALID),
  /** The form's marketing consent box, unticked unless the visitor ticks it: '1' ticked. */
  marketingConsent: z
    .enum(['', '1'], { error: msg.INVALID_INPUT })
    .nullish()
    .transform((value) => value === '1'),
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

/** A visitor's move of their booking (the manage link): the new date and time, nothing else. */
export const rescheduleRequestSchema = z.object({
  date: requiredDate(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidDate),
  time: requiredTime(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidTime),
});

export type RescheduleRequest = z.output<typeof rescheduleRequestSchema>;
