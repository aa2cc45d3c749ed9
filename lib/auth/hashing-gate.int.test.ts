// Sign-ins and sign-ups beyond what the password hashing gate admits (hashingLimits(): turns
// plus waiting room) are refused with HASHING_BUSY, count as no failure of the account, create
// nothing, and leave the gate free for the next caller. The gate is fair between networks: a
// flood from one network or from networks that keep failing does not keep a real user out.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HASHING_BUSY_MESSAGE } from '@/lib/auth/hashing-gate';
import { hashingLimits } from '@/lib/auth/password';
import { ADDRESS_THROTTLE, signIn, signUp } from '@/lib/auth/service';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { rateLimits, users } from '@/lib/db/schema';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { memoryJar } from '@/tests/support/cookie-jar';
import { getDb } from '@/tests/support/db';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';
// The gate's queue fills only while hashes take their real time (vitest.config.ts lowers it).
delete process.env.AUTH_TEST_SCRYPT_N;

const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const address = () => `198.51.100.${Math.floor(Math.random() * 250)}-${unique()}`;
const BUSY = { ok: false, code: 'HASHING_BUSY', message: HASHING_BUSY_MESSAGE };
const { concurrency, maxWaiting } = hashingLimits();
const burst = concurrency + maxWaiting + 3;
const realUser = { email: 'owner@luxe.example.com', password: DEMO_PASSWORD };
const wrong = () => ({ email: `flood-${unique()}@example.com`, password: 'wrong-password' });

async function addressHits(network: string) {
  const [row] = await (await getDb()).select().from(rateLimits).where(and(eq(rateLimits.bucket, 'sign-in:address'), eq(rateLimits.key, network)));
  return row?.hits ?? 0;
}

describe('the password hashing gate', () => {
  it('refuses concurrent sign-ins beyond its turns and waiting room with HASHING_BUSY, without counting them', async () => {
    const emails = Array.from({ length: burst }, () => `flood-${unique()}@example.com`);
    const results = await Promise.all(emails.map((email) => signIn(memoryJar(), { email, password: 'wrong-password' }, address())));
    const codes = results.map((result) => (result.ok ? 'ok' : result.code));
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS').length).toBeGreaterThanOrEqual(concurrency);
    expect(codes.filter((code) => code === 'HASHING_BUSY').length).toBeGreaterThanOrEqual(3);
    expect(codes.filter((code) => code !== 'INVALID_CREDENTIALS' && code !== 'HASHING_BUSY')).toEqual([]);
    expect(results.find((result) => !result.ok && result.code === 'HASHING_BUSY')).toEqual(BUSY);
    // A refused attempt checked no password, so it is no failure of that account.
    const refused = emails.filter((_, i) => codes[i] === 'HASHING_BUSY');
    expect(await (await getDb()).select().from(rateLimits).where(inArray(rateLimits.key, refused))).toEqual([]);
    // The gate is free again: the right password gets in, a refused account gets its answer.
    expect((await signIn(memoryJar(), { email: 'owner@luxe.example.com', password: DEMO_PASSWORD }, address())).ok).toBe(true);
    expect(await signIn(memoryJar(), { email: refused[0], password: 'wrong-password' }, address())).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses concurrent sign-ups beyond them with HASHING_BUSY and creates nothing for those', async () => {
    const emails = Array.from({ length: burst }, () => `busy-sign-up-${unique()}@example.com`);
    const results = await Promise.all(
      emails.map((email) => signUp(memoryJar(), { email, password: 'a-good-password', fullName: 'Busy', salonName: `Busy ${unique()}` }, address())),
    );
    const refused = emails.filter((_, i) => !results[i].ok);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(results.filter((result) => !result.ok)).toEqual(refused.map(() => BUSY));
    const db = await getDb();
    expect(await db.select().from(users).where(inArray(users.email, refused))).toEqual([]);
    const later = `busy-sign-up-${unique()}@example.com`;
    expect((await signUp(memoryJar(), { email: later, password: 'a-good-password', fullName: 'Later', salonName: `Later ${unique()}` }, address())).ok).toBe(true);
  });

  it('lets one network hold only its share: its busy refusals count against it, and a user from another network gets in', async () => {
    const flood = address();
    const tries = Array.from({ length: burst }, () => () => signIn(memoryJar(), wrong(), flood));
    // The user asks last: on a first-come gate the flood has filled the queue by then.
    const results = await Promise.all([...tries, () => signIn(memoryJar(), realUser, address())].map((call) => call()));
    const [userResult, floodResults] = [results.at(-1)!, results.slice(0, -1)];
    expect(userResult).toMatchObject({ ok: true });
    const codes = floodResults.map((result) => (result.ok ? 'ok' : result.code));
    expect(codes.filter((code) => code === 'HASHING_BUSY').length).toBeGreaterThanOrEqual(burst - (concurrency + maxWaiting));
    expect(codes.filter((code) => code !== 'INVALID_CREDENTIALS' && code !== 'HASHING_BUSY')).toEqual([]);
    // Every try of the network counts, hashed or refused as busy.
    expect(await addressHits(flood)).toBe(burst);
  });

  it('serves a network in good standing first: a user gets in through a flood from networks that keep failing', async () => {
    const networks = Array.from({ length: burst }, address);
    for (const network of networks) for (let i = 0; i < 5; i += 1) await hitRateLimit('sign-in:address', network, ADDRESS_THROTTLE);
    const tries = networks.map((network) => () => signIn(memoryJar(), wrong(), network));
    const results = await Promise.all([...tries, () => signIn(memoryJar(), realUser, address())].map((call) => call()));
    expect(results.at(-1)).toMatchObject({ ok: true });
    expect(results.slice(0, -1).filter((result) => !result.ok && result.code === 'HASHING_BUSY').length).toBeGreaterThanOrEqual(burst - (concurrency + maxWaiting));
  });
});
