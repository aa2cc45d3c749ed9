'use server';

import { fieldErrorsOf, type ActionResult } from '@/lib/auth/action-result';
import { nextCookieJar } from '@/lib/auth/session';
import { signUp } from '@/lib/auth/service';
import { signUpSchema } from '@/lib/validation/auth';

/** Creates the owner's account, salon and profile, all or nothing, and signs them in. */
export async function signUpAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'VALIDATION_ERROR', message: 'Please check the form.', fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await signUp(await nextCookieJar(), parsed.data);
  return result.ok ? { ok: true, data: { redirectTo: '/' } } : result;
}
