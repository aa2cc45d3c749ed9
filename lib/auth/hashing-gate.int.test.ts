// Sign-ins and sign-ups beyond what the password hashing gate admits (hashingLimits(): turns
// plus waiting room) are refused with HASHING_BUSY, count as no failure, create nothing, and
// leave the gate free for the next caller.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashingLimits } from '@/lib/auth/password';
import { signIn, signUp } from '@/lib/auth/service';
import { rateLimits, users } from '@/lib/db/schema';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { memoryJar } from '@/tests/support/cookie-jar';
import { getDb } from '@/tests/support/db';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const address = () => `198.51.100.${Math.floor(Math.random() * 250)}-${unique()}`;
const BUSY = { ok: false, code: 'HASHING_BUSY', message: 'Too many passwords are being checked right now. Please try again in a moment.' };
const { concurrency, maxWaiting } = hashingLimits();
const burst = concurrency + maxWaiting + 3;

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
});
