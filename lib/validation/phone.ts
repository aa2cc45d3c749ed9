// The one phone rule (docs/decisions.md), free of any library: the booking page's browser
// bundle reads its limit, and ./fields.ts builds the zod atom on it.
import { message } from '@/lib/i18n/message';

/** Spec point 5: a phone number is at most 20 characters, on every form. */
export const PHONE_MAX_LENGTH = 20;

/** A phone number needs at least this many digits to be callable. */
export const PHONE_MIN_DIGITS = 6;

export const PHONE_INVALID_MESSAGE = message('FormErrors.phoneInvalid');

/** The characters the spec's sanitiser keeps in a phone number: digits, plus, dash and whitespace. */
const PHONE_CHARACTERS = /^[\d+\-\s]*$/;

/** Digits, '+', '-' and spaces only, with at least PHONE_MIN_DIGITS digits (the length is the field's check). */
export function isPhoneNumber(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}
