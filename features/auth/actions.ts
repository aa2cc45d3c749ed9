'use server';

import { pageLocale } from '@/i18n/page-locale';
import { ACCOUNT_PATH, LOGIN_PATH, safeNextPath } from '@/lib/auth/route-rules';
import { signIn, signUp } from '@/lib/auth/service';
import { nextCookieJar } from '@/lib/auth/session';
import { renderedFailure } from '@/lib/i18n/render-message';
import { serverMessages } from '@/lib/i18n/server-messages';
import { ok, type ActionFailure, type ActionResult } from '@/lib/result';
import { parseActionInput } from '@/lib/server/parse-input';
import { clientRateLimitKey } from '@/lib/server/request';
import { loginSchema, signUpSchema } from '@/lib/validation/auth';
import { requestPasswordReset, resetPassword } from '@/features/auth/data/password-resets';
import { forgotPasswordSchema, resetPasswordSchema } from './schema';

/**
 * A failure of these signed-out actions (not built with authorizedAction, which does the same)
 * with its message and field messages, catalogue keys until here, in the reader's language.
 */
async function worded<F extends ActionFailure>(failure: F): Promise<F> {
  return renderedFailure(failure, serverMessages(await pageLocale()));
}

/**
 * Signs in and answers where to go next: the remembered page, else /; a member on a one-time
 * password goes to /account (going elsewhere would only be redirected there).
 */
export async function signInAction(input: unknown, next: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = parseActionInput(loginSchema, input);
  if (!parsed.ok) return worded(parsed);
  const result = await signIn(await nextCookieJar(), parsed.data, await clientRateLimitKey());
  if (!result.ok) return worded(result);
  if (result.data.mustChangePassword) return ok({ redirectTo: ACCOUNT_PATH });
  return ok({ redirectTo: safeNextPath(typeof next === 'string' ? next.slice(0, 2048) : null) });
}

/** Creates the owner's account, salon and profile, all or nothing, and signs them in. */
export async function signUpAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = parseActionInput(signUpSchema, input);
  if (!parsed.ok) return worded(parsed);
  const result = await signUp(await nextCookieJar(), parsed.data, await clientRateLimitKey());
  return result.ok ? ok({ redirectTo: '/' }) : worded(result);
}

/** "Forgot password": the same answer whether or not the address has an account (the screen words it). */
export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<null>> {
  const parsed = parseActionInput(forgotPasswordSchema, input);
  if (!parsed.ok) return worded(parsed);
  await requestPasswordReset(parsed.data.email, await clientRateLimitKey());
  return ok(null);
}

/** A new password through a reset link; then the sign-in page says so. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = parseActionInput(resetPasswordSchema, input);
  if (!parsed.ok) return worded(parsed);
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  return result.ok ? ok({ redirectTo: `${LOGIN_PATH}?reset=1` }) : worded(result);
}
