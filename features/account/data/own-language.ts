import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AccessError, assertRole, type Caller } from '@/lib/server/access';
import { STAFF_ROLES } from '@/lib/server/roles';
import { ok, type ActionResult } from '@/lib/result';
import type { Locale } from '@/lib/i18n/locale';
import type { OwnLanguageData } from '@/features/account/schema';

// The caller's own language for their screens and e-mails (users.language, lib/auth/member-locale.ts).
// Always the caller's own row, from the session.

/** Sets the caller's own language. */
export async function setMyLanguage(caller: Caller | null, input: OwnLanguageData): Promise<ActionResult<{ language: Locale }>> {
  const { userId } = assertRole(caller, STAFF_ROLES);
  const [row] = await (await getDb()).update(users).set({ language: input.language }).where(eq(users.id, userId)).returning({ language: users.language });
  if (!row?.language) throw new AccessError('FORBIDDEN');
  return ok({ language: row.language });
}
