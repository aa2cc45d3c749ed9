// The field atoms every form and action schema builds on: one rule, one pattern and one
// message each, and one sanitiser profile per kind of field (./sanitize.ts), so that every
// action, public and staff, cleans text the same way. Pure: the browser and the server both
// use them.
import { z } from 'zod';
import { message, type LimitedField, type OptionalField } from '@/lib/i18n/message';
import { isDateString } from '@/lib/scheduling/zoned-time';
import { isEmail } from './email';
import { PHONE_INVALID_MESSAGE, PHONE_MAX_LENGTH, isPhoneNumber } from './phone';
import { cleanEmail, cleanFreeText, cleanName, cleanPhone } from './sanitize';

// zod builds a faster parser with `new Function` when it can, probing for that once per page
// when the first object schema is built; under the pages' Content-Security-Policy (no
// 'unsafe-eval') the probe is refused and reported as a violation. Every browser schema is
// built on these atoms, so it is built after this: the browser skips the probe (small forms
// need no compiled parser), the server keeps it. Here and not in instrumentation-client.ts,
// which every page loads: that brought zod's core into the first load of pages without a form.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** The field's own 'Notes must be at most 500 characters'. */
export const tooLong = (field: LimitedField, max: number) => message(`FormErrors.tooLong.${field}`, { max });

/** A string cleaned by a sanitiser profile before any check (limits apply to what is stored). */
const cleanedText = (clean: (value: string) => string, message: string) => z.string({ error: message }).overwrite(clean);

/** One-line text with the name profile; checks chain on it. */
export const nameText = (message: string) => cleanedText(cleanName, message);

/**
 * Required one-line text (the name profile): missing, blank, wrong-type values and values that
 * clean to nothing (only markup or invisible characters) all get `message`, and only it.
 */
export const requiredText = (message: string) => nameText(message).min(1, { error: message, abort: true });

/** Required one-line text of at most `max` characters (the field's tooLong message). */
export const requiredUpTo = (message: string, field: LimitedField, max: number) => requiredText(message).max(max, tooLong(field, max));

const optionalCleaned = (clean: (value: string) => string, field: OptionalField, max: number) =>
  cleanedText(clean, message(`FormErrors.notText.${field}`))
    .max(max, tooLong(field, max))
    .nullish()
    .transform((value) => value || null);

/** Optional one-line text (spec point 5, the name profile): null, undefined or blank become null. */
export const optionalText = (field: OptionalField, max: number) => optionalCleaned(cleanName, field, max);

/** Optional multi-line text (notes, descriptions: the free-text profile keeps line breaks). */
export const optionalFreeText = (field: OptionalField, max: number) => optionalCleaned(cleanFreeText, field, max);

/** Multi-line text with the free-text profile; checks chain on it. */
export const freeText = (message: string) => cleanedText(cleanFreeText, message);

/** An e-mail field's text (the e-mail profile: plain, trimmed, lowercased); checks chain on it. */
export const emailText = (message: string) => cleanedText(cleanEmail, message);

/** A required e-mail address: the e-mail profile, then `required` when blank, `tooLong` past `max`, `invalid` unless an address. */
export const requiredEmail = (max: number, messages: { required: string; tooLong: string; invalid: string }) =>
  emailText(messages.required).min(1, { error: messages.required, abort: true }).max(max, messages.tooLong).refine(isEmail, messages.invalid);

/** An optional e-mail address: the e-mail profile, blank becomes null, else it must be an address (`invalid`). */
export const optionalEmail = (field: OptionalField, max: number, invalid: string) =>
  optionalCleaned(cleanEmail, field, max).refine((value) => value === null || isEmail(value), invalid);

/** Any 8-4-4-4-12 hex id, as Postgres accepts (seeded ids need not be RFC 4122): zod's guid pattern. */
export const GUID_PATTERN = z.regexes.guid;

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}

/** An id field; `message` for a missing or malformed one. */
export const guid = (message?: string) => z.guid(message);

/** The salon an action is for: admins name it; staff and owners may leave it out (their own). */
export const salonId = guid().optional();

/** A wall-clock time 'HH:mm', 00:00 to 23:59. */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export const timeOfDay = (message: string) => z.string({ error: message }).regex(TIME_PATTERN, message);

/** Required first (`required`), then 'HH:mm' (`invalid`). */
export const requiredTime = (required: string, invalid: string) => requiredText(required).pipe(timeOfDay(invalid));

export const DATE_MESSAGE = message('FormErrors.dateInvalid');

/**
 * The days any date field accepts: wide enough for any appointment's history and future,
 * narrow enough that date arithmetic and the database never see a year like 9999.
 */
export const DATE_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A real calendar day 'yyyy-MM-dd' within DATE_RANGE (no 2026-02-30, no 9999-12-31). */
export function isCalendarDate(value: unknown): value is string {
  return isDateString(value) && value >= DATE_RANGE.first && value <= DATE_RANGE.last;
}

/** A real calendar day 'yyyy-MM-dd' within DATE_RANGE; anything else gets `message`. */
export const calendarDate = (message: string = DATE_MESSAGE) => z.string({ error: message }).refine(isCalendarDate, message);

/** Required first (`required`), then a real 'yyyy-MM-dd' day (`invalid`). */
export const requiredDate = (required: string, invalid: string) => requiredText(required).pipe(calendarDate(invalid));

/** An ISO 4217 code as the currencies table keys it ('HUF'). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export const currencyCode = (message: string) => z.string({ error: message }).regex(CURRENCY_CODE_PATTERN, message);

/** Required phone number (the phone profile keeps digits, plus, dash and whitespace). */
export const requiredPhone = (message: string) => cleanedText(cleanPhone, message).min(1, { error: message, abort: true });

/** An optional phone number: the phone profile, then the one phone rule (./phone.ts); empty becomes null. */
export const optionalPhone = optionalCleaned(cleanPhone, 'phoneNumber', PHONE_MAX_LENGTH).refine(
  (value) => value === null || isPhoneNumber(value),
  PHONE_INVALID_MESSAGE,
);

/** Decimal notation only: an optional minus, digits, an optional fraction (no '0x10', '1e3', '+16', 'Infinity'). */
export const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

/**
 * A number as a form or a caller sends it, before z.number() checks it with the field's
 * message: finite numbers and trimmed decimal strings are numbers (-0 is 0); blank, null,
 * undefined and NaN (an empty number input) are null; anything else is NaN, which z.number()
 * refuses.
 */
export function decimalInput(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value + 0;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return DECIMAL_PATTERN.test(text) ? Number(text) + 0 : Number.NaN;
}

/** A whole number from `min` to `max` as a form or a caller sends it (decimalInput); anything else gets `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(decimalInput, z.number({ error: message }).int(message).min(min, message).max(max, message));
