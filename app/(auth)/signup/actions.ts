'use server';

import { parseActionInput } from '@/lib/actions/parse-input';
import { clientAddress } from '@/lib/actions/request';
import { ok, type ActionResult } from '@/lib/actions/result';
import { nextCookieJar } from '@/lib/auth/session';
import { signUp } from '@/lib/auth/service';
import { signUpSchema } from '@/lib/validation/auth';

/** Creates the owner's account, salon and profile, all or nothing, and signs them in. */
export async function signUpAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = parseActionInput(signUpSchema, input);
  if (!parsed.ok) return parsed;
  const result = await signUp(await nextCookieJar(), parsed.data, await clientAddress());
  return result.ok ? ok({ redirectTo: '/' }) : result;
}
