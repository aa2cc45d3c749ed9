import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { getCurrentUser } from '@/lib/auth/session';
import { AccessError, assertRole, callerOf, type Caller } from '@/lib/data/access';
import { classifyDbError, DATABASE_UNAVAILABLE_MESSAGE, loggableError } from '@/lib/data/db-errors';
import type { Role } from '@/lib/db/schema';
import type { InputLimits } from './input-guard';
import { parseActionInput } from './parse-input';
import { UNEXPECTED_ERROR_MESSAGE, fail, type ActionFailure, type ActionResult } from './result';

export const OVERLAP_MESSAGE = 'This time overlaps another appointment.';

/** A staff-side server action: who may call it, what it accepts, what it does. */
export type ActionDefinition<Schema extends z.ZodType, T> = {
  /** Names the action in logs. */
  name: string;
  schema: Schema;
  roles: readonly Role[];
  limits?: InputLimits;
  /** Paths whose cached pages change when the action succeeds. */
  revalidate?: readonly string[];
  /** Calls lib/data with the verified caller; domain failures are returned, access failures thrown. */
  run: (caller: Caller, input: z.output<Schema>) => Promise<ActionResult<T>>;
};

/**
 * The one pipeline of every staff-side action (DESIGN §2): bounded raw input → zod (every
 * field's error) → verified user → role → lib/data → one ActionResult. Thrown AccessErrors
 * and database errors become typed failures; anything else is logged without personal data.
 */
export async function runAuthorized<Schema extends z.ZodType, T>(
  definition: ActionDefinition<Schema, T>,
  raw: unknown,
  verifiedCaller: () => Promise<Caller | null>,
): Promise<ActionResult<T>> {
  const parsed = parseActionInput(definition.schema, raw, definition.limits);
  if (!parsed.ok) return parsed;
  try {
    return await definition.run(assertRole(await verifiedCaller(), definition.roles), parsed.data);
  } catch (error) {
    return failureOf(definition.name, error);
  }
}

function failureOf(name: string, error: unknown): ActionFailure {
  if (error instanceof AccessError) return fail(error.code, error.message);
  const kind = classifyDbError(error);
  if (kind === 'overlap') return fail('SLOT_TAKEN', OVERLAP_MESSAGE);
  console.error(`[action] ${name} failed`, loggableError(error));
  if (kind === 'unavailable') return fail('DATABASE_ERROR', DATABASE_UNAVAILABLE_MESSAGE);
  return fail('UNEXPECTED_ERROR', UNEXPECTED_ERROR_MESSAGE);
}

/** The server action for a definition: the caller comes from the verified session only. */
export function authorizedAction<Schema extends z.ZodType, T>(definition: ActionDefinition<Schema, T>) {
  return async (raw: unknown): Promise<ActionResult<T>> => {
    const result = await runAuthorized(definition, raw, async () => callerOf(await getCurrentUser()));
    if (result.ok) for (const path of definition.revalidate ?? []) revalidatePath(path);
    return result;
  };
}
