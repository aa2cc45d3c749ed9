// Bounds the password hashing one process does at a time. Pure (no Next or database imports):
// the seed script hashes through it too.

export const HASHING_BUSY_MESSAGE = 'Too many passwords are being checked right now. Please try again in a moment.';

/** No turn to hash a password came soon enough: refused without hashing. */
export class HashingBusyError extends Error {
  readonly code = 'HASHING_BUSY';
  constructor() {
    super(HASHING_BUSY_MESSAGE);
    this.name = 'HashingBusyError';
  }
}

/**
 * Whether `error` is a HashingBusyError. Not `instanceof`: the gate is one per process, but each
 * server bundle may load its own copy of this module, so the error may come from another copy's class.
 */
export function isHashingBusy(error: unknown): error is HashingBusyError {
  return error instanceof Error && error.name === 'HashingBusyError';
}

export type GateLimits = {
  /** Hashes running at once. */
  concurrency: number;
  /** Callers waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a caller waits for a turn before it is refused. */
  maxWaitMs: number;
};

/**
 * `run(work)` runs `work` when one of `concurrency` turns is free, first come first served, or
 * throws HashingBusyError at once when `maxWaiting` callers already wait, or after `maxWaitMs`
 * without a turn.
 */
export function createGate({ concurrency, maxWaiting, maxWaitMs }: GateLimits) {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  function release() {
    const next = waiting.shift();
    if (!next) {
      running--;
      return;
    }
    clearTimeout(next.timer);
    next.start(); // the turn passes on: `running` stays
  }

  function turn(): Promise<void> {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new HashingBusyError());
    return new Promise((resolve, reject) => {
      const waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new HashingBusyError());
        }, maxWaitMs),
      };
      waiting.push(waiter);
    });
  }

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    await turn();
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/**
 * AUTH_HASHING_CONCURRENCY: scrypt hashes one instance runs at once (default 1). Each takes
 * ~100 ms of one core and 32 MiB; more at once only slows every other request on the machine.
 */
export function parseHashingConcurrency(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`AUTH_HASHING_CONCURRENCY must be a whole number of hashes at once, 1 or more (got "${value}").`);
  }
  return Number(text);
}
