'use server';

import { clientAddress, nextCookieJar } from '@/lib/auth/session';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/result';
import { safeNextPath } from '@/lib/auth/route-rules';
import { signIn, signOut } from '@/lib/auth/service';
import { loginSchema } from '@/lib/validation/auth';
import { fieldErrorsOf, type ActionResult } from '@/lib/auth/action-result';

/** Signs in and answers where to go next (the remembered page, else /). */
export async function signInAction(input: unknown, next: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'VALIDATION_ERROR', message: 'Please check the form.', fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await signIn(await nextCookieJar(), parsed.data, await clientAddress());
  if (!result.ok) return result;
  return { ok: true, data: { redirectTo: safeNextPath(typeof next === 'string' ? next : null) } };
}

/** Ends the session (revoking it) and clears the session cookies. */
export async function signOutAction(): Promise<ActionResult<null>> {
  try {
    await signOut(await nextCookieJar());
    return { ok: true, data: null };
  } catch (error) {
    console.error('[auth] sign-out failed', error);
    return { ok: false, code: 'SIGN_OUT_ERROR', message: UNEXPECTED_ERROR_MESSAGE };
  }
}
