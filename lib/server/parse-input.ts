// The first step of every server action: bounded raw input, then zod with every field's
// error. Pure.
import type { z } from 'zod';
import { DEFAULT_INPUT_LIMITS, INPUT_TOO_LARGE_MESSAGE, withinInputLimits, type InputLimits } from '@/lib/validation/input-guard';
import { VALIDATION_MESSAGE, fail, fieldErrorsOf, type ActionResult } from '@/lib/result';

export function parseActionInput<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  limits: InputLimits = DEFAULT_INPUT_LIMITS,
): ActionResult<z.output<Schema>, 'INPUT_TOO_LARGE' | 'VALIDATION_ERROR'> {
  if (!withinInputLimits(raw, limits)) return fail('INPUT_TOO_LARGE', INPUT_TOO_LARGE_MESSAGE);
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : fail('VALIDATION_ERROR', VALIDATION_MESSAGE, fieldErrorsOf(parsed.error));
}
