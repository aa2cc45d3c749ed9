/**
 * Spec point 9 for the Supabase Auth HTTP call that reads the session: 15 s for the first
 * attempt, 5 s for each retry, at most 3 attempts, waiting 1 s and then 2 s in between.
 * Database reads have no such layer: the pool's own timeouts bound them (lib/db/pool-settings.ts).
 */
export const AUTH_CALL_TIMING = { firstTimeoutMs: 15_000, retryTimeoutMs: 5_000, attempts: 3, baseDelayMs: 1_000 };

export type AuthCallTiming = typeof AUTH_CALL_TIMING;

export class AuthCallTimeoutError extends Error {
  constructor(timeoutMs: number, attempt: number, attempts: number) {
    super(`Operation timed out after ${timeoutMs} ms on attempt ${attempt} of ${attempts}`);
    this.name = 'AuthCallTimeoutError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function raceTimeout<T>(call: () => Promise<T>, timeoutMs: number, attempt: number, attempts: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthCallTimeoutError(timeoutMs, attempt, attempts)), timeoutMs);
  });
  try {
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `call` with a timeout per attempt; a timeout, or an error `retryable` accepts, is tried
 * again after an exponential backoff. The last attempt's error is thrown.
 */
export async function withAuthCallRetries<T>(
  call: () => Promise<T>,
  retryable: (error: unknown) => boolean,
  timing: AuthCallTiming = AUTH_CALL_TIMING,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await raceTimeout(call, attempt === 1 ? timing.firstTimeoutMs : timing.retryTimeoutMs, attempt, timing.attempts);
    } catch (error) {
      const again = error instanceof AuthCallTimeoutError || retryable(error);
      if (attempt >= timing.attempts || !again) throw error;
      await wait(timing.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
