import 'server-only';
import { createTranslator } from 'next-intl';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import { SPECIAL_CLOSURE_REASON, INVALID_DATE_REASON } from '@/lib/scheduling/dates';
import { TAKEN_REASON } from '@/lib/scheduling/conflicts';
import { PRICE_ON_REQUEST, UNKNOWN_SERVICE } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locale';
import { BOOKING_ERROR_MESSAGES as E, BOOKING_FIELD_MESSAGES as F, MANAGE_ERROR_MESSAGES as M, BOOKING_SUCCESS_MESSAGE, REMINDERS_STOPPED_MESSAGE, SLOTS_FAILED_MESSAGE } from '@/lib/validation/booking-rules';

/**
 * The English texts the server says to visitors (the spec's, verbatim), by their key in the
 * catalogues' `Server` namespace. The English catalogue repeats them (a unit test keeps the two
 * equal); other languages translate them there.
 */
const SERVER_KEYS: Record<string, string> = {
  [BOOKING_SUCCESS_MESSAGE]: 'bookedToast',
  [SLOTS_FAILED_MESSAGE]: 'slotsFailed',
  [E.SALON_DATA_MISSING]: 'salonDataMissing',
  [E.SERVICE_NOT_SELECTED]: 'serviceNotSelected',
  [E.DATETIME_NOT_SELECTED]: 'dateTimeNotSelected',
  [E.REQUIRED_FIELDS_MISSING]: 'requiredFieldsMissing',
  [E.AUTH_ERROR]: 'authError',
  'Booking failed: the database is not reachable right now': 'databaseUnreachable',
  'Booking failed: the booking could not be saved': 'databaseNotSaved',
  'Booking failed: unknown error': 'databaseUnknown',
  [E.SUBMISSION_ERROR]: 'submissionError',
  [E.SLOT_TAKEN]: 'slotTaken',
  [E.SLOT_UNAVAILABLE]: 'slotUnavailable',
  [E.SERVICE_UNAVAILABLE]: 'serviceUnavailable',
  [E.STYLIST_UNAVAILABLE]: 'stylistUnavailable',
  [E.SLOT_TOO_SOON]: 'slotTooSoon',
  [E.DATE_BEYOND_HORIZON]: 'dateBeyondHorizon',
  [E.INVALID_INPUT]: 'invalidInput',
  [E.RATE_LIMITED]: 'rateLimited',
  [E.CSRF_INVALID]: 'csrfInvalid',
  [E.INPUT_TOO_LARGE]: 'inputTooLarge',
  [F.invalidSalon]: 'invalidSalon',
  [F.invalidService]: 'invalidService',
  [F.invalidDate]: 'invalidDate',
  [F.invalidTime]: 'invalidTime',
  [F.invalidStylist]: 'invalidStylist',
  [F.nameTooLong]: 'nameTooLong',
  [F.phoneTooLong]: 'phoneTooLong',
  [F.phoneInvalid]: 'phoneInvalid',
  [F.emailTooLong]: 'emailTooLong',
  [F.emailInvalid]: 'emailInvalid',
  [F.notesTooLong]: 'notesTooLong',
  [F.notesInvalid]: 'notesInvalid',
  [TAKEN_REASON]: 'alreadyBooked',
  [SPECIAL_CLOSURE_REASON]: 'specialClosure',
  [INVALID_DATE_REASON]: 'invalidDateReason',
  [PRICE_ON_REQUEST]: 'priceOnRequest',
  [UNKNOWN_SERVICE.name]: 'unknownService',
  [M.NOT_FOUND]: 'linkNotValid',
  [M.NOT_CANCELLABLE]: 'notCancellable',
  [M.OUTSIDE_CHANGE_WINDOW]: 'outsideChangeWindow',
  [M.BOOKING_CANCELLED]: 'bookingCancelled',
  [REMINDERS_STOPPED_MESSAGE]: 'remindersStopped',
};

/** Exported for the catalogue test: every English text and the key it is translated under. */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = SERVER_KEYS;

const REGULAR_CLOSURE = /^Regular closure \(closed on ([A-Z][a-z]+)s\)$/;

export type Translate = (message: string) => string;

/** A translator of the server's visitor texts into `locale`; a text it does not know stays as it is. */
export function serverMessages(locale: Locale): Translate {
  if (locale === 'en') return (message) => message;
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Server' });
  const closures = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Closures' });
  return (message) => {
    const key = SERVER_KEYS[message];
    if (key) return t(key as Parameters<typeof t>[0]);
    const weekday = REGULAR_CLOSURE.exec(message)?.[1];
    return weekday ? closures('regular', { weekday: weekday.toLowerCase() }) : message;
  };
}

/** A failure's message and field messages in the visitor's language. */
export function localizedFailure<F extends { message: string; fieldErrors?: Record<string, string | undefined> }>(failure: F, translate: Translate): F {
  const fieldErrors = failure.fieldErrors && Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, message]) => [field, message && translate(message)]));
  return { ...failure, message: translate(failure.message), ...(fieldErrors ? { fieldErrors } : {}) };
}
