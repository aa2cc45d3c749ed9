import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetLinkIsValid, resetPassword } from '@/features/auth/data/password-resets';
import { addStaffMemberAction, resetStaffPasswordAction } from '@/features/staff/actions';
import { currentUser, signIn } from '@/lib/auth/service';
import { messages, passwordResets, users } from '@/lib/db/schema';
import type { Caller } from '@/lib/server/access';
import { runActionAs } from '@/lib/server/authorized-action';
import { memoryJar } from '@/tests/support/cookie-jar';
import { createTestSalon, getDb } from '@/tests/support/db';
import { deliveringMail, wordsOf } from '@/tests/support/mail-delivery';

// A new member's invitation (issue 38 item 8): with SMTP set, the owner's "Add Staff Member"
// e-mails the member a set-password link (a reset link of their account, valid for 7 days);
// without it the owner is handed the one-time password, as before.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const client = () => `198.51.100.${Math.floor(Math.random() * 250)}-${unique()}`;
const DAY = 86_400_000;

async function salonWithOwner(defaultLanguage: 'en' | 'hu') {
  const { salon } = await createTestSalon({ defaultLanguage });
  const [user] = await (await getDb()).insert(users).values({ email: `owner-${unique()}@invite.example.com`, fullName: 'Olga Owner', role: 'owner', salonId: salon.id }).returning({ id: users.id });
  return { salon, owner: { userId: user.id, role: 'owner', salonId: salon.id } as Caller };
}

async function addMember(owner: Caller, fullName = 'Ines Invited') {
  const email = `ines-${unique()}@invite.example.com`;
  const added = await runActionAs(addStaffMemberAction, owner, { full_name: fullName, email, role: 'staff' });
  if (!added.ok) throw new Error(added.message);
  return { email, added: added.data };
}

const invitationsTo = async (email: string) => (await getDb()).select().from(messages).where(and(eq(messages.recipient, email), eq(messages.kind, 'member_invitation')));
const tokenOf = (text: string) => /\/reset-password\/([0-9a-f]{64})/.exec(text)![1];

describe('without SMTP (the embedded default)', () => {
  it('the owner is handed the one-time password and nothing is e-mailed', async () => {
    const { owner } = await salonWithOwner('en');
    const { email, added } = await addMember(owner);
    expect(added).toMatchObject({ oneTimePassword: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/), invitationDays: null });
    expect(await invitationsTo(email)).toEqual([]);
  });
});

describe('with SMTP, through a real SMTP server', () => {
  const { arrived, to: mailsTo } = deliveringMail();
  const ENGLISH_TEXT = /invited|password|choose|days|works once|sign in|expired|hello/i;

  it("invites the member once, in the salon's language, with a link that sets their password once", async () => {
    const { salon, owner } = await salonWithOwner('hu');
    const { email, added } = await addMember(owner, 'Ilona Meghívott');
    expect(added).toMatchObject({ oneTimePassword: null, invitationDays: 7 });
    const mail = await arrived(email);
    expect(mail.subject).toBe(`Meghívó: ${salon.name}`);
    expect(mail.text).toContain('Kedves Ilona Meghívott!');
    expect(mail.text).toContain(`Ezzel az e-mail-címmel jelentkezik be (${email}).`);
    expect(mail.text).toContain('Jelszavát ezen a linken választhatja ki 7 napon belül');
    expect(wordsOf(mail)).not.toMatch(ENGLISH_TEXT);
    expect(await invitationsTo(email)).toHaveLength(1);

    // The link is a reset link of the member's account, valid for 7 days (a reset's is one hour).
    const token = tokenOf(mail.text!);
    const [link] = await (await getDb()).select().from(passwordResets).where(eq(passwordResets.userId, added.id));
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(7 * DAY - 60_000);
    expect(await resetLinkIsValid(token, new Date(Date.now() + 6 * DAY))).toBe(true);
    expect(await resetLinkIsValid(token, new Date(Date.now() + 8 * DAY))).toBe(false);

    expect(await resetPassword(token, 'ilona-own-password')).toEqual({ ok: true, data: null });
    const jar = memoryJar();
    expect(await signIn(jar, { email, password: 'ilona-own-password' }, client())).toMatchObject({ ok: true });
    // Their own password: nothing left to change at sign-in.
    expect(await currentUser(jar)).toMatchObject({ email, mustChangePassword: false });
    expect(await resetPassword(token, 'someone-else-password')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
    // Still the one e-mail.
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("is in English in an English salon; an owner's one-time password instead voids the link", async () => {
    const { salon, owner } = await salonWithOwner('en');
    const { email, added } = await addMember(owner);
    const mail = await arrived(email);
    expect(mail.subject).toBe(`You are invited to ${salon.name}`);
    expect(mail.text).toContain('To choose your password, open this link within 7 days. It works once:');
    const token = tokenOf(mail.text!);
    const handed = await runActionAs(resetStaffPasswordAction, owner, { userId: added.id });
    expect(handed).toMatchObject({ ok: true });
    expect(await resetLinkIsValid(token)).toBe(false);
    expect(await resetPassword(token, 'too-late-password')).toMatchObject({ ok: false, code: 'INVALID_LINK' });
  });

  it('a taken e-mail invites nobody', async () => {
    const { owner } = await salonWithOwner('en');
    const { email } = await addMember(owner);
    await arrived(email);
    expect(await runActionAs(addStaffMemberAction, owner, { full_name: 'Copy', email, role: 'staff' })).toMatchObject({ ok: false, code: 'EMAIL_TAKEN' });
    expect(await invitationsTo(email)).toHaveLength(1);
  });
});
