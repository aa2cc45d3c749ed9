import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CALL_TIMING, AuthCallTimeoutError, withAuthCallRetries } from '@/lib/auth/providers/auth-call-retry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});
const retryable = (error: unknown) => error instanceof Error && error.message === 'network';

describe('withAuthCallRetries', () => {
  it('uses spec point 9: 15 s, then 5 s per retry, at most 3 attempts, backoff from 1 s', () => {
    expect(AUTH_CALL_TIMING).toEqual({ firstTimeoutMs: 15_000, retryTimeoutMs: 5_000, attempts: 3, baseDelayMs: 1_000 });
  });

  it('gives up after three timed-out attempts: 15 s + 1 s + 5 s + 2 s + 5 s', async () => {
    const call = vi.fn(never);
    const outcome = withAuthCallRetries(call, retryable).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000 + 2_000);
    expect(call).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(AuthCallTimeoutError);
    expect((error as Error).message).toBe('Operation timed out after 5000 ms on attempt 3 of 3');
  });

  it('retries an error the caller calls retryable and returns the first success', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('user-1');
    const outcome = withAuthCallRetries(call, retryable);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe('user-1');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('throws any other error at once', async () => {
    const call = vi.fn(() => Promise.reject(new Error('invalid token')));
    await expect(withAuthCallRetries(call, retryable)).rejects.toThrow('invalid token');
    expect(call).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('throws the last retryable error after the last attempt', async () => {
    const call = vi.fn(() => Promise.reject(new Error('network')));
    const outcome = withAuthCallRetries(call, retryable).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await outcome).toMatchObject({ message: 'network' });
    expect(call).toHaveBeenCalledTimes(3);
  });
});
