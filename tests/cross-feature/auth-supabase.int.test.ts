import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { supabaseProvider } from '@/lib/auth/providers/supabase';
import { AUTH_ERROR_MESSAGES } from '@/lib/auth/result';
import { serverMessages } from '@/lib/i18n/server-messages';
import { currentUser, signIn, signOut, signUp } from '@/lib/auth/service';
import { addStaffMember, removeStaffMember, resetStaffPassword } from '@/features/staff/data/staff';
import { salons, users } from '@/lib/db/schema';
import { changeMyPassword } from '@/features/account/data/own-password';
import { callerOf } from '@/lib/server/access';
import { memoryJar } from '@/tests/support/cookie-jar';
import { getDb } from '@/tests/support/db';
import { startGoTrueStub } from '@/tests/support/gotrue-stub';

const SERVICE_ROLE_KEY = 'stub-service-role-key';
let stub: Awaited<ReturnType<typeof startGoTrueStub>>;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const ip = () => `198.51.100.1-${unique()}`;

beforeAll(async () => {
  stub = await startGoTrueStub(SERVICE_ROLE_KEY);
  process.env.NEXT_PUBLIC_SUPABASE_URL = stub.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'stub-anon-key';
  process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_ROLE_KEY;
});

afterAll(async () => {
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  await stub.close();
});

const supabaseCookies = (jar: ReturnType<typeof memoryJar>) => [...jar.values.keys()].filter((name) => name.startsWith('sb-'));

describe('Supabase provider against a local GoTrue stand-in', () => {
  it('signs up: auth user with full_name and salon_name, then salon and owner profile with the auth user id', async () => {
    const email = `sb-owner-${unique()}@example.com`;
    const salonName = `Supa Salon ${unique()}`;
    const jar = memoryJar();
    const result = await signUp(jar, { email, password: 'a-good-password', fullName: 'Supa Owner', salonName }, null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const authUser = stub.users.get(email)!;
    expect(authUser.user_metadata).toEqual({ full_name: 'Supa Owner', salon_name: salonName });
    expect(result.data.userId).toBe(authUser.id);
    expect(supabaseCookies(jar).length).toBeGreaterThan(0);
    expect(await currentUser(jar)).toMatchObject({ id: authUser.id, role: 'owner', salonName, fullName: 'Supa Owner' });
    expect(await supabaseProvider.routeUser(jar)).toEqual({ role: 'owner' });
    // Server decisions verify the token with the auth server, never trusting the cookie alone.
    expect(stub.calls.some((call) => call.startsWith('GET /auth/v1/user'))).toBe(true);
  });

  it('signs in, and sign-out ends the session at the provider', async () => {
    const email = `sb-in-${unique()}@example.com`;
    await signUp(memoryJar(), { email, password: 'a-good-password', fullName: 'In', salonName: `In ${unique()}` }, null);
    const jar = memoryJar();
    expect((await signIn(jar, { email, password: 'a-good-password' }, ip())).ok).toBe(true);
    const copy = memoryJar(Object.fromEntries(jar.values));
    expect(await currentUser(jar)).toMatchObject({ role: 'owner' });
    await signOut(jar);
    expect(supabaseCookies(jar)).toEqual([]);
    expect(await currentUser(copy)).toBeNull();
  });

  it("shows the provider's message for wrong credentials, as INVALID_CREDENTIALS", async () => {
    const result = await signIn(memoryJar(), { email: `nobody-${unique()}@example.com`, password: 'x' }, ip());
    expect(result).toEqual({ ok: false, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
  });

  it('answers any other provider failure with SIGN_IN_ERROR', async () => {
    const result = await signIn(memoryJar(), { email: `unavailable-${unique()}@example.com`, password: 'x' }, ip());
    expect(result).toMatchObject({ ok: false, code: 'SIGN_IN_ERROR' });
  });

  it('answers an existing auth user with USER_EXISTS and creates no salon', async () => {
    const email = `sb-dup-${unique()}@example.com`;
    stub.addUser(email, 'whatever-password');
    const salonName = `Dup ${unique()}`;
    const result = await signUp(memoryJar(), { email, password: 'a-good-password', fullName: 'D', salonName }, null);
    expect(result).toEqual({ ok: false, code: 'USER_EXISTS', message: 'User already registered' });
    expect(await (await getDb()).select().from(salons).where(eq(salons.name, salonName))).toEqual([]);
  });

  it('removes the auth user again when the salon cannot be created (no orphan account)', async () => {
    const email = `sb-orphan-${unique()}@example.com`;
    const jar = memoryJar();
    // A blank salon name violates the database's salons_name_not_blank constraint.
    const result = await supabaseProvider.signUp(jar, { email, password: 'a-good-password', fullName: 'O', salonName: '   ' });
    expect(result).toEqual({ ok: false, code: 'SALON_CREATE_ERROR', message: AUTH_ERROR_MESSAGES.SALON_CREATE_ERROR });
    expect(serverMessages('en')(AUTH_ERROR_MESSAGES.SALON_CREATE_ERROR)).toBe('Failed to create salon');
    expect(stub.users.has(email)).toBe(false);
    expect(stub.calls.some((call) => call.startsWith('DELETE /auth/v1/admin/users/'))).toBe(true);
    expect(await currentUser(jar)).toBeNull();
    const { rows } = await (await getDb()).execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`);
    expect(rows[0].n).toBe(0);
  });

  it('leaves role and salon empty for an auth user without a profile', async () => {
    const email = `sb-noprofile-${unique()}@example.com`;
    stub.addUser(email, 'a-good-password');
    const jar = memoryJar();
    expect((await signIn(jar, { email, password: 'a-good-password' }, ip())).ok).toBe(true);
    expect(await currentUser(jar)).toMatchObject({ role: null, salonId: null });
    expect(await supabaseProvider.routeUser(jar)).toEqual({ role: null });
  });

  it('counts the user as signed out when the auth server is unreachable', async () => {
    const email = `sb-down-${unique()}@example.com`;
    await signUp(memoryJar(), { email, password: 'a-good-password', fullName: 'Down', salonName: `Down ${unique()}` }, null);
    const jar = memoryJar();
    await signIn(jar, { email, password: 'a-good-password' }, ip());
    const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:9';
    try {
      expect(await currentUser(jar)).toBeNull();
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = url;
    }
  });

  it('stores profiles keyed by the auth user id', async () => {
    const [any] = await (await getDb()).select({ id: users.id }).from(users).where(sql`email LIKE 'sb-owner-%'`).limit(1);
    expect([...stub.users.values()].some((u) => u.id === any.id)).toBe(true);
  });

  it('adds a staff member through the Auth admin API (no e-mail sent), with a new password and removal there too', async () => {
    const signedUp = await signUp(memoryJar(), { email: `sb-boss-${unique()}@example.com`, password: 'a-good-password', fullName: 'Boss', salonName: `Team ${unique()}` }, null);
    if (!signedUp.ok) throw new Error(signedUp.message);
    const owner = { userId: signedUp.data.userId, role: 'owner' as const, salonId: signedUp.data.salonId };
    const email = `sb-member-${unique()}@example.com`;
    const added = await addStaffMember(owner, { full_name: 'Supa Staff', email, role: 'staff' });
    if (!added.ok) throw new Error(added.message);
    // Supabase accounts are never invited by e-mail: the owner hands over the password.
    if (added.data.oneTimePassword === null) throw new Error('invited by e-mail, not handed a password');
    const authUser = stub.users.get(email)!;
    expect(authUser).toMatchObject({ id: added.data.id, password: added.data.oneTimePassword, user_metadata: { full_name: 'Supa Staff', email_confirm: true } });
    const jar = memoryJar();
    expect((await signIn(jar, { email, password: added.data.oneTimePassword }, ip())).ok).toBe(true);
    expect(await currentUser(jar)).toMatchObject({ id: authUser.id, role: 'staff', salonId: owner.salonId, mustChangePassword: true });

    // The member replaces the one-time password: their other session ends, this one stays.
    const otherDevice = memoryJar();
    expect((await signIn(otherDevice, { email, password: added.data.oneTimePassword }, ip())).ok).toBe(true);
    const member = callerOf(await currentUser(jar));
    const own = { currentPassword: added.data.oneTimePassword, newPassword: 'my-own-password', confirmPassword: 'my-own-password' };
    expect(await changeMyPassword(member, own, { jar, clientAddress: ip() })).toEqual({ ok: true, data: null });
    expect(authUser.password).toBe('my-own-password');
    expect(await currentUser(jar)).toMatchObject({ id: authUser.id, mustChangePassword: false });
    expect(await currentUser(otherDevice)).toBeNull();
    expect(await addStaffMember(owner, { full_name: 'Again', email, role: 'staff' })).toMatchObject({ ok: false, code: 'EMAIL_TAKEN' });

    const reset = await resetStaffPassword(owner, { userId: added.data.id });
    if (!reset.ok) throw new Error(reset.message);
    expect(stub.users.get(email)?.password).toBe(reset.data.oneTimePassword);
    expect(await currentUser(jar)).toMatchObject({ mustChangePassword: true });

    expect(await removeStaffMember(owner, { userId: added.data.id })).toEqual({ ok: true, data: { unassigned: 0, toMove: { appointments: [], total: 0 } } });
    expect(stub.users.has(email)).toBe(false);
  });
});
