// The booking rules the browser needs, free of any library (the booking page's bundle stays
// small): limits, codes and messages, and the spec's order of required fields.
// lib/validation/booking.ts adds the full zod schema for the server.
import { INPUT_TOO_LARGE_MESSAGE, type InputLimits } from './input-guard';
import { PHONE_INVALID_MESSAGE, PHONE_MAX_LENGTH } from './phone';

/** Double-submit CSRF: the browser's token travels as this cookie and as the payload's csrfToken. */
export const CSRF_COOKIE = 'booking_csrf';

/** The stylist choice that lets the salon pick (least booked that day); the default. */
export const ANY_STYLIST = 'any';

export const BOOKING_LIMITS = { name: 100, phone: PHONE_MAX_LENGTH, email: 255, notes: 500 } as const;

export const BOOKING_SUCCESS_MESSAGE = "Appointment booked successfully! We'll contact you soon to confirm.";

/** Spec: the day's times could not be loaded. */
export const SLOTS_FAILED_MESSAGE = 'Failed to load available time slots';

/** Said by the manage page and the messages' one-click stop once a booking's reminders are stopped. */
export const REMINDERS_STOPPED_MESSAGE = 'You will get no more reminders for this appointment.';

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
  STYLIST_UNAVAILABLE: 'This stylist cannot take this service. Please choose another stylist.',
  // The salon's booking rules (issue 22).
  SLOT_TOO_SOON: 'This time is too soon to book online. Please choose a later time or call the salon.',
  DATE_BEYOND_HORIZON: 'This date is too far ahead to book online. Please choose an earlier date or call the salon.',
  INVALID_INPUT: 'Please check the highlighted fields and try again.',
  RATE_LIMITED: 'Too many booking attempts. Please wait a few minutes and try again.',
  CSRF_INVALID: 'Your session has expired. Please refresh the page and try again.',
  INPUT_TOO_LARGE: INPUT_TOO_LARGE_MESSAGE,
} as const;

/** What the private manage link answers when a cancel or a move is refused for the booking itself. */
export const MANAGE_ERROR_MESSAGES = {
  NOT_FOUND: 'This booking link is not valid.',
  NOT_CANCELLABLE: 'This appointment has already started or passed and can no longer be cancelled online. Please contact the salon.',
  OUTSIDE_CHANGE_WINDOW: 'This appointment is too close to change or cancel online. Please call the salon.',
  BOOKING_CANCELLED: 'This booking has been cancelled, so it cannot be moved. Please book a new time.',
} as const;

export type ManageErrorCode = keyof typeof MANAGE_ERROR_MESSAGES;

/** The message for a code the manage page receives (?error=CODE): a manage code or a booking code; null for anything else. */
export function manageErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  if (Object.hasOwn(MANAGE_ERROR_MESSAGES, code)) return MANAGE_ERROR_MESSAGES[code as ManageErrorCode];
  if (Object.hasOwn(BOOKING_ERROR_MESSAGES, code)) return bookingErrorMessage(code as BookingErrorCode);
  return null;
}

/**
 * Raw booking payloads are refused above these sizes before anything parses them: four times
 * the longest field's limit leaves room for markup that sanitising removes.
 */
export const BOOKING_INPUT_LIMITS: InputLimits = { maxString: 4 * BOOKING_LIMITS.notes, maxTotal: 8 * BOOKING_LIMITS.notes, maxEntries: 16, maxDepth: 1 };

/** A reschedule carries a date and a time (and the form's language): anything much larger is refused unread. */
export const RESCHEDULE_INPUT_LIMITS: InputLimits = { maxString: 64, maxTotal: 256, maxEntries: 4, maxDepth: 1 };

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
  invalidStylist: 'Please select a valid stylist.',
  nameTooLong: `Name must be at most ${BOOKING_LIMITS.name} characters.`,
  phoneTooLong: `Phone number must be at most ${BOOKING_LIMITS.phone} characters.`,
  phoneInvalid: PHONE_INVALID_MESSAGE,
  emailTooLong: `Email address must be at most ${BOOKING_LIMITS.email} characters.`,
  emailInvalid: 'Please enter a valid email address',
  notesTooLong: `Special requests must be at most ${BOOKING_LIMITS.notes} characters.`,
  notesInvalid: 'Special requests must be text.',
} as const;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * The spec's four submit checks, in its order (a value of the wrong type counts as missing),
 * then the CSRF token: the first failing code, or null when all are present.
 */
export function firstMissingInOrder(raw: unknown): BookingErrorCode | null {
  const record: Record<string, unknown> = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (isBlank(record.salonId)) return 'SALON_DATA_MISSING';
  if (isBlank(record.serviceId)) return 'SERVICE_NOT_SELECTED';
  if (isBlank(record.date) || isBlank(record.time)) return 'DATETIME_NOT_SELECTED';
  if (isBlank(record.customerName) || isBlank(record.customerPhone)) return 'REQUIRED_FIELDS_MISSING';
  if (isBlank(record.csrfToken)) return 'CSRF_INVALID';
  return null;
}
