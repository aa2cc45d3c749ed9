import { beforeAll, describe, expect, it } from 'vitest';
import { currentUser, signIn, signOut, type CurrentUser } from '@/lib/auth/service';
import { AccessError, assertRole, callerOf } from '@/lib/server/access';
import type { Role } from '@/lib/db/schema';
import { GUARDED_ROUTES, decideRoute } from '@/lib/auth/route-rules';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { memoryJar } from '@/tests/support/cookie-jar';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

// Every server action that exists × {signed out, staff, owner, admin, owner of another salon}.
// The actions are thin wrappers (parse → these functions), so the matrix runs on these functions.
const VISITORS = {
  'signed out': null,
  staff: 'staff@luxe.example.com',
  owner: 'owner@luxe.example.com',
  admin: 'admin@example.com',
  'owner of another salon': 'owner@nord.example.com',
} as const;

type Visitor = keyof typeof VISITORS;
const address = () => `192.0.2.7-${Math.random()}`;

async function sessionOf(visitor: Visitor) {
  const jar = memoryJar();
  const email = VISITORS[visitor];
  if (email) expect((await signIn(jar, { email, password: DEMO_PASSWORD }, address())).ok).toBe(true);
  return jar;
}

/** assertRole's verdict as a value. */
function access(user: CurrentUser | null, roles: readonly Role[]) {
  try {
    assertRole(callerOf(user), roles);
    return { ok: true };
  } catch (error) {
    return { ok: false, code: (error as AccessError).code };
  }
}

const users: Partial<Record<Visitor, CurrentUser | null>> = {};
beforeAll(async () => {
  for (const visitor of Object.keys(VISITORS) as Visitor[]) users[visitor] = await currentUser(await sessionOf(visitor));
});

describe.each(Object.keys(VISITORS) as Visitor[])('as %s', (visitor) => {
  it('signOutAction ends only this session', async () => {
    const jar = await sessionOf(visitor);
    const bystander = await sessionOf('owner');
    await signOut(jar);
    expect(await currentUser(jar)).toBeNull();
    expect(await currentUser(bystander)).toMatchObject({ email: 'owner@luxe.example.com' });
  });

  it('signInAction switches to the account whose password was given, never elevating the old one', async () => {
    const jar = await sessionOf(visitor);
    const previous = memoryJar(Object.fromEntries(jar.values));
    expect((await signIn(jar, { email: 'staff@nord.example.com', password: DEMO_PASSWORD }, address())).ok).toBe(true);
    // The session it replaced is revoked.
    expect(await currentUser(previous)).toBeNull();
    expect(await currentUser(jar)).toMatchObject({ email: 'staff@nord.example.com', role: 'staff', salonName: 'Studio Nord' });
    const refused = await signIn(jar, { email: 'admin@example.com', password: 'guess' }, address());
    expect(refused).toMatchObject({ ok: false, code: 'INVALID_CREDENTIALS' });
    expect(await currentUser(jar)).toMatchObject({ role: 'staff' });
  });

  it('assertRole agrees with the route table for every guarded route', () => {
    const user = users[visitor] ?? null;
    for (const [route, roles] of Object.entries(GUARDED_ROUTES)) {
      const result = access(user, roles);
      const decision = decideRoute(route, user);
      if (!user) expect(result).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      else if (decision.kind === 'deny') expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      else expect(result.ok).toBe(true);
    }
  });

  it('sees only its own salon', () => {
    const user = users[visitor];
    const expected = { 'signed out': undefined, staff: 'Luxe Beauty Studio', owner: 'Luxe Beauty Studio', admin: null, 'owner of another salon': 'Studio Nord' }[visitor];
    expect(user?.salonName).toBe(expected);
  });
});

describe('assertRole', () => {
  it('refuses a user whose profile could not be read (no role)', () => {
    const user: CurrentUser = { id: 'x', email: '', fullName: null, role: null, salonId: null, salonName: null, mustChangePassword: false, language: null, salonLanguage: null };
    expect(access(user, ['admin', 'owner', 'staff'])).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});
