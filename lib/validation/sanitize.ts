// Server-side plain-text sanitising and the one sanitiser profile per kind of field (name,
// free text, e-mail, phone): every field atom (./fields.ts) and so every action, public and
// staff, cleans with these. We store plain text and let React escape it on output, so markup
// only has to be removed, never made safe. htmlparser2's tokenizer does that in linear time
// (DOMPurify over jsdom cost 50 ms for 100 characters of tags and grew quadratically: see
// docs/decisions.md). In the browser, forms validate with the DOM's own parser instead
// (./markup-text.browser.ts, aliased in next.config.ts): the server's pass is the one that counts.
import { textOutsideTags as stripOnce } from '@/lib/validation/markup-text';
import { BOOKING_LIMITS } from './booking-request';

// C0/C1 controls (NUL included: Postgres refuses it in text) except tab, newline and carriage
// return, which the profiles treat as whitespace.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Zero-width space, word joiner and invisible operators, byte-order mark, soft hyphen, and the
// bidi marks, embeddings, overrides and isolates (used to disguise text). ZWJ/ZWNJ (U+200C/D)
// stay: emoji sequences and some scripts need them.
const INVISIBLE_CHARACTERS = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Half of a surrogate pair without its other half: not text, and invalid UTF-8 on the way out.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Decoding entities can reveal markup (`&lt;script&gt;`), so stripping repeats until stable.
const MAX_STRIP_PASSES = 3;
// Brackets, dots and slashes people type to group a number's digits.
const PHONE_FORMATTING = /[().\/]/g;

/** Removes control, zero-width and bidi-override characters and lone surrogates, and normalises to NFC. */
export function removeInvisible(text: string): string {
  return text.replace(LONE_SURROGATES, '').normalize('NFC').replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_CHARACTERS, '');
}

/** Strips all markup and decodes entities, yielding plain text (`<b>Bob</b>` → `Bob`). */
export function stripMarkup(text: string): string {
  let current = removeInvisible(text);
  for (let pass = 0; pass < MAX_STRIP_PASSES; pass++) {
    const next = removeInvisible(stripOnce(current));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Collapses every whitespace run to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Name profile (one line: names, titles, addresses, search): plain text, whitespace runs as one space, trimmed. */
export function cleanName(value: string): string {
  return collapseWhitespace(stripMarkup(value));
}

/**
 * Free-text profile (notes, descriptions): the name profile's cleaning, but line breaks stay
 * (CRLF becomes LF, at most one blank line in a row) and tabs and spaces runs become one space.
 */
export function cleanFreeText(value: string): string {
  return stripMarkup(value)
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * E-mail profile: invisible characters removed, trimmed and lowercased (what a visitor expects
 * of `Anna@Example.com `). Markup and script-like words are kept, so that the address pattern
 * refuses them with the field's message instead of the value silently changing or
 * disappearing (`<b>eva@example.com</b>`, `javascript:alert(1)`, `anna%40gmail.com%2cspy@evil.com`).
 */
export function cleanEmail(value: string): string {
  return removeInvisible(value).trim().toLowerCase();
}

/**
 * Phone profile: plain text without the digit-grouping brackets, dots and slashes, so that
 * '+36 (30) 123.4567' becomes '+36 30 1234567'. Anything else (letters: 'ext 2', 'call me') is
 * kept for the phone rule (./phone.ts) to refuse, rather than silently changing the number.
 */
export function cleanPhone(value: string): string {
  return collapseWhitespace(stripMarkup(value).replace(PHONE_FORMATTING, ''));
}

/** The sanitiser pipelines by name (spec point 5); the field atoms (./fields.ts) call the same functions. */
const PIPELINES = {
  text: cleanName,
  freeText: cleanFreeText,
  email: cleanEmail,
  phone: cleanPhone,
} satisfies Record<string, (value: string) => string>;

export type SanitizerPipeline = keyof typeof PIPELINES;

export interface SanitizedField {
  /** The cleaned value, never truncated. */
  value: string;
  /** True when the cleaned value is longer than `maxLength`: callers refuse it. */
  tooLong: boolean;
}

/**
 * Cleans one value (non-strings become '') and checks it against `maxLength` (none by
 * default). Over-long input is reported, never silently truncated. Throws on an unknown pipeline.
 */
export function sanitizeField(pipeline: SanitizerPipeline, value: unknown, maxLength = Number.POSITIVE_INFINITY): SanitizedField {
  if (!Object.hasOwn(PIPELINES, pipeline)) throw new Error(`Unknown sanitiser pipeline: ${pipeline}`);
  const cleaned = typeof value === 'string' ? PIPELINES[pipeline](value) : '';
  return { value: cleaned, tooLong: cleaned.length > maxLength };
}

interface ProfileField {
  pipeline: SanitizerPipeline;
  maxLength: number;
  required?: boolean;
}

export const SANITIZER_PROFILES = {
  // Keys match the booking payload so the result can go straight to validateBookingOrder.
  booking: {
    customerName: { pipeline: 'text', maxLength: BOOKING_LIMITS.name, required: true },
    customerPhone: { pipeline: 'phone', maxLength: BOOKING_LIMITS.phone, required: true },
    customerEmail: { pipeline: 'email', maxLength: BOOKING_LIMITS.email },
    notes: { pipeline: 'freeText', maxLength: BOOKING_LIMITS.notes },
  },
} as const satisfies Record<string, Record<string, ProfileField>>;

export type SanitizerProfile = keyof typeof SANITIZER_PROFILES;
export type ProfileFieldName<P extends SanitizerProfile> = keyof (typeof SANITIZER_PROFILES)[P] & string;

/**
 * What a profile's check found in a field: blank though required, or longer than its limit. A
 * code, not words: the caller refuses with its own message (the booking's validateBookingOrder).
 */
export type FieldProblem = 'required' | 'tooLong';

export interface ProfileResult<P extends SanitizerProfile> {
  ok: boolean;
  /** The input's other keys unchanged, plus every profile field cleaned (missing or non-string → ''). */
  data: Record<string, unknown> & Record<ProfileFieldName<P>, string>;
  /** Over-long or missing required fields, by what is wrong with them; empty when ok. */
  fieldErrors: Partial<Record<ProfileFieldName<P>, FieldProblem>>;
}

/**
 * Cleans a record with a profile. Sanitising and limit checks are separate outputs: `data` is
 * always the cleaned record (never truncated), `fieldErrors` says what must be refused.
 * Throws on an unknown profile.
 */
export function sanitizeProfile<P extends SanitizerProfile>(profileName: P, record: unknown): ProfileResult<P> {
  if (!Object.hasOwn(SANITIZER_PROFILES, profileName)) throw new Error(`Unknown sanitiser profile: ${profileName}`);
  const fields: Record<string, ProfileField> = SANITIZER_PROFILES[profileName];
  const input: Record<string, unknown> = typeof record === 'object' && record !== null ? { ...record } : {};
  const fieldErrors: Record<string, FieldProblem> = {};
  for (const [name, field] of Object.entries(fields)) {
    const { value, tooLong } = sanitizeField(field.pipeline, input[name], field.maxLength);
    input[name] = value;
    if (field.required && value === '') fieldErrors[name] = 'required';
    else if (tooLong) fieldErrors[name] = 'tooLong';
  }
  return {
    ok: Object.keys(fieldErrors).length === 0,
    data: input as ProfileResult<P>['data'],
    fieldErrors: fieldErrors as ProfileResult<P>['fieldErrors'],
  };
}
