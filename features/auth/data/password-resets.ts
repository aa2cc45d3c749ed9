import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authAccounts, passwordResets } from '@/lib/db/schema';
import { MESSAGE_TEMPLATES, passwordResetLinks, queueMessages } from '@/features/messages/queue';
import { hashPassword } from '@/lib/auth/password';
import { storeChosenPassword } from '@/lib/auth/store';
import { appUrl } from '@/lib/server/app-url';
import { hitRateLimit, type RateLimitRule } from '@/lib/server/rate-limit';
import { fail, ok, type ActionResult } from '@/lib/result';
import { RESET_MESSAGES } from '@/features/auth/schema';

/** A reset link works once, within this many minutes. */
export const RESET_LINK_MINUTES = 60;
/** Reset e-mails per address (so per account), and requests per client, an hour. */
export const RESET_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 3_600_000 };
export const RESET_PER_CLIENT: RateLimitRule = { limit: 10, windowMs: 3_600_000 };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password": when the address has a built-in account and neither the address nor the
 * client has asked too often, a reset link (its token kept only as a SHA-256) and its e-mail are
 * written in one transaction. The answer is the same in every case, so it never tells whether an
 * address has an account; both paths do the same reads and rate-limit writes.
 */
export async function requestPasswordReset(email: string, clientAddress: string | null, now = new Date()): Promise<void> {
  const [byAddress, byClient] = await Promise.all([
    hitRateLimit('password-reset-address', email, RESET_PER_ADDRESS, now),
    hitRateLimit('password-reset-client', clientAddress ?? 'unknown', RESET_PER_CLIENT, now),
  ]);
  const db = await getDb();
  const [account] = await db
    .select({ userId: authAccounts.userId })
    .from(authAccounts)
    .where(sql`lower(${authAccounts.email}) = ${email}`)
    .limit(1);
  if (!account || !byAddress.allowed || !byClient.allowed) return;
  const token = randomBytes(32).toString('hex');
  const { subject, body } = MESSAGE_TEMPLATES.en.password_reset({ ...passwordResetLinks(appUrl, token), validMinutes: RESET_LINK_MINUTES });
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: account.userId, tokenHash: digest(token), expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) });
    await queueMessages(tx, [{ kind: 'password_reset', recipient: email, language: 'en', subject, body }]);
  });
}

/** Whether a reset link can still be used (the page asks before showing its form). */
export async function resetLinkIsValid(token: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Sets a new password through a reset link, once: the link is claimed by one UPDATE (of two
 * submits at once, one wins), then in the same transaction the password is stored as if the
 * user had chosen it (storeChosenPassword): every session ends, every other unused link of the
 * account is voided and the one-time password flag is cleared. The password is hashed only for
 * a link that is valid when asked.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<ActionResult<null, 'INVALID_LINK'>> {
  if (!(await resetLinkIsValid(token, now))) return fail('INVALID_LINK', RESET_MESSAGES.invalidLink);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, digest(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!claimed) return false;
    await storeChosenPassword(claimed.userId, { passwordHash }, tx);
    return true;
  });
  return done ? ok(null) : fail('INVALID_LINK', RESET_MESSAGES.invalidLink);
}
