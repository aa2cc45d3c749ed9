import 'server-only';
import type { CookieJar } from '@/lib/auth/providers';
import { changeOwnPassword } from '@/lib/auth/service';
import { readProfile } from '@/lib/auth/store';
import { AccessError, assertRole, type Caller } from '@/lib/server/access';
import { STAFF_ROLES } from '@/lib/server/roles';
import { fail, type ActionResult } from '@/lib/result';
import { ACCOUNT_MESSAGES, type ChangePasswordData } from '@/features/account/schema';

/** The request the change comes from: its session (kept) and its client network (throttled). */
export type PasswordRequest = { jar: CookieJar; clientAddress: string | null };

/**
 * The caller replaces their own password (never anyone else's: the account is the caller's),
 * proving the current one. Their other sessions end; the one-time password flag is cleared.
 */
export async function changeMyPassword(caller: Caller | null, input: ChangePasswordData, request: PasswordRequest): Promise<ActionResult<null>> {
  const { userId } = assertRole(caller, STAFF_ROLES);
  const profile = await readProfile(userId);
  if (!profile) throw new AccessError('FORBIDDEN');
  const result = await changeOwnPassword(request.jar, { userId, email: profile.email }, input, request.clientAddress);
  if (result.ok || result.code !== 'INVALID_CREDENTIALS') return result;
  return fail('WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongCurrent, { currentPassword: ACCOUNT_MESSAGES.wrongCurrent });
}
