import { afterEach, describe, it, expect, vi } from 'vitest';
import {
  BASE_DELAY_MS,
  ClassifiedError,
  MAX_ATTEMPTS,
  PROFILE_TIMEOUT_MS,
  RETRY_TIMEOUT_MS,
  SESSION_TIMEOUT_MS,
  classifyError,
  withTimeout,
} from '@/lib/resilience/with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('constants', () => {
  it('match spec point 9', () => {
    expect([SESSION_TIMEOUT_MS, PROFILE_TIMEOUT_MS, RETRY_TIMEOUT_MS, MAX_ATTEMPTS, BASE_DELAY_MS]).toEqual([
      15_000, 10_000, 5_000, 3, 1_000,
    ]);
  });
});

describe('classifyError', () => {
  it.each([
    ['network error message', new Error('Network error while loading'), 'NETWORK'],
    ['browser fetch failure', new TypeError('Failed to fetch'), 'NETWORK'],
    ['undici fetch failure', new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }), 'NETWORK'],
    ['connection refused', new Error('Connection refused by host'), 'NETWORK'],
    ['socket code only', withCode('write failed', 'EPIPE'), 'NETWORK'],
    ['PostgREST code', withCode('JSON object requested, multiple (or no) rows returned', 'PGRST116'), 'DATABASE'],
    ['SQLSTATE', withCode('duplicate key value violates unique constraint', '23505'), 'DATABASE'],
    ['Drizzle-wrapped SQLSTATE', new Error('Failed query: insert into …', { cause: withCode('conflicting key', '23P01') }), 'DATABASE'],
    ['relation message', new Error('relation "users" does not exist'), 'DATABASE'],
    ['database message', new Error('Database is starting up'), 'DATABASE'],
    ['timeout name', Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }), 'TIMEOUT'],
    ['anything else', new Error('boom'), 'UNKNOWN'],
    ['a thrown string', 'boom', 'UNKNOWN'],
    ['undefined', undefined, 'UNKNOWN'],
  ] as const)('%s → %s', (_, error, kind) => {
    const classified = classifyError(error, 2);
    expect(classified).toBeInstanceOf(ClassifiedError);
    expect(classified.kind).toBe(kind);
    expect(classified.attempt).toBe(2);
    expect(classified.cause).toBe(error);
  });

  it('keeps the database code and the original message', () => {
    const error = new Error('Failed query', { cause: withCode('exclusion violation', '23P01') });
    const classified = classifyError(error, 1, 'booking');
    expect(classified.code).toBe('23P01');
    expect(classified.message).toBe('booking: Failed query');
  });

  it('passes a ClassifiedError through', () => {
    const classified = classifyError(new Error('boom'));
    expect(classifyError(classified)).toBe(classified);
  });
});

describe('withTimeout', () => {
  it('returns the first successful result', async () => {
    const operation = vi.fn(async (attempt: number) => `ok on ${attempt}`);
    await expect(withTimeout(operation, { timeoutMs: 100 })).resolves.toBe('ok on 1');
    expect(operation).toHaveBeenCalledOnce();
  });

  it('retries with exponential backoff (1 s, then 2 s) and then succeeds', async () => {
    const sleep = vi.fn(async () => {});
    const operation = vi.fn(async (attempt: number) => {
      if (attempt < 3) throw new Error('Network error');
      return 'done';
    });
    await expect(withTimeout(operation, { timeoutMs: 100, sleep })).resolves.toBe('done');
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('throws the classified error of the last attempt, without waiting after it', async () => {
    const sleep = vi.fn(async () => {});
    const operation = vi.fn(async (attempt: number) => {
      throw withCode(`attempt ${attempt}`, '23505');
    });
    const error = await withTimeout(operation, { timeoutMs: 100, sleep, label: 'profile' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClassifiedError);
    expect(error).toMatchObject({ kind: 'DATABASE', attempt: 3, code: '23505', message: 'profile: attempt 3' });
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('times out each attempt: first with timeoutMs, retries with the 5 s retry timeout', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const operation = vi.fn((_attempt: number, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    });
    const result = withTimeout(operation, { timeoutMs: SESSION_TIMEOUT_MS, label: 'session' }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS - 1);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // attempt 1 times out
    expect(signals[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000); // backoff 1 s
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_TIMEOUT_MS - 1);
    expect(signals[1].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1); // attempt 2 times out
    await vi.advanceTimersByTimeAsync(1999);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // backoff 2 s
    expect(operation).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RETRY_TIMEOUT_MS);

    const error = (await result) as ClassifiedError;
    expect(error).toBeInstanceOf(ClassifiedError);
    expect(error.kind).toBe('TIMEOUT');
    expect(error.attempt).toBe(3);
    expect(error.message).toBe('session: Operation timed out after 5000 ms on attempt 3 of 3');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never gives retries more time than the first attempt', async () => {
    vi.useFakeTimers();
    const operation = vi.fn(() => new Promise<never>(() => {}));
    const result = withTimeout(operation, { timeoutMs: 200, attempts: 2, baseDelayMs: 10 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(200 + 10 + 200);
    expect(await result).toMatchObject({ kind: 'TIMEOUT', message: 'Operation timed out after 200 ms on attempt 2 of 2' });
  });

  it('stops early when shouldRetry says so', async () => {
    const sleep = vi.fn(async () => {});
    const operation = vi.fn(async () => {
      throw withCode('no rows', 'PGRST116');
    });
    const shouldRetry = (error: ClassifiedError) => error.code !== 'PGRST116';
    await expect(withTimeout(operation, { timeoutMs: 100, sleep, shouldRetry })).rejects.toMatchObject({
      kind: 'DATABASE',
      attempt: 1,
    });
    expect(operation).toHaveBeenCalledOnce();
    expect(sleep).not.toHaveBeenCalled();
  });

  it('clears its timer when the operation settles first', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(async () => 1, { timeoutMs: 10_000 })).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
