// The booking's codes and messages (catalogue keys: the words are in messages/*.json) and input
// limits, for the server; lib/validation/booking.ts adds the full zod schema. What the visitor's
// browser needs is in ./booking-request.ts, so that these messages stay out of its bundle.
import { message, type Message } from '@/lib/i18n/message';
import type { InputLimits } from './input-guard';
import { BOOKING_LIMITS } from './booking-request';
import { PHONE_INVALID_MESSAGE } from './phone';

export const BOOKING_SUCCESS_MESSAGE = message('Server.bookedToast');

/** Spec: the day's times could not be loaded. */
export const SLOTS_FAILED_MESSAGE = message('Server.slotsFailed');

/** Said by the manage page and the messages' one-click stop once a booking's reminders are stopped. */
export const REMINDERS_STOPPED_MESSAGE = message('Server.remindersStopped');

export const BOOKING_ERROR_MESSAGES = {
  // Spec point 5, checked in this order.
  SALON_DATA_MISSING: message('Server.salonDataMissing'),
  SERVICE_NOT_SELECTED: message('Server.serviceNotSelected'),
  DATETIME_NOT_SELECTED: message('Server.dateTimeNotSelected'),
  REQUIRED_FIELDS_MISSING: message('Server.requiredFieldsMissing'),
  // Spec point 8.
  AUTH_ERROR: message('Server.authError'),
  DATABASE_ERROR: message('Server.databaseUnknown'),
  SUBMISSION_ERROR: message('Server.submissionError'),
  // No database connection came free in time (issue 39): nothing was written, trying again is safe.
  BUSY: message('Errors.busy'),
  // Server checks beyond the spec.
  SLOT_TAKEN: message('Server.slotTaken'),
  SLOT_UNAVAILABLE: message('Server.slotUnavailable'),
  SERVICE_UNAVAILABLE: message('Server.serviceUnavailable'),
  STYLIST_UNAVAILABLE: message('Server.stylistUnavailable'),
  // The salon's booking rules (issue 22).
  SLOT_TOO_SOON: message('Server.slotTooSoon'),
  DATE_BEYOND_HORIZON: message('Server.dateBeyondHorizon'),
  // The salon's no-show policy (issue 33 item 5): this client books by calling the salon.
  CALL_SALON: message('Server.callSalon'),
  INVALID_INPUT: message('Errors.validation'),
  RATE_LIMITED: message('Server.rateLimited'),
  CSRF_INVALID: message('Server.csrfInvalid'),
  INPUT_TOO_LARGE: message('Errors.inputTooLarge'),
} as const;

/** What the private manage link answers when a cancel or a move is refused for the booking itself. */
export const MANAGE_ERROR_MESSAGES = {
  NOT_FOUND: message('Server.linkNotValid'),
  NOT_CANCELLABLE: message('Server.notCancellable'),
  OUTSIDE_CHANGE_WINDOW: message('Server.outsideChangeWindow'),
  BOOKING_CANCELLED: message('Server.bookingCancelled'),
} as const;

export type ManageErrorCode = keyof typeof MANAGE_ERROR_MESSAGES;

/** The message for a code the manage page receives (?error=CODE): a manage code or a booking code; null for anything else. */
export function manageErrorMessage(code: string | null | undefined): Message | null {
  if (!code) return null;
  if (Object.hasOwn(MANAGE_ERROR_MESSAGES, code)) return MANAGE_ERROR_MESSAGES[code as ManageErrorCode];
  if (Object.hasOwn(BOOKING_ERROR_MESSAGES, code)) return bookingErrorMessage(code as BookingErrorCode);
  return null;
}

/**
 * Raw booking payloads are refused above these sizes before anything parses them: four times
 * the longest field's limit leaves room for markup that sanitising removes; the services added
 * to a visit are two flat lists (depth 2).
 */
export const BOOKING_INPUT_LIMITS: InputLimits = { maxString: 4 * BOOKING_LIMITS.notes, maxTotal: 8 * BOOKING_LIMITS.notes, maxEntries: 24, maxDepth: 2 };

/** A reschedule carries a date and a time (and the form's language): anything much larger is refused unread. */
export const RESCHEDULE_INPUT_LIMITS: InputLimits = { maxString: 64, maxTotal: 256, maxEntries: 4, maxDepth: 1 };

export type BookingErrorCode = keyof typeof BOOKING_ERROR_MESSAGES;

/** Why a booking could not be saved (DATABASE_ERROR), without the driver's words. */
export type DatabaseFailureKind = 'unreachable' | 'notSaved';

const DATABASE_MESSAGES = { unreachable: message('Server.databaseUnreachable'), notSaved: message('Server.databaseNotSaved') } as const;

/** The message for a code; `kind` says why DATABASE_ERROR happened. */
export function bookingErrorMessage(code: BookingErrorCode, kind?: DatabaseFailureKind): Message {
  return code === 'DATABASE_ERROR' && kind ? DATABASE_MESSAGES[kind] : BOOKING_ERROR_MESSAGES[code];
}

export const BOOKING_FIELD_MESSAGES = {
  invalidSalon: message('Server.invalidSalon'),
  invalidService: message('FormErrors.invalidService'),
  invalidDate: message('FormErrors.invalidDate'),
  invalidTime: message('FormErrors.invalidTime'),
  invalidStylist: message('Server.invalidStylist'),
  nameTooLong: message('Server.nameTooLong'),
  phoneTooLong: message('Server.phoneTooLong'),
  phoneInvalid: PHONE_INVALID_MESSAGE,
  emailTooLong: message('Server.emailTooLong'),
  emailInvalid: message('Server.emailInvalid'),
  notesTooLong: message('Server.notesTooLong'),
  notesInvalid: message('Server.notesInvalid'),
} as const;
