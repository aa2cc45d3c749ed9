import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestPasswordReset, resetLinkIsValid, resetPassword, RESET_PER_ADDRESS, RESET_PER_CLIENT } from '@/features/auth/data/password-resets';
import { resetStaffPassword } from '@/features/staff/data/staff';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { changeOwnPassword } from '@/lib/auth/service';
import { authAccounts, authSessions, messages, passwordResets, users } from '@/lib/db/schema';
import { memoryJar } from '@/tests/support/cookie-jar';
import { createTestSalon, getDb } from '@/tests/support/db';
import { deliveringMail, wordsOf } from '@/tests/support/mail-delivery';
import { renderMessage } from '@/features/messages/queue';

let counter = 0;

/** A member with a password and a session; `language` their own choice, `salonLanguage` their salon's default. */
async function member({ language = null, salonLanguage = 'en' }: { language?: 'en' | 'hu' | null; salonLanguage?: 'en' | 'hu' } = {}) {
  const { salon } = await createTestSalon({ defaultLanguage: salonLanguage });
  const db = await getDb();
  const email = `reset-${process.pid}-${counter++}-${Date.now().toString(36)}@example.com`;
  const [user] = await db.insert(users).values({ salonId: salon.id, role: 'staff', email, fullName: 'Reset Me', mustChangePassword: true, language }).returning();
  await db.insert(authAccounts).values({ userId: user.id, email, passwordHash: await hashPassword('old-password-1') });
  await db.insert(authSessions).values({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { user, email };
}

async function resetMessagesTo(email: string) {
  const rows = await (await getDb()).select().from(messages).where(and(eq(messages.recipient, email), eq(messages.kind, 'password_reset')));
  return rows.map((row) => ({ ...row, ...renderMessage(row) }));
}

/** The token from the message's link (only its hash is stored). */
const tokenOf = (body: string) => /\/reset-password\/([0-9a-f]{64})/.exec(body)![1];

describe('password reset', () => {
  it('an unknown address gets the same answer and nothing is written', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    await expect(requestPasswordReset(email, `10.1.${counter++}.1`)).resolves.toBeUndefined();
    expect(await resetMessagesTo(email)).toEqual([]);
  });

  it('a known address gets one link that works once, replaces the password and ends every session', async () => {
    const { user, email } = await member();
    await requestPasswordReset(email, `10.2.${counter++}.1`);
    const [message] = await resetMessagesTo(email);
    expect(message).toMatchObject({ salonId: null, subject: 'Reset your password', language: 'en' });
    const token = tokenOf(message.body);
    const db = await getDb();
    const [stored] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(3_600_000 + 1000);

    expect(await resetPassword(token, 'new-password-2')).toEqual({ ok: true, data: null });
    const [account] = await db.select().from(authAccounts).where(eq(authAccounts.userId, user.id));
    expect(await verifyPassword('new-password-2', account.passwordHash)).toBe(true);
    expect(await db.select().from(authSessions).where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)))).toEqual([]);
    expect((await db.select({ flag: users.mustChangePassword }).from(users).where(eq(users.id, user.id)))[0].flag).toBe(false);

    expect(await resetPassword(token, 'third-password-3')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
    const [after] = await db.select().from(authAccounts).where(eq(authAccounts.userId, user.id));
    expect(after.passwordHash).toBe(account.passwordHash);
  });

  it('an expired link is refused and changes nothing', async () => {
    const { user, email } = await member();
    const asked = new Date(Date.now() - 61 * 60_000);
    await requestPasswordReset(email, `10.3.${counter++}.1`, asked);
    const token = tokenOf((await resetMessagesTo(email))[0].body);
    expect(await resetLinkIsValid(token)).toBe(false);
    expect(await resetPassword(token, 'new-password-2')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
    const [account] = await (await getDb()).select().from(authAccounts).where(eq(authAccounts.userId, user.id));
    expect(await verifyPassword('old-password-1', account.passwordHash)).toBe(true);
  });

  it('two submits of one link at once: exactly one wins', async () => {
    const { email } = await member();
    await requestPasswordReset(email, `10.4.${counter++}.1`);
    const token = tokenOf((await resetMessagesTo(email))[0].body);
    const results = await Promise.all([resetPassword(token, 'first-password-1'), resetPassword(token, 'second-password-2')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toMatchObject([{ code: 'INVALID_LINK' }]);
  });

  it('an address asks at most 3 times an hour, from any client; past that nothing is sent and the answer is the same', async () => {
    const { email } = await member();
    for (let i = 0; i < RESET_PER_ADDRESS.limit + 2; i += 1) await requestPasswordReset(email, `10.5.${counter++}.1`);
    expect(await resetMessagesTo(email)).toHaveLength(RESET_PER_ADDRESS.limit);
  });

  it('a client asks at most 10 times an hour, and past that uses up nothing of the address it names', async () => {
    const flooder = `10.7.${counter++}.1`;
    for (let i = 0; i < RESET_PER_CLIENT.limit; i += 1) await requestPasswordReset(`nobody-${randomUUID()}@example.com`, flooder);
    const { email } = await member();
    for (let i = 0; i < RESET_PER_ADDRESS.limit; i += 1) await requestPasswordReset(email, flooder);
    expect(await resetMessagesTo(email)).toEqual([]);
    // The address's own owner, from their own network, still gets their links.
    await requestPasswordReset(email, `10.7.${counter++}.1`);
    expect(await resetMessagesTo(email)).toHaveLength(1);
  });

  describe('a password change voids every unused link of the account', () => {
    /** `count` links from `count` requests (from different clients), oldest first. */
    async function links(email: string, count: number) {
      for (let i = 0; i < count; i += 1) await requestPasswordReset(email, `10.6.${counter++}.1`);
      return (await resetMessagesTo(email)).map((message) => tokenOf(message.body));
    }
    const passwordOf = async (userId: string) => (await (await getDb()).select().from(authAccounts).where(eq(authAccounts.userId, userId)))[0].passwordHash;

    it('the user’s own change on /account', async () => {
      const { user, email } = await member();
      const [token] = await links(email, 1);
      const changed = await changeOwnPassword(memoryJar(), { userId: user.id, email }, { currentPassword: 'old-password-1', newPassword: 'own-password-2' }, `10.7.${counter++}.1`);
      expect(changed).toEqual({ ok: true, data: null });
      expect(await resetLinkIsValid(token)).toBe(false);
      expect(await resetPassword(token, 'attacker-password-3')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
      expect(await verifyPassword('own-password-2', await passwordOf(user.id))).toBe(true);
    });

    it('a reset through one link: its siblings from earlier requests stop working', async () => {
      const { user, email } = await member();
      const tokens = await links(email, 3);
      expect(tokens).toHaveLength(3);
      expect(await resetPassword(tokens[1], 'new-password-2')).toEqual({ ok: true, data: null });
      for (const sibling of [tokens[0], tokens[2]]) {
        expect(await resetLinkIsValid(sibling)).toBe(false);
        expect(await resetPassword(sibling, 'other-password-3')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
      }
      expect(await verifyPassword('new-password-2', await passwordOf(user.id))).toBe(true);
    });

    it('an owner’s new one-time password: the old link neither replaces it nor clears the must-change flag', async () => {
      const { user, email } = await member();
      const [token] = await links(email, 1);
      const owner = { userId: randomUUID(), role: 'owner' as const, salonId: user.salonId! };
      const handed = await resetStaffPassword(owner, { userId: user.id });
      if (!handed.ok) throw new Error(handed.message);
      expect(await resetPassword(token, 'attacker-password-3')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
      expect(await verifyPassword(handed.data.oneTimePassword, await passwordOf(user.id))).toBe(true);
      const [flag] = await (await getDb()).select({ mustChange: users.mustChangePassword }).from(users).where(eq(users.id, user.id));
      expect(flag.mustChange).toBe(true);
    });
  });

  describe("the e-mail is in the account's member's language, through a real SMTP server", () => {
    const { arrived } = deliveringMail();
    /** The English template's words (links left out: they are the same in every language). */
    const ENGLISH_TEXT = /reset|password|someone|minutes|ignore|works once|if it was not you/i;

    it('a member who chose Hungarian gets it in Hungarian, with a link that works', async () => {
      const { user, email } = await member({ language: 'hu' });
      await requestPasswordReset(email, `10.8.${counter++}.1`);
      const mail = await arrived(email);
      expect(mail.subject).toBe('Jelszó visszaállítása');
      expect(mail.text).toContain('Valaki kérte az ehhez az e-mail-címhez tartozó fiók jelszavának visszaállítását.');
      expect(mail.text).toContain('Új jelszót ezen a linken választhat 60 percen belül');
      expect(wordsOf(mail)).not.toMatch(ENGLISH_TEXT);
      expect((await resetMessagesTo(email))[0].language).toBe('hu');
      expect(await resetPassword(tokenOf(mail.text!), 'new-password-2')).toEqual({ ok: true, data: null });
      expect(await verifyPassword('new-password-2', (await (await getDb()).select().from(authAccounts).where(eq(authAccounts.userId, user.id)))[0].passwordHash)).toBe(true);
    });

    it("a member who has not chosen gets their salon's default, Hungarian; one who chose English gets English in the same salon", async () => {
      const unset = await member({ salonLanguage: 'hu' });
      const english = await member({ language: 'en', salonLanguage: 'hu' });
      await requestPasswordReset(unset.email, `10.8.${counter++}.1`);
      await requestPasswordReset(english.email, `10.8.${counter++}.1`);
      const hungarianMail = await arrived(unset.email);
      expect(hungarianMail.subject).toBe('Jelszó visszaállítása');
      expect(wordsOf(hungarianMail)).not.toMatch(ENGLISH_TEXT);
      const englishMail = await arrived(english.email);
      expect(englishMail.subject).toBe('Reset your password');
      expect(englishMail.text).toContain('To choose a new password, open this link within 60 minutes.');
    });
  });
});
