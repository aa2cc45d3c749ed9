import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffMemberAction,
  changeStaffRoleAction,
  removeStaffMemberAction,
  renameStaffMemberAction,
  resetStaffPasswordAction,
} from '@/features/staff/actions';
import { runActionAs, type AuthorizedAction } from '@/lib/server/authorized-action';
import { currentUser, signIn } from '@/lib/auth/service';
import type { Caller } from '@/lib/server/access';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { ONE_TIME_PASSWORD_LIMIT, listStaffMembers } from '@/features/staff/data/staff';
import { appointments, authAccounts, users } from '@/lib/db/schema';
import { memoryJar } from '@/tests/support/cookie-jar';
import { createTestSalon, getDb } from '@/tests/support/db';

// The owner's staff area: the actions run as the server runs them, with the
// built-in auth provider, on PGlite and on real PostgreSQL (where the race test means something).

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = () => `203.0.113.7-${unique()}`;

/** A salon with one owner (a profile only; the members added below get real accounts). */
async function salonWithOwner() {
  const { salon } = await createTestSalon();
  const [user] = await (await getDb()).insert(users).values({ email: `owner-${unique()}@staff.example.com`, fullName: 'Olga Owner', role: 'owner', salonId: salon.id }).returning({ id: users.id });
  return { salon, owner: { userId: user.id, role: 'owner', salonId: salon.id } as Caller };
}

async function addMember(owner: Caller, role: 'owner' | 'staff' = 'staff', name = 'Stella Staff') {
  const result = await runActionAs(addStaffMemberAction, owner, { full_name: name, email: `${role}-${unique()}@Staff.Example.com`, role });
  if (!result.ok) throw new Error(result.message);
  // Without SMTP_URL (as here) the owner is handed the one-time password.
  const { oneTimePassword } = result.data;
  if (oneTimePassword === null) throw new Error('invited by e-mail, not handed a password');
  return { ...result.data, oneTimePassword };
}

const roleOf = async (id: string) => (await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

let a: Awaited<ReturnType<typeof salonWithOwner>>;
let b: Awaited<ReturnType<typeof salonWithOwner>>;

beforeAll(async () => {
  a = await salonWithOwner();
  b = await salonWithOwner();
});

describe('adding a member', () => {
  it('creates an account that signs in with the one-time password, shown once and stored only as a hash', async () => {
    const member = await addMember(a.owner, 'staff', '  Stella   Staff ');
    expect(member).toMatchObject({ fullName: 'Stella Staff', role: 'staff' });
    expect(member.email).toBe(member.email.toLowerCase());
    expect(member.oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const [account] = await (await getDb()).select().from(authAccounts).where(eq(authAccounts.userId, member.id));
    expect(account.passwordHash).not.toContain(member.oneTimePassword);

    const jar = memoryJar();
    expect(await signIn(jar, { email: member.email, password: member.oneTimePassword }, address())).toMatchObject({ ok: true });
    expect(await currentUser(jar)).toMatchObject({ id: member.id, role: 'staff', salonId: a.salon.id });
    expect((await listStaffMembers(a.owner)).map((m) => m.id)).toContain(member.id);
  });

  it('refuses an e-mail that already has an account, in any case, and bad input with every field error', async () => {
    const taken = await runActionAs(addStaffMemberAction, a.owner, { full_name: 'Copy', email: 'OWNER@luxe.example.com', role: 'staff' });
    const emailTaken = 'An account with this email already exists';
    expect(taken).toEqual({ ok: false, code: 'EMAIL_TAKEN', message: emailTaken, fieldErrors: { email: emailTaken } });
    const bad = await runActionAs(addStaffMemberAction, a.owner, { full_name: '', email: 'not-an-address', role: 'admin' });
    expect(bad).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { full_name: 'Full name is required', email: 'Please enter a valid email address', role: 'Choose owner or staff' } });
    expect((await listStaffMembers(a.owner)).some((m) => m.fullName === 'Copy')).toBe(false);
  });
});

describe('renaming and roles', () => {
  it('renames a member and makes them owner and back', async () => {
    const member = await addMember(a.owner);
    expect(await runActionAs(renameStaffMemberAction, a.owner, { userId: member.id, full_name: 'Renamed Person' })).toMatchObject({ ok: true });
    expect(await runActionAs(changeStaffRoleAction, a.owner, { userId: member.id, role: 'owner' })).toMatchObject({ ok: true });
    expect((await listStaffMembers(a.owner)).find((m) => m.id === member.id)).toMatchObject({ fullName: 'Renamed Person', role: 'owner' });
    expect(await runActionAs(changeStaffRoleAction, a.owner, { userId: member.id, role: 'staff' })).toMatchObject({ ok: true });
    expect(await roleOf(member.id)).toBe('staff');
  });

  it("nobody demotes or removes the salon's last owner, not even an admin", async () => {
    const solo = await salonWithOwner();
    const admin: Caller = { userId: crypto.randomUUID(), role: 'admin', salonId: null };
    const salonId = solo.salon.id;
    expect(await runActionAs(changeStaffRoleAction, solo.owner, { userId: solo.owner.userId, role: 'staff' })).toMatchObject({
      code: 'LAST_OWNER',
      message: "The salon's last owner cannot be removed or made staff. Make someone else an owner first.",
    });
    expect(await runActionAs(changeStaffRoleAction, admin, { salonId, userId: solo.owner.userId, role: 'staff' })).toMatchObject({ code: 'LAST_OWNER' });
    expect(await runActionAs(removeStaffMemberAction, admin, { salonId, userId: solo.owner.userId })).toMatchObject({ code: 'LAST_OWNER' });
    expect(await runActionAs(removeStaffMemberAction, solo.owner, { userId: solo.owner.userId })).toMatchObject({ code: 'REMOVE_SELF' });
    expect(await roleOf(solo.owner.userId)).toBe('owner');
  });

  it('answers a Hungarian reader in Hungarian: the refusal and every field message', async () => {
    const solo = await salonWithOwner();
    expect(await runActionAs(changeStaffRoleAction, solo.owner, { userId: solo.owner.userId, role: 'staff' }, 'hu')).toMatchObject({
      code: 'LAST_OWNER',
      message: 'A szalon utolsó tulajdonosa nem távolítható el, és nem tehető munkatárssá. Előbb tegyen meg valaki mást tulajdonosnak.',
    });
    expect(await runActionAs(addStaffMemberAction, solo.owner, { full_name: 'x'.repeat(101), email: '', role: 'admin' }, 'hu')).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { full_name: 'A teljes név legfeljebb 100 karakter lehet', email: 'Az e-mail-cím megadása kötelező', role: 'Válasszon: tulajdonos vagy munkatárs' },
    });
  });

  it('two owners demoting each other at once leave exactly one owner', async () => {
    const pair = await salonWithOwner();
    const second = await addMember(pair.owner, 'owner', 'Second Owner');
    const secondCaller: Caller = { userId: second.id, role: 'owner', salonId: pair.salon.id };
    const results = await Promise.all([
      runActionAs(changeStaffRoleAction, pair.owner, { userId: second.id, role: 'staff' }),
      runActionAs(changeStaffRoleAction, secondCaller, { userId: pair.owner.userId, role: 'staff' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toMatchObject([{ code: 'LAST_OWNER' }]);
    expect((await listStaffMembers(pair.owner)).filter((m) => m.role === 'owner')).toHaveLength(1);
  });
});

describe('removing a member', () => {
  it('ends their account and sessions; their coming appointments stay, unassigned', async () => {
    const member = await addMember(a.owner);
    const jar = memoryJar();
    await signIn(jar, { email: member.email, password: member.oneTimePassword }, address());
    const start = new Date(Date.now() + 3 * 86_400_000);
    const db = await getDb();
    const [appointment] = await db
      .insert(appointments)
      .values({ salonId: a.salon.id, staffId: member.id, customerName: 'Stays Booked', startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
      .returning({ id: appointments.id });
    expect((await listStaffMembers(a.owner)).find((m) => m.id === member.id)?.upcomingAppointments).toBe(1);

    expect(await runActionAs(removeStaffMemberAction, a.owner, { userId: member.id })).toMatchObject({
      ok: true,
      data: { unassigned: 1, toMove: { total: 1, appointments: [{ id: appointment.id, customerName: 'Stays Booked' }] } },
    });
    const [kept] = await db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(kept).toMatchObject({ customerName: 'Stays Booked', staffId: null, status: 'confirmed' });
    expect(await currentUser(jar)).toBeNull();
    expect(await signIn(memoryJar(), { email: member.email, password: member.oneTimePassword }, address())).toMatchObject({ ok: false, code: 'INVALID_CREDENTIALS' });
    expect((await listStaffMembers(a.owner)).some((m) => m.id === member.id)).toBe(false);
  });
});

describe('a new one-time password', () => {
  it('replaces the old one and ends their sessions', async () => {
    const member = await addMember(a.owner);
    const jar = memoryJar();
    await signIn(jar, { email: member.email, password: member.oneTimePassword }, address());
    const reset = await runActionAs(resetStaffPasswordAction, a.owner, { userId: member.id });
    if (!reset.ok) throw new Error(reset.message);
    expect(reset.data.oneTimePassword).not.toBe(member.oneTimePassword);
    expect(await currentUser(jar)).toBeNull();
    expect(await signIn(memoryJar(), { email: member.email, password: member.oneTimePassword }, address())).toMatchObject({ ok: false });
    expect(await signIn(memoryJar(), { email: member.email, password: reset.data.oneTimePassword }, address())).toMatchObject({ ok: true });
    expect(await runActionAs(resetStaffPasswordAction, a.owner, { userId: a.owner.userId })).toMatchObject({ code: 'RESET_SELF' });
  });
});

describe('one-time passwords per salon', () => {
  it('refuses new accounts and new passwords once the salon made its hourly share, before hashing anything; other salons go on', async () => {
    const c = await salonWithOwner();
    const member = await addMember(c.owner);
    for (let i = 1; i < ONE_TIME_PASSWORD_LIMIT.limit; i++) await hitRateLimit('one-time-password', c.salon.id, ONE_TIME_PASSWORD_LIMIT);
    const before = (await listStaffMembers(c.owner)).length;
    const refused = { ok: false, code: 'RATE_LIMITED', message: 'Too many accounts or passwords were made for this salon in the last hour. Please try again later.' };
    expect(await runActionAs(addStaffMemberAction, c.owner, { full_name: 'One Too Many', email: `late-${unique()}@staff.example.com`, role: 'staff' })).toEqual(refused);
    expect(await runActionAs(resetStaffPasswordAction, c.owner, { userId: member.id })).toEqual(refused);
    expect(await listStaffMembers(c.owner)).toHaveLength(before);
    // The member's password is the one they were given.
    expect(await signIn(memoryJar(), { email: member.email, password: member.oneTimePassword }, address())).toMatchObject({ ok: true });
    await expect(addMember(b.owner)).resolves.toMatchObject({ role: 'staff' });
  });
});

describe('who may', () => {
  it("an owner cannot touch another salon's members, nor add to another salon", async () => {
    const other = await addMember(b.owner, 'staff', 'B Member');
    for (const [action, input] of [
      [renameStaffMemberAction, { userId: other.id, full_name: 'Hijacked' }],
      [changeStaffRoleAction, { userId: other.id, role: 'owner' }],
      [removeStaffMemberAction, { userId: other.id }],
      [resetStaffPasswordAction, { userId: other.id }],
    ] as const) {
      expect(await runActionAs(action as AuthorizedAction<unknown>, a.owner, input)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await runActionAs(addStaffMemberAction, a.owner, { salonId: b.salon.id, full_name: 'Intruder', email: `x-${unique()}@example.com`, role: 'owner' })).toMatchObject({ code: 'FORBIDDEN' });
    expect((await listStaffMembers(b.owner)).find((m) => m.id === other.id)).toMatchObject({ fullName: 'B Member', role: 'staff' });
    await expect(listStaffMembers(a.owner, b.salon.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('staff and signed-out callers reach none of the actions', async () => {
    const member = await addMember(a.owner);
    const staff: Caller = { userId: member.id, role: 'staff', salonId: a.salon.id };
    for (const caller of [staff, null]) {
      const code = caller ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(await runActionAs(addStaffMemberAction, caller, { full_name: 'X', email: `x-${unique()}@example.com`, role: 'owner' })).toMatchObject({ code });
      expect(await runActionAs(renameStaffMemberAction, caller, { userId: a.owner.userId, full_name: 'X' })).toMatchObject({ code });
      expect(await runActionAs(changeStaffRoleAction, caller, { userId: member.id, role: 'owner' })).toMatchObject({ code });
      expect(await runActionAs(removeStaffMemberAction, caller, { userId: a.owner.userId })).toMatchObject({ code });
      expect(await runActionAs(resetStaffPasswordAction, caller, { userId: a.owner.userId })).toMatchObject({ code });
    }
    await expect(listStaffMembers(staff)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await roleOf(member.id)).toBe('staff');
  });

  it('an admin adds to the salon they name; a salon that does not exist is NOT_FOUND', async () => {
    const admin: Caller = { userId: crypto.randomUUID(), role: 'admin', salonId: null };
    const added = await runActionAs(addStaffMemberAction, admin, { salonId: b.salon.id, full_name: 'By Admin', email: `admin-added-${unique()}@example.com`, role: 'staff' });
    expect(added.ok).toBe(true);
    const missing = await runActionAs(addStaffMemberAction, admin, { salonId: crypto.randomUUID(), full_name: 'Nowhere', email: `nowhere-${unique()}@example.com`, role: 'staff' });
    expect(missing).toMatchObject({ code: 'NOT_FOUND' });
  });
});
