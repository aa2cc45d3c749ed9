import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createGate, parseGateSetting, type GateLimits, type HashingClient } from './hashing-gate';

// scrypt with N=2^15, r=8: 32 MiB of memory per hash, ~100 ms on one core.
const N = 2 ** 15;
const R = 8;

/**
 * The N new hashes are made with. Only under NODE_ENV=test may AUTH_TEST_SCRYPT_N lower it:
 * the integration tests need hashes, not their cost (vitest.config.ts sets 1024, ~1 ms); the
 * gate's tests, which need the cost, unset it. A hash names its N, so it verifies either way.
 */
export function scryptCost(env: Record<string, string | undefined> = process.env): number {
  if (env.NODE_ENV !== 'test') return N;
  return parseGateSetting('AUTH_TEST_SCRYPT_N', env.AUTH_TEST_SCRYPT_N, N);
}
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * The gate every hash of this process goes through: AUTH_HASHING_CONCURRENCY at once, as many
 * as ten turns' worth waiting, none longer than AUTH_HASHING_MAX_WAIT_MS (1.5 s), and one client network holding at most
 * two turns' worth of that. Past that a sign-in or sign-up is refused at once
 * (HashingBusyError) instead of slowing everyone's requests.
 */
export function hashingLimits(env: NodeJS.ProcessEnv = process.env): GateLimits {
  const concurrency = parseGateSetting('AUTH_HASHING_CONCURRENCY', env.AUTH_HASHING_CONCURRENCY, 1);
  const maxWaitMs = parseGateSetting('AUTH_HASHING_MAX_WAIT_MS', env.AUTH_HASHING_MAX_WAIT_MS, 1500);
  return { concurrency, maxWaiting: 10 * concurrency, maxWaitMs, perNetwork: 2 * concurrency };
}

// One gate per process, however many bundles load this module.
const globalForGate = globalThis as typeof globalThis & { __salonHashingGate?: ReturnType<typeof createGate> };
const hashingGate = () => (globalForGate.__salonHashingGate ??= createGate(hashingLimits()));

function derive(password: string, salt: Buffer, n: number, r: number, p: number, client: HashingClient | undefined): Promise<Buffer> {
  return hashingGate()(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    client,
  );
}

/** A memory-hard hash: `scrypt$N$r$p$salt$key`, both base64url. `client`: whose turn it is at the gate. */
export async function hashPassword(password: string, client?: HashingClient): Promise<string> {
  const salt = randomBytes(16);
  const n = scryptCost();
  const key = await derive(password, salt, n, R, P, client);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, client?: HashingClient): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), client);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
