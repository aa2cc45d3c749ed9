import { describe, expect, it } from 'vitest';
import { hitRateLimit, resetRateLimit } from '@/lib/server/rate-limit';

const rule = { limit: 3, windowMs: 60_000, lockMs: 300_000 };
const t0 = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('rate limit kept in Postgres', () => {
  it('allows the limit, then locks for the lock period, then starts a new window', async () => {
    const key = `k-${Math.random()}`;
    for (let i = 0; i < 3; i++) expect(await hitRateLimit('test', key, rule, later(i))).toEqual({ allowed: true });
    expect(await hitRateLimit('test', key, rule, later(10))).toEqual({ allowed: false, retryAfterMs: 300_000 });
    // Still locked after the window has passed.
    expect((await hitRateLimit('test', key, rule, later(120_000))).allowed).toBe(false);
    expect(await hitRateLimit('test', key, rule, later(10 + 300_001))).toEqual({ allowed: true });
  });

  it('counts buckets and keys separately, and reset forgets', async () => {
    const key = `k-${Math.random()}`;
    for (let i = 0; i < 4; i++) await hitRateLimit('a', key, rule, t0);
    expect((await hitRateLimit('a', key, rule, t0)).allowed).toBe(false);
    expect((await hitRateLimit('b', key, rule, t0)).allowed).toBe(true);
    await resetRateLimit('a', key);
    expect((await hitRateLimit('a', key, rule, t0)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const key = `k-${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit('c', key, rule, t0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
