// The field atoms every form and action schema builds on: one rule, one pattern and one
// message each. Pure: the browser and the server both use them.
import { z } from 'zod';
import { isDateString } from '@/lib/scheduling/zoned-time';
import { PHONE_INVALID_MESSAGE, PHONE_MAX_LENGTH, isPhoneNumber } from './phone';

/** 'Notes must be at most 500 characters'. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Required text, trimmed: missing, blank and wrong-type values all get `message`, and only it. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** Optional text (spec point 5): trimmed, and null, undefined or blank become null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

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

export const DATE_MESSAGE = 'Please enter a date as yyyy-MM-dd';

/** A real calendar day 'yyyy-MM-dd' (no 2026-02-30). */
export const calendarDate = (message: string = DATE_MESSAGE) => z.string({ error: message }).refine(isDateString, message);

/** Required first (`required`), then a real 'yyyy-MM-dd' day (`invalid`). */
export const requiredDate = (required: string, invalid: string) => requiredText(required).pipe(calendarDate(invalid));

/** An ISO 4217 code as the currencies table keys it ('HUF'). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export const currencyCode = (message: string) => z.string({ error: message }).regex(CURRENCY_CODE_PATTERN, message);

/** An optional phone number on a staff form: the one phone rule (./phone.ts), empty becomes null. */
export const optionalPhone = optionalText('Phone number', PHONE_MAX_LENGTH).refine(
  (value) => value === null || isPhoneNumber(value),
  PHONE_INVALID_MESSAGE,
);
