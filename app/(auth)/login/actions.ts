'use server';

import { parseActionInput } from '@/lib/actions/parse-input';
import { clientAddress } from '@/lib/actions/request';
import { UNEXPECTED_ERROR_MESSAGE, fail, ok, type ActionResult } from '@/lib/actions/result';
import { nextCookieJar } from '@/lib/auth/session';
import { safeNextPath } from '@/lib/auth/route-rules';
import { signIn, signOut } from '@/lib/auth/service';
import { loginSchema } from '@/lib/validation/auth';
import { loggableError } from '@/lib/data/db-errors';

/** Signs in and answers where to go next (the remembered page, else /). */
export async function signInAction(input: unknown, next: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = parseActionInput(loginSchema, input);
  if (!parsed.ok) return parsed;
  const result = await signIn(await nextCookieJar(), parsed.data, await clientAddress());
  if (!result.ok) return result;
  return ok({ redirectTo: safeNextPath(typeof next === 'string' ? next.slice(0, 2048) : null) });
}

/** Ends the session (revoking it) and clears the session cookies. */
export async function signOutAction(): Promise<ActionResult<null>> {
  try {
    await signOut(await nextCookieJar());
    return ok(null);
  } catch (error) {
    console.error('[auth] sign-out failed', loggableError(error));
    return fail('SIGN_OUT_ERROR', UNEXPECTED_ERROR_MESSAGE);
  }
}
