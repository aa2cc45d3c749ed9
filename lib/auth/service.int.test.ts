import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE, authSecret } from '@/lib/auth/config';
import { signSessionToken } from '@/lib/auth/session-token';
import { ACCOUNT_NETWORK_THROTTLE, ACCOUNT_WIDE_LIMIT, SIGN_UP_LIMIT, currentUser, signIn, signOut, signUp } from '@/lib/auth/service';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { authAccounts, authSessions, salons, users } from '@/lib/db/schema';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { memoryJar } from '@/tests/support/cookie-jar';
import { getDb } from '@/tests/support/db';
import { serverMessages } from '@/lib/i18n/server-messages';
import type { ActionResult } from '@/lib/result';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${unique()}`;
const english = serverMessages('en');
/** A result as the reader gets it in English (the service answers with catalogue keys). */
const inEnglish = <T,>(result: ActionResult<T>) => (result.ok ? result : { ...result, message: english(result.message) });

async function signedIn(email: string) {
  const jar = memoryJar();
  const result = await signIn(jar, { email, password: DEMO_PASSWORD }, address());
  expect(result.ok).toBe(true);
  return jar;
}

describe('sign-in with the built-in provider', () => {
  it.each([
    ['admin@example.com', 'admin', null],
    ['owner@luxe.example.com', 'owner', 'Luxe Beauty Studio'],
    ['staff@luxe.example.com', 'staff', 'Luxe Beauty Studio'],
    ['owner@nord.example.com', 'owner', 'Studio Nord'],
    ['staff@nord.example.com', 'staff', 'Studio Nord'],
  ])('%s signs in as %s of %s', async (email, role, salonName) => {
    const jar = await signedIn(email);
    const cookie = jar.values.get(SESSION_COOKIE);
    expect(cookie).toMatch(/^ey/);
    expect(await currentUser(jar)).toMatchObject({ email, role, salonName });
  });

  it('accepts the e-mail in any case', async () => {
    const jar = memoryJar();
    expect((await signIn(jar, { email: 'Owner@Luxe.Example.com', password: DEMO_PASSWORD }, address())).ok).toBe(true);
  });

  it('answers a wrong password and an unknown account alike with INVALID_CREDENTIALS', async () => {
    for (const email of ['staff@luxe.example.com', `nobody-${unique()}@example.com`]) {
      const jar = memoryJar();
      const result = await signIn(jar, { email, password: 'wrong-password' }, address());
      expect(inEnglish(result)).toEqual({ ok: false, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
      expect(jar.values.size).toBe(0);
    }
  });

  it('takes the role from the database, not from the cookie', async () => {
    const jar = await signedIn('staff@nord.example.com');
    const staff = await currentUser(jar);
    const [session] = await (await getDb()).select().from(authSessions).where(eq(authSessions.userId, staff!.id)).limit(1);
    const forged = await signSessionToken({ sid: session.id, sub: staff!.id, role: 'admin', salon: null }, new Date(Date.now() + 60_000), authSecret());
    expect(await currentUser(memoryJar({ [SESSION_COOKIE]: forged }))).toMatchObject({ role: 'staff', salonName: 'Studio Nord' });
  });

  it('refuses cookies signed with another key or pointing at no session', async () => {
    const other = new TextEncoder().encode('x'.repeat(48));
    const staff = await currentUser(await signedIn('staff@luxe.example.com'));
    const foreign = await signSessionToken({ sid: crypto.randomUUID(), sub: staff!.id, role: 'admin', salon: null }, new Date(Date.now() + 60_000), other);
    expect(await currentUser(memoryJar({ [SESSION_COOKIE]: foreign }))).toBeNull();
    const noSession = await signSessionToken({ sid: crypto.randomUUID(), sub: staff!.id, role: 'staff', salon: null }, new Date(Date.now() + 60_000), authSecret());
    expect(await currentUser(memoryJar({ [SESSION_COOKIE]: noSession }))).toBeNull();
    expect(await currentUser(memoryJar({ [SESSION_COOKIE]: 'garbage' }))).toBeNull();
  });
});

describe('sign-out', () => {
  it('revokes the session: the old cookie no longer works, other sessions do', async () => {
    const jar = await signedIn('owner@luxe.example.com');
    const other = await signedIn('owner@luxe.example.com');
    const stolen = memoryJar(Object.fromEntries(jar.values));
    await signOut(jar);
    expect(jar.values.has(SESSION_COOKIE)).toBe(false);
    expect(await currentUser(stolen)).toBeNull();
    expect(await currentUser(other)).toMatchObject({ role: 'owner' });
  });

  it('is harmless without a session', async () => {
    const jar = memoryJar();
    await signOut(jar);
    expect(await currentUser(jar)).toBeNull();
  });

  it('refuses an expired session row', async () => {
    const jar = await signedIn('staff@luxe.example.com');
    const user = await currentUser(jar);
    await (await getDb()).update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.userId, user!.id));
    expect(await currentUser(jar)).toBeNull();
  });
});

describe('sign-in throttling kept in Postgres', () => {
  const newAccount = async (prefix: string) => {
    const email = `${prefix}-${unique()}@example.com`;
    const up = await signUp(memoryJar(), { email, password: 'right-password', fullName: 'T', salonName: `Throttle ${unique()}` }, null);
    expect(up.ok).toBe(true);
    return email;
  };
  const wrongFrom = (email: string, ip: string | null) => signIn(memoryJar(), { email, password: 'wrong' }, ip);
  const rightFrom = (email: string, ip: string | null) => signIn(memoryJar(), { email, password: 'right-password' }, ip);
  /** Fails until the network is locked out of the account: the throttle's limit, then one more. */
  const lockOut = async (email: string, ip: string) => {
    for (let i = 0; i < ACCOUNT_NETWORK_THROTTLE.limit; i++) expect(await wrongFrom(email, ip)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await wrongFrom(email, ip)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  };

  it('locks a network out of an account after 5 failures, even for the right password, and not other networks', async () => {
    const db = await getDb();
    const email = await newAccount('throttle');
    const ip = address();
    await lockOut(email, ip);
    expect(await rightFrom(email, ip)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await rightFrom(email, address())).ok).toBe(true);
    // The same answers for an account that does not exist.
    const ghost = `ghost-${unique()}@example.com`;
    const ghostIp = address();
    await lockOut(ghost, ghostIp);
    expect(await wrongFrom(ghost, ghostIp)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await wrongFrom(ghost, address())).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // Unlocks when the lock has passed.
    await db.execute(sql`UPDATE rate_limits SET locked_until = now() - interval '1 second', window_start = now() - interval '1 hour' WHERE key LIKE ${`${email}%`}`);
    expect((await rightFrom(email, ip)).ok).toBe(true);
  });

  it('lets the owner in from a clean network after failures from five others, which stay locked out', async () => {
    const email = await newAccount('owner-locked-out');
    const attackers = Array.from({ length: 5 }, address);
    for (const ip of attackers) await lockOut(email, ip);
    // One database for every instance: a second instance reads the same counts.
    expect((await rightFrom(email, address())).ok).toBe(true);
    for (const ip of attackers) expect(await rightFrom(email, ip)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('gives each new network one guess once an account has had 100 failures, and still lets the owner in', async () => {
    const email = await newAccount('distributed');
    // 100 failures from other networks within the window (recorded as the sign-ins would).
    for (let i = 0; i < ACCOUNT_WIDE_LIMIT.limit; i++) await hitRateLimit('sign-in:account', email, ACCOUNT_WIDE_LIMIT);
    const ip = address();
    expect(await wrongFrom(email, ip)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await rightFrom(email, ip)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await rightFrom(email, address())).ok).toBe(true);
  });

  it('locks the account for every unknown client after 5 failures without an address, not for known networks', async () => {
    const email = await newAccount('unknown-address');
    for (let i = 0; i < ACCOUNT_NETWORK_THROTTLE.limit; i++) await wrongFrom(email, null);
    expect(await wrongFrom(email, null)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await rightFrom(email, null)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await rightFrom(email, address())).ok).toBe(true);
  });

  it('locks a client address after more than 20 failures across accounts', async () => {
    const ip = address();
    for (let i = 0; i < 21; i++) await signIn(memoryJar(), { email: `spray-${i}-${unique()}@example.com`, password: 'wrong' }, ip);
    expect(await signIn(memoryJar(), { email: 'staff@luxe.example.com', password: DEMO_PASSWORD }, ip)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await signIn(memoryJar(), { email: 'staff@luxe.example.com', password: DEMO_PASSWORD }, address())).ok).toBe(true);
  });

  it('counts only the account when the client address is unknown', async () => {
    for (let i = 0; i < 25; i++) await signIn(memoryJar(), { email: `anon-${i}-${unique()}@example.com`, password: 'wrong' }, null);
    expect((await signIn(memoryJar(), { email: 'staff@nord.example.com', password: DEMO_PASSWORD }, null)).ok).toBe(true);
  });

  it('forgets a network\'s earlier failures after it signs in', async () => {
    const email = await newAccount('reset');
    const ip = address();
    for (let i = 0; i < ACCOUNT_NETWORK_THROTTLE.limit; i++) await wrongFrom(email, ip);
    expect((await rightFrom(email, ip)).ok).toBe(true);
    for (let i = 0; i < ACCOUNT_NETWORK_THROTTLE.limit; i++) await wrongFrom(email, ip);
    expect((await rightFrom(email, ip)).ok).toBe(true);
  });
});

describe('owner sign-up', () => {
  const marker = unique();

  beforeAll(async () => {
    // Real database failures at each step, for addresses and names of this file only.
    const db = await getDb();
    await db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT test_reject_profile_${process.pid} CHECK (full_name IS DISTINCT FROM 'Reject Profile ${marker}')`));
    await db.execute(sql.raw(`ALTER TABLE auth_accounts ADD CONSTRAINT test_reject_account_${process.pid} CHECK (email NOT LIKE 'reject-account-${marker}%')`));
    await db.execute(sql.raw(`
      CREATE FUNCTION test_reject_session_${process.pid}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND full_name = 'Reject Session ${marker}') THEN
          RAISE EXCEPTION 'session rejected by test';
        END IF;
        RETURN NEW;
      END $$`));
    await db.execute(sql.raw(`CREATE TRIGGER test_reject_session_${process.pid} BEFORE INSERT ON auth_sessions FOR EACH ROW EXECUTE FUNCTION test_reject_session_${process.pid}()`));
  });

  afterAll(async () => {
    const db = await getDb();
    await db.execute(sql.raw(`ALTER TABLE users DROP CONSTRAINT test_reject_profile_${process.pid}`));
    await db.execute(sql.raw(`ALTER TABLE auth_accounts DROP CONSTRAINT test_reject_account_${process.pid}`));
    await db.execute(sql.raw(`DROP TRIGGER test_reject_session_${process.pid} ON auth_sessions`));
    await db.execute(sql.raw(`DROP FUNCTION test_reject_session_${process.pid}()`));
  });

  async function leftovers(email: string, salonName: string) {
    const db = await getDb();
    const [counts] = (
      await db.execute<{ profiles: number; accounts: number; salons: number }>(sql`
        SELECT (SELECT count(*)::int FROM users WHERE lower(email) = lower(${email})) AS profiles,
               (SELECT count(*)::int FROM auth_accounts WHERE lower(email) = lower(${email})) AS accounts,
               (SELECT count(*)::int FROM salons WHERE name = ${salonName}) AS salons`)
    ).rows;
    return counts;
  }

  it('creates the account, an active salon with default hours and an owner profile, and signs in', async () => {
    const email = `new-owner-${unique()}@example.com`;
    const salonName = `Bella Hair ${unique()}`;
    const jar = memoryJar();
    const result = await signUp(jar, { email, password: 'a-good-password', fullName: 'Bella Owner', salonName }, null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const db = await getDb();
    const [salon] = await db.select().from(salons).where(eq(salons.id, result.data.salonId));
    expect(salon).toMatchObject({ name: salonName, isActive: true, openingHours: DEFAULT_OPENING_HOURS });
    expect(salon.customSubdomain).toMatch(/^bella-hair-/);
    expect(await currentUser(jar)).toMatchObject({ email, role: 'owner', salonId: salon.id, salonName, fullName: 'Bella Owner' });
    expect((await signIn(memoryJar(), { email, password: 'a-good-password' }, address())).ok).toBe(true);
    const [account] = await db.select().from(authAccounts).where(eq(authAccounts.userId, result.data.userId));
    expect(account.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/); // its cost: lib/auth/password.test.ts
  });

  it('gives a second salon of the same name an alternative slug', async () => {
    const salonName = `Twin Salon ${unique()}`;
    const first = await signUp(memoryJar(), { email: `twin1-${unique()}@example.com`, password: 'a-good-password', fullName: 'A', salonName }, null);
    const second = await signUp(memoryJar(), { email: `twin2-${unique()}@example.com`, password: 'a-good-password', fullName: 'B', salonName }, null);
    expect(first.ok && second.ok).toBe(true);
    const rows = await (await getDb()).select({ slug: salons.customSubdomain }).from(salons).where(eq(salons.name, salonName));
    const base = rows.map((r) => r.slug!).sort()[0];
    expect(rows.map((r) => r.slug).sort()).toEqual([base, `${base}-2`]);
  });

  it('limits sign-ups per client address before hashing anything, and creates nothing over the limit', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const attempt = () => signUp(memoryJar(), { email: `burst-${unique()}@example.com`, password: 'a-good-password', fullName: 'B', salonName: `Burst ${unique()}` }, address);
    for (let i = 0; i < SIGN_UP_LIMIT.limit; i++) expect((await attempt()).ok).toBe(true);
    const email = `over-${unique()}@example.com`;
    const over = await signUp(memoryJar(), { email, password: 'a-good-password', fullName: 'O', salonName: `Over ${unique()}` }, address);
    expect(over).toMatchObject({ ok: false, code: 'TOO_MANY_SIGN_UPS' });
    expect(await (await getDb()).select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an existing e-mail with USER_EXISTS and creates nothing', async () => {
    const salonName = `Dup ${unique()}`;
    const result = await signUp(memoryJar(), { email: 'OWNER@luxe.example.com', password: 'a-good-password', fullName: 'X', salonName }, null);
    expect(result).toMatchObject({ ok: false, code: 'USER_EXISTS' });
    expect(!result.ok && english(result.message)).toMatch(/already/);
    expect((await leftovers('x', salonName)).salons).toBe(0);
  });

  it('maps a concurrent duplicate to USER_EXISTS with one winner', async () => {
    const email = `race-${unique()}@example.com`;
    const results = await Promise.all(
      [1, 2, 3].map((i) => signUp(memoryJar(), { email, password: 'a-good-password', fullName: 'Racer', salonName: `Race ${i} ${unique()}` }, null)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'USER_EXISTS')).toBe(true);
    expect(await leftovers(email, 'none')).toMatchObject({ profiles: 1, accounts: 1 });
  });

  it.each([
    ['SALON_CREATE_ERROR', () => ({ email: `s-${unique()}@example.com`, fullName: 'S', salonName: '   ' }), 'Failed to create salon'],
    ['PROFILE_CREATE_ERROR', () => ({ email: `p-${unique()}@example.com`, fullName: `Reject Profile ${marker}`, salonName: `P ${unique()}` }), 'Failed to create user profile'],
    ['SIGN_UP_ERROR', () => ({ email: `reject-account-${marker}-${unique()}@example.com`, fullName: 'A', salonName: `A ${unique()}` }), 'Failed to create account'],
    ['SIGNUP_PROCESS_ERROR', () => ({ email: `x-${unique()}@example.com`, fullName: `Reject Session ${marker}`, salonName: `X ${unique()}` }), 'Sign up failed. Please try again.'],
  ])('a failure at %s leaves no account, salon or profile', async (code, make, message) => {
    const input = { ...make(), password: 'a-good-password' };
    const jar = memoryJar();
    expect(inEnglish(await signUp(jar, input, null))).toEqual({ ok: false, code, message });
    expect(jar.values.size).toBe(0);
    expect(await leftovers(input.email, input.salonName)).toEqual({ profiles: 0, accounts: 0, salons: 0 });
  });
});

describe('tenancy of the signed-in user', () => {
  it('gives each user only their own salon', async () => {
    const luxe = await currentUser(await signedIn('owner@luxe.example.com'));
    const nord = await currentUser(await signedIn('owner@nord.example.com'));
    expect(luxe!.salonId).not.toBe(nord!.salonId);
    const [row] = await (await getDb()).select({ salonId: users.salonId }).from(users).where(eq(users.email, 'owner@nord.example.com'));
    expect(nord!.salonId).toBe(row.salonId);
  });
});
