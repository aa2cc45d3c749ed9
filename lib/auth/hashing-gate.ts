// Bounds the password hashing one process does at a time. Pure (no Next or database imports):
// the seed script hashes through it too.
import { message } from '@/lib/i18n/message';

export const HASHING_BUSY_MESSAGE = message('Errors.hashingBusy');

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
  /** Callers waiting for a turn; one more is refused at once (or takes the place of a worse-standing one). */
  maxWaiting: number;
  /** How long a caller waits for a turn before it is refused. */
  maxWaitMs: number;
  /** Turns and places one client network may hold at once; one more from it is refused at once. */
  perNetwork: number;
};

/**
 * Who asks for a turn: the client network (a /64, an IPv4 address) and its standing, how many
 * failed or refused password checks it made lately (fewer go first). Without one (the seed, an
 * owner's one-time password, a client whose address is unknown) the caller counts as a network
 * of its own in good standing.
 */
export type HashingClient = { network: string; standing: number };

type Waiter = { client: HashingClient | undefined; order: number; start: () => void; refuse: () => void; timer: NodeJS.Timeout };

/**
 * `run(work, client)` runs `work` when one of `concurrency` turns is free, or throws
 * HashingBusyError. The queue is fair between networks: one network holds at most `perNetwork`
 * turns and places (more is refused at once), the best-standing waiter goes next (a network
 * that keeps failing waits behind one that does not; of equals, the network holding fewer turns
 * and places, then the first come), a newcomer finding `maxWaiting` callers
 * waiting takes the place of the worst-standing one if it stands better (that one is refused),
 * else is refused itself, and nobody waits longer than `maxWaitMs`.
 */
export function createGate({ concurrency, maxWaiting, maxWaitMs, perNetwork }: GateLimits) {
  let running = 0;
  let arrivals = 0;
  const waiting: Waiter[] = [];
  const held = new Map<string, number>();
  const holding = (waiter: Waiter) => (waiter.client ? (held.get(waiter.client.network) ?? 0) : 1);
  /** Whether waiter `a` goes before `b` (< 0) or after it (> 0). */
  const before = (a: Waiter, b: Waiter) =>
    (a.client?.standing ?? 0) - (b.client?.standing ?? 0) || holding(a) - holding(b) || a.order - b.order;

  function hold(client: HashingClient | undefined, change: 1 | -1) {
    if (!client) return;
    const count = (held.get(client.network) ?? 0) + change;
    if (count > 0) held.set(client.network, count);
    else held.delete(client.network);
  }

  function leave(waiter: Waiter) {
    waiting.splice(waiting.indexOf(waiter), 1);
    clearTimeout(waiter.timer);
  }

  function release(client: HashingClient | undefined) {
    // Chosen while the finished turn still counts for its network: of equals, another network goes next.
    const next = waiting.reduce<Waiter | undefined>((best, waiter) => (!best || before(waiter, best) < 0 ? waiter : best), undefined);
    hold(client, -1);
    if (!next) {
      running--;
      return;
    }
    leave(next);
    next.start(); // the turn passes on: `running` stays
  }

  function turn(client: HashingClient | undefined): Promise<void> {
    if (client && (held.get(client.network) ?? 0) >= perNetwork) return Promise.reject(new HashingBusyError());
    if (running < concurrency) {
      running++;
      hold(client, 1);
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) {
      const worst = waiting.reduce<Waiter | undefined>((found, waiter) => (!found || before(waiter, found) > 0 ? waiter : found), undefined);
      if (!worst || (worst.client?.standing ?? 0) <= (client?.standing ?? 0)) return Promise.reject(new HashingBusyError());
      leave(worst);
      worst.refuse();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client,
        order: arrivals++,
        start: resolve,
        refuse: () => {
          hold(client, -1);
          reject(new HashingBusyError());
        },
        timer: setTimeout(() => {
          leave(waiter);
          waiter.refuse();
        }, maxWaitMs),
      };
      hold(client, 1);
      waiting.push(waiter);
    });
  }

  return async function run<T>(work: () => Promise<T>, client?: HashingClient): Promise<T> {
    await turn(client);
    try {
      return await work();
    } finally {
      release(client);
    }
  };
}

/**
 * A whole-number setting of the gate from the environment (`name`), 1 or more; `fallback` when
 * unset: AUTH_HASHING_CONCURRENCY (scrypt hashes one instance runs at once, default 1: each
 * takes ~100 ms of one core and 32 MiB, more at once only slows every other request on the
 * machine) and AUTH_HASHING_MAX_WAIT_MS (how long a hash may wait for its turn, default 1500).
 */
export function parseGateSetting(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a whole number, 1 or more (got "${value}").`);
  return Number(text);
}
