import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGate, HASHING_BUSY_MESSAGE, HashingBusyError, isHashingBusy, parseGateSetting } from '@/lib/auth/hashing-gate';
import { serverMessages } from '@/lib/i18n/server-messages';

/** Work that finishes when the test says so, and records that it started. */
function controlledWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return { work: () => (started.push(name), done), finish };
}

const settle = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

afterEach(() => {
  vi.useRealTimers();
});

describe('the password hashing gate', () => {
  it('runs at most `concurrency` at once, first come first served, and refuses at once past `maxWaiting`', async () => {
    const run = createGate({ concurrency: 2, maxWaiting: 2, maxWaitMs: 60_000, perNetwork: 4 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => controlledWork(started, name));
    const results = jobs.map((job) => run(job.work));
    const refused = await settle(run(() => Promise.resolve('e')));
    expect(refused).toEqual({ error: expect.any(HashingBusyError) });
    expect(started).toEqual(['a', 'b']);
    jobs[1].finish();
    await results[1];
    expect(started).toEqual(['a', 'b', 'c']);
    jobs[0].finish();
    await results[0];
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    jobs[2].finish();
    jobs[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a caller that waited `maxWaitMs`, and gives the turn to the next one', async () => {
    vi.useFakeTimers();
    const run = createGate({ concurrency: 1, maxWaiting: 5, maxWaitMs: 1500, perNetwork: 2 });
    const started: string[] = [];
    const first = controlledWork(started, 'first');
    const running = run(first.work);
    const late = settle(run(() => Promise.resolve('late')));
    await vi.advanceTimersByTimeAsync(1500);
    expect(await late).toEqual({ error: expect.any(HashingBusyError) });
    const next = controlledWork(started, 'next');
    const queued = run(next.work);
    first.finish();
    await running;
    expect(started).toEqual(['first', 'next']);
    next.finish();
    expect(await queued).toBe('next');
  });

  it('lets one network hold at most `perNetwork` turns and places, refusing its next at once', async () => {
    const run = createGate({ concurrency: 1, maxWaiting: 10, maxWaitMs: 60_000, perNetwork: 2 });
    const started: string[] = [];
    const flood = { network: 'flood', standing: 0 };
    const jobs = ['f1', 'f2'].map((name) => controlledWork(started, name));
    const results = jobs.map((job) => run(job.work, flood));
    expect(await settle(run(() => Promise.resolve('f3'), flood))).toEqual({ error: expect.any(HashingBusyError) });
    const other = controlledWork(started, 'other');
    const otherResult = run(other.work, { network: 'other', standing: 0 });
    jobs[0].finish();
    await results[0];
    // The flood’s first turn is over: it may queue one more.
    const again = controlledWork(started, 'f4');
    const againResult = run(again.work, flood);
    expect(await settle(run(() => Promise.resolve('f5'), flood))).toEqual({ error: expect.any(HashingBusyError) });
    for (const job of [jobs[1], other, again]) job.finish();
    expect(await Promise.all([results[1], otherResult, againResult])).toEqual(['f2', 'other', 'f4']);
    expect(started).toEqual(['f1', 'other', 'f2', 'f4']);
  });

  it('gives the next turn to the best standing, and a full queue’s worst-standing place to a better newcomer', async () => {
    const run = createGate({ concurrency: 1, maxWaiting: 2, maxWaitMs: 60_000, perNetwork: 2 });
    const started: string[] = [];
    const first = controlledWork(started, 'first');
    const running = run(first.work);
    const bad = settle(run(() => (started.push('bad'), Promise.resolve('bad')), { network: 'bad', standing: 9 }));
    const poor = run(() => (started.push('poor'), Promise.resolve('poor')), { network: 'poor', standing: 3 });
    // The queue is full: a newcomer standing no better than its worst is refused ...
    expect(await settle(run(() => Promise.resolve('worse'), { network: 'worse', standing: 9 }))).toEqual({ error: expect.any(HashingBusyError) });
    // ... a better one takes the worst one’s place, and goes first.
    const clean = run(() => (started.push('clean'), Promise.resolve('clean')), { network: 'clean', standing: 0 });
    expect(await bad).toEqual({ error: expect.any(HashingBusyError) });
    first.finish();
    expect(await Promise.all([running, clean, poor])).toEqual(['first', 'clean', 'poor']);
    expect(started).toEqual(['first', 'clean', 'poor']);
  });

  it('of equal standing, serves the network holding fewer turns first', async () => {
    const run = createGate({ concurrency: 1, maxWaiting: 10, maxWaitMs: 60_000, perNetwork: 2 });
    const started: string[] = [];
    const flood = { network: 'flood', standing: 0 };
    const first = controlledWork(started, 'f1');
    const running = run(first.work, flood);
    const second = run(() => (started.push('f2'), Promise.resolve('f2')), flood);
    const user = run(() => (started.push('user'), Promise.resolve('user')), { network: 'user', standing: 0 });
    first.finish();
    expect(await Promise.all([running, user, second])).toEqual(['f1', 'user', 'f2']);
    expect(started).toEqual(['f1', 'user', 'f2']);
  });

  it('frees the turn when the work fails', async () => {
    const run = createGate({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000, perNetwork: 1 });
    await expect(run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await run(() => Promise.resolve('ok'))).toBe('ok');
  });

  it('says what it refuses with, recognised also from another copy of the module', () => {
    expect(new HashingBusyError()).toMatchObject({ code: 'HASHING_BUSY', message: HASHING_BUSY_MESSAGE });
    expect(serverMessages('en')(HASHING_BUSY_MESSAGE)).toBe('Too many passwords are being checked right now. Please try again in a moment.');
    const fromAnotherBundle = Object.assign(new Error('busy'), { name: 'HashingBusyError' });
    expect([new HashingBusyError(), fromAnotherBundle, new Error('scrypt failed'), 'HashingBusyError'].map(isHashingBusy)).toEqual([true, true, false, false]);
  });
});

describe('the gate settings (AUTH_HASHING_CONCURRENCY, AUTH_HASHING_MAX_WAIT_MS)', () => {
  it('default when unset and take a whole number from 1', () => {
    expect(parseGateSetting('AUTH_HASHING_CONCURRENCY', undefined, 1)).toBe(1);
    expect(parseGateSetting('AUTH_HASHING_CONCURRENCY', ' ', 1)).toBe(1);
    expect(parseGateSetting('AUTH_HASHING_MAX_WAIT_MS', '3', 1500)).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two']) expect(() => parseGateSetting('AUTH_HASHING_CONCURRENCY', bad, 1)).toThrow('AUTH_HASHING_CONCURRENCY');
  });
});
