import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { HASHING_BUSY_MESSAGE, isHashingBusy } from '@/lib/auth/hashing-gate';
import { getCurrentUser } from '@/lib/auth/session';
import { ACCESS_MESSAGES, AccessError, callerOf, type Caller } from './access';
import { BUSY_MESSAGE, classifyDbError, DATABASE_UNAVAILABLE_MESSAGE, loggableError } from './db-errors';
import type { InputLimits } from '@/lib/validation/input-guard';
import { parseActionInput } from './parse-input';
import { pageLocale } from '@/i18n/page-locale';
import { message } from '@/lib/i18n/message';
import type { Locale } from '@/lib/i18n/locale';
import { renderedFailure } from '@/lib/i18n/render-message';
import { serverMessages } from '@/lib/i18n/server-messages';
import { UNEXPECTED_ERROR_MESSAGE, fail, ok, type ActionFailure, type ActionResult } from '@/lib/result';

export const OVERLAP_MESSAGE = message('Errors.overlap');

/**
 * A staff-side server action: what it accepts and what it does. Who may do it is decided by
 * the lib/data functions `run` calls (role and salon), never here.
 */
export type ActionDefinition<Schema extends z.ZodType, T> = {
  /** Names the action in logs. */
  name: string;
  schema: Schema;
  limits?: InputLimits;
  /** Open to a caller still on a one-time password (changing it); every other action refuses them. */
  allowOneTimePassword?: boolean;
  /** Paths whose cached pages change when the action succeeds. */
  revalidate?: readonly string[];
  /**
   * Calls lib/data with the signed-in caller; domain failures are returned, access failures
   * thrown. `locale` gives the asker's language, for words a success carries (failures are worded here).
   */
  run: (caller: Caller, input: z.output<Schema>, locale: () => Promise<Locale>) => Promise<ActionResult<T>>;
};

export type AuthorizedAction<T> = (raw: unknown) => Promise<ActionResult<T>>;

/** Who is asking, and the language their answer is written in. */
type Asker = { verifiedCaller: () => Promise<Caller | null>; locale: () => Promise<Locale> };

type Pipeline<T> = (raw: unknown, asker: Asker) => Promise<ActionResult<T>>;

/** Each action's pipeline, so that runActionAs runs the same one with another caller. */
const pipelines = new WeakMap<object, Pipeline<unknown>>();

/**
 * The one pipeline of every staff-side action (DESIGN §2): bounded raw input → zod (every
 * field's error) → a signed-in caller → lib/data (which decides role and salon) → one
 * ActionResult. Thrown AccessErrors, a busy password hasher, a pool with no connection free in
 * time (BUSY, retryable) and database errors become typed
 * failures; anything else is logged without personal data. A failure's message and field
 * messages (catalogue keys and values until here) leave in words, in the asker's language.
 */
async function runPipeline<Schema extends z.ZodType, T>(definition: ActionDefinition<Schema, T>, raw: unknown, asker: Asker): Promise<ActionResult<T>> {
  const result = await outcomeOf(definition, raw, asker);
  return result.ok ? result : renderedFailure(result, serverMessages(await asker.locale()));
}

async function outcomeOf<Schema extends z.ZodType, T>(
  definition: ActionDefinition<Schema, T>,
  raw: unknown,
  { verifiedCaller, locale }: Asker,
): Promise<ActionResult<T>> {
  const parsed = parseActionInput(definition.schema, raw, definition.limits);
  if (!parsed.ok) return parsed;
  try {
    const caller = await verifiedCaller();
    if (!caller) return fail('UNAUTHENTICATED', ACCESS_MESSAGES.UNAUTHENTICATED);
    if (caller.mustChangePassword && !definition.allowOneTimePassword) {
      return fail('PASSWORD_CHANGE_REQUIRED', ACCESS_MESSAGES.PASSWORD_CHANGE_REQUIRED);
    }
    return await definition.run(caller, parsed.data, locale);
  } catch (error) {
    return failureOf(definition.name, error);
  }
}

function failureOf(name: string, error: unknown): ActionFailure {
  if (error instanceof AccessError) return fail(error.code, ACCESS_MESSAGES[error.code]);
  if (isHashingBusy(error)) return fail(error.code, HASHING_BUSY_MESSAGE);
  const kind = classifyDbError(error);
  if (kind === 'overlap') return fail('SLOT_TAKEN', OVERLAP_MESSAGE);
  console.error(`[action] ${name} failed`, loggableError(error));
  if (kind === 'busy') return fail('BUSY', BUSY_MESSAGE);
  if (kind === 'unavailable') return fail('DATABASE_ERROR', DATABASE_UNAVAILABLE_MESSAGE);
  return fail('UNEXPECTED_ERROR', UNEXPECTED_ERROR_MESSAGE);
}

/** The server action for a definition: the caller comes from the verified session only. */
export function authorizedAction<Schema extends z.ZodType, T>(definition: ActionDefinition<Schema, T>): AuthorizedAction<T> {
  const pipeline: Pipeline<T> = (raw, asker) => runPipeline(definition, raw, asker);
  const action = async (raw: unknown): Promise<ActionResult<T>> => {
    const result = await pipeline(raw, { verifiedCaller: async () => callerOf(await getCurrentUser()), locale: pageLocale });
    if (result.ok) for (const path of definition.revalidate ?? []) revalidatePath(path);
    return result;
  };
  pipelines.set(action, pipeline);
  return action;
}

/**
 * The `run` of an action whose data function has no refusal of its own (a read, a count): its
 * answer is the success. Access and database failures still throw to the pipeline.
 */
export function answering<Input, T>(read: (caller: Caller, input: Input) => Promise<T>): (caller: Caller, input: Input) => Promise<ActionResult<T>> {
  return async (caller, input) => ok(await read(caller, input));
}

/**
 * For tests: runs an action built by authorizedAction through the same pipeline with a chosen
 * caller instead of the session's (null: signed out), answering in `locale` (the page's
 * language needs a request). Nothing is revalidated, since there is no request whose cache
 * could change.
 */
export function runActionAs<T>(action: AuthorizedAction<T>, caller: Caller | null, raw: unknown, locale: Locale = 'en'): Promise<ActionResult<T>> {
  const pipeline = pipelines.get(action) as Pipeline<T> | undefined;
  if (!pipeline) throw new Error('runActionAs takes an action built by authorizedAction');
  return pipeline(raw, { verifiedCaller: async () => caller, locale: async () => locale });
}
