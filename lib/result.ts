// The one result type of every server action and of the data functions behind them
// (DESIGN §2). Pure: browser and server import it.
import type { z } from 'zod';
import { message } from '@/lib/i18n/message';

export type FieldErrors = Record<string, string>;

export type ActionFailure<Code extends string = string> = {
  ok: false;
  code: Code;
  message: string;
  /** Every invalid field's message, keyed by field name (nested paths joined with '.'). */
  fieldErrors?: FieldErrors;
};

export type ActionResult<T, Code extends string = string> = { ok: true; data: T } | ActionFailure<Code>;

export const VALIDATION_MESSAGE = message('Errors.validation');
export const UNEXPECTED_ERROR_MESSAGE = message('FormErrors.unexpected');

export function ok<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function fail<Code extends string>(code: Code, message: string, fieldErrors?: FieldErrors): ActionFailure<Code> {
  return fieldErrors && Object.keys(fieldErrors).length ? { ok: false, code, message, fieldErrors } : { ok: false, code, message };
}

/** One message per invalid field (the first zod reports for it), for every field that failed. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A query's outcome: its data, or the spec's message for its failure (the cause is logged on the server). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export function mapLoaded<T, U>(loaded: Loaded<T>, map: (data: T) => U): Loaded<U> {
  return loaded.ok ? { ok: true, data: map(loaded.data) } : loaded;
}
