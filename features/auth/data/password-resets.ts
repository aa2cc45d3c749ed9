import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { passwordResets } from '@/lib/db/schema';
import { mailGoesOut, memberInvitationLinks, memberLanguageSql, messagesQueued, passwordResetLinks, queueMessageSql } from '@/features/messages/queue';
import { authProviderName } from '@/lib/auth/config';
import { hashPassword } from '@/lib/auth/password';
import { storeChosenPassword } from '@/lib/auth/store';
import { appUrl } from '@/lib/server/app-url';
import { quotaHitSql, type RateLimitRule } from '@/lib/server/rate-limit';
import { fail, ok, type ActionResult } from '@/lib/result';
import { RESET_MESSAGES } from '@/features/auth/schema';

/** A reset link works once, within this many minutes. */
export const RESET_LINK_MINUTES = 60;
/**
 * A new member's invitation is a reset link of their account that works for this many days: they
 * may read it after a weekend, and any password change (theirs, or a one-time password the owner
 * hands over instead) voids it as it voids every reset link (docs/decisions.md).
 */
export const INVITATION_LINK_DAYS = 7;
/** Reset e-mails per address (so per account), and requests per client, an hour. */
export const RESET_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 3_600_000 };
export const RESET_PER_CLIENT: RateLimitRule = { limit: 10, windowMs: 3_600_000 };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password": when neither the client nor the address has asked too often and the address
 * has a built-in account, a reset link (its token kept only as a SHA-256) and its e-mail are
 * written, the e-mail in the account's member's language (memberLanguageSql). The answer is the
 * same in every case, and so is the work: the link and its e-mail's facts are made first and
 * then one statement counts the client's and the address's requests, looks the
 * account and its language up and writes them only if there is one, so the time taken never
 * tells whether an address has an account. A client past its limit uses up nothing of the
 * address's.
 */
export async function requestPasswordReset(email: string, clientAddress: string | null, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const facts = { ...passwordResetLinks(appUrl, token), validMinutes: RESET_LINK_MINUTES };
  const hit = (bucket: string, key: string, { limit, windowMs }: RateLimitRule, only?: SQL) => quotaHitSql(bucket, key, limit, windowMs, now, only);
  const db = await getDb();
  await db.execute(sql`
    WITH by_client AS (${hit('password-reset-client', clientAddress ?? 'unknown', RESET_PER_CLIENT)}),
         by_address AS (${hit('password-reset-address', email, RESET_PER_ADDRESS, sql`by_client`)}),
         account AS (
           SELECT a.user_id, ${memberLanguageSql('u', 's')} AS language
             FROM auth_accounts a JOIN users u ON u.id = a.user_id LEFT JOIN salons s ON s.id = u.salon_id
            WHERE lower(a.email) = ${email} AND EXISTS (SELECT 1 FROM by_address)
            LIMIT 1),
         reset AS (
           INSERT INTO password_resets (user_id, token_hash, expires_at)
           SELECT user_id, ${digest(token)}, ${new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString()}::timestamptz FROM account
           RETURNING user_id)
    ${queueMessageSql({ kind: 'password_reset', facts, recipient: email }, sql`reset JOIN account USING (user_id)`, sql`account.language`)}`);
  messagesQueued();
}

/**
 * Whether a new member is invited by e-mail: only where messages leave the machine (SMTP_URL) and
 * the accounts are the built-in ones (a reset link sets a built-in password). Otherwise the owner
 * hands over a one-time password.
 */
export function membersAreInvited(): boolean {
  return mailGoesOut() && authProviderName() !== 'supabase';
}

/**
 * Invites a member just added (features/staff): a reset link of their account valid for
 * INVITATION_LINK_DAYS and its e-mail, in the member's language (memberLanguageSql: their salon's
 * default until they choose), written by one statement, so the link and its message exist
 * together or not at all. The e-mail names the salon and the address to sign in with.
 */
export async function inviteMember(member: { userId: string; email: string; fullName: string; salonName: string }, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const facts = { ...memberInvitationLinks(appUrl, token), memberName: member.fullName, salonName: member.salonName, email: member.email, validDays: INVITATION_LINK_DAYS };
  const expiresAt = new Date(now.getTime() + INVITATION_LINK_DAYS * 86_400_000);
  const db = await getDb();
  await db.execute(sql`
    WITH account AS (
           SELECT u.id AS user_id, ${memberLanguageSql('u', 's')} AS language
             FROM users u LEFT JOIN salons s ON s.id = u.salon_id
            WHERE u.id = ${member.userId}),
         invitation AS (
           INSERT INTO password_resets (user_id, token_hash, expires_at)
           SELECT user_id, ${digest(token)}, ${expiresAt.toISOString()}::timestamptz FROM account
           RETURNING user_id)
    ${queueMessageSql({ kind: 'member_invitation', facts, recipient: member.email }, sql`invitation JOIN account USING (user_id)`, sql`account.language`)}`);
  messagesQueued();
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
