import { beforeAll, describe, expect, it } from 'vitest';
import { changeMyPassword } from '@/features/account/data/own-password';
import { ACCOUNT_MESSAGES, changePasswordSchema } from '@/features/account/schema';
import { setAppointmentStatusAction } from '@/features/appointments/actions';
import { addStaffMember, resetStaffPassword } from '@/features/staff/data/staff';
import { currentUser, signIn, signUp } from '@/lib/auth/service';
import { runActionAs } from '@/lib/server/authorized-action';
import { callerOf, type Caller } from '@/lib/server/access';
import { memoryJar } from '@/tests/support/cookie-jar';
import { serverMessages } from '@/lib/i18n/server-messages';

const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const network = () => `203.0.113.${Math.floor(Math.random() * 250)}-${unique()}`;
const english = serverMessages('en');
const change = (currentPassword: string, newPassword: string) => changePasswordSchema.parse({ currentPassword, newPassword, confirmPassword: newPassword });

let owner: Caller;

beforeAll(async () => {
  const signedUp = await signUp(memoryJar(), { email: `pw-owner-${unique()}@example.com`, password: 'owner-password', fullName: 'Pia Owner', salonName: `Passwords ${unique()}` }, null);
  if (!signedUp.ok) throw new Error(signedUp.message);
  owner = { userId: signedUp.data.userId, role: 'owner', salonId: signedUp.data.salonId };
});

/** A member the owner adds, signed in with the one-time password on one device. */
async function newMember() {
  const email = `pw-member-${unique()}@example.com`;
  const added = await addStaffMember(owner, { full_name: 'Mia Member', email, role: 'staff' });
  if (!added.ok) throw new Error(added.message);
  const { oneTimePassword } = added.data;
  if (oneTimePassword === null) throw new Error('invited by e-mail, not handed a password');
  const jar = memoryJar();
  expect((await signIn(jar, { email, password: oneTimePassword }, network())).ok).toBe(true);
  return { email, oneTimePassword, id: added.data.id, jar, caller: async () => callerOf(await currentUser(jar)) };
}

describe('choosing one’s own password', () => {
  it('holds a member on a one-time password to changing it: every other action is refused until then', async () => {
    const member = await newMember();
    expect(await currentUser(member.jar)).toMatchObject({ mustChangePassword: true });
    const refused = await runActionAs(setAppointmentStatusAction, await member.caller(), { appointmentId: crypto.randomUUID(), status: 'completed' });
    expect(refused).toMatchObject({ ok: false, code: 'PASSWORD_CHANGE_REQUIRED' });

    expect(await changeMyPassword(await member.caller(), change(member.oneTimePassword, 'my-own-password'), { jar: member.jar, clientAddress: network() })).toEqual({ ok: true, data: null });
    expect(await currentUser(member.jar)).toMatchObject({ mustChangePassword: false });
    const allowed = await runActionAs(setAppointmentStatusAction, await member.caller(), { appointmentId: crypto.randomUUID(), status: 'completed' });
    expect(allowed).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('keeps this session, ends the others, and only the new password signs in', async () => {
    const member = await newMember();
    const otherDevice = memoryJar();
    expect((await signIn(otherDevice, { email: member.email, password: member.oneTimePassword }, network())).ok).toBe(true);
    await changeMyPassword(await member.caller(), change(member.oneTimePassword, 'my-own-password'), { jar: member.jar, clientAddress: network() });
    expect(await currentUser(member.jar)).toMatchObject({ id: member.id });
    expect(await currentUser(otherDevice)).toBeNull();
    expect(await signIn(memoryJar(), { email: member.email, password: member.oneTimePassword }, network())).toMatchObject({ ok: false, code: 'INVALID_CREDENTIALS' });
    expect((await signIn(memoryJar(), { email: member.email, password: 'my-own-password' }, network())).ok).toBe(true);
  });

  it('refuses a wrong current password as a field error, changes nothing, and throttles guessing like sign-in', async () => {
    const member = await newMember();
    const from = network();
    const wrong = () => changeMyPassword(callerOf({ id: member.id, role: 'staff', salonId: owner.salonId }), change('not-the-password', 'my-own-password'), { jar: member.jar, clientAddress: from });
    expect(await wrong()).toEqual({
      ok: false,
      code: 'WRONG_PASSWORD',
      message: ACCOUNT_MESSAGES.wrongCurrent,
      fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrent },
    });
    expect(english(ACCOUNT_MESSAGES.wrongCurrent)).toBe('Your current password is not correct');
    expect(await currentUser(member.jar)).toMatchObject({ mustChangePassword: true });
    for (let attempt = 2; attempt <= 5; attempt += 1) expect(await wrong()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(await wrong()).toMatchObject({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
    // Even the right password waits out the lock from that network.
    const right = change(member.oneTimePassword, 'my-own-password');
    expect(await changeMyPassword(await member.caller(), right, { jar: member.jar, clientAddress: from })).toMatchObject({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('asks again after the owner hands over a new one-time password', async () => {
    const member = await newMember();
    await changeMyPassword(await member.caller(), change(member.oneTimePassword, 'my-own-password'), { jar: member.jar, clientAddress: network() });
    const reset = await resetStaffPassword(owner, { userId: member.id });
    if (!reset.ok) throw new Error(reset.message);
    const jar = memoryJar();
    expect((await signIn(jar, { email: member.email, password: reset.data.oneTimePassword }, network())).ok).toBe(true);
    expect(await currentUser(jar)).toMatchObject({ mustChangePassword: true });
  });

  it('an owner who signed up chose their password: nothing is asked', async () => {
    expect(callerOf(await currentUser(memoryJar()))).toBeNull();
    const email = `pw-self-${unique()}@example.com`;
    const jar = memoryJar();
    await signUp(jar, { email, password: 'owner-password', fullName: 'Self', salonName: `Self ${unique()}` }, null);
    expect(await currentUser(jar)).toMatchObject({ mustChangePassword: false });
  });

  it('checks the form: new password twice, at least 8 characters, not the current one', () => {
    const errors = (input: Record<string, string>) => changePasswordSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${english(issue.message)}`);
    expect(errors({ currentPassword: 'old-password', newPassword: 'short', confirmPassword: 'short' })).toEqual(['newPassword: Password must be at least 8 characters']);
    expect(errors({ currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-passwort' })).toEqual(['confirmPassword: The new passwords do not match']);
    expect(errors({ currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' })).toEqual(['newPassword: Choose a password different from the current one']);
  });
});
