'use server';

import { signOut } from '@/lib/auth/service';
import { nextCookieJar } from '@/lib/auth/session';
import { UNEXPECTED_ERROR_MESSAGE, fail, ok, type ActionResult } from '@/lib/result';
import { loggableError } from '@/lib/server/db-errors';

/** Ends the session (revoking it) and clears the session cookies: the shell's sign-out button. */
export async function signOutAction(): Promise<ActionResult<null>> {
  try {
    await signOut(await nextCookieJar());
    return ok(null);
  } catch (error) {
    console.error('[auth] sign-out failed', loggableError(error));
    return fail('SIGN_OUT_ERROR', UNEXPECTED_ERROR_MESSAGE);
  }
}
