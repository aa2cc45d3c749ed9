import type { PoolConfig } from 'pg';

/**
 * Size and timeouts of the node-postgres pool, from the environment. Without timeouts a
 * frozen or unreachable server holds every request (and soon every pool slot) indefinitely;
 * with them a request fails within seconds and the user sees the database error (or BUSY when
 * only the pool's wait ran out).
 * Each value is milliseconds; 0 turns that timeout off.
 */
const SETTINGS = {
  /**
   * Opening a connection, and waiting for a free pool slot: part of a request's deadline
   * (docs/scaling.md). A wait that runs out is BUSY for the user (retryable), not a database error.
   */
  connectionTimeoutMillis: ['DATABASE_CONNECT_TIMEOUT_MS', 2_000],
  /** Server side: PostgreSQL cancels a longer statement (SQLSTATE 57014). Sent as a startup parameter. */
  statement_timeout: ['DATABASE_STATEMENT_TIMEOUT_MS', 5_000],
  /** Client side: the longest wait for a query's answer, also when the server does not answer at all. */
  query_timeout: ['DATABASE_QUERY_TIMEOUT_MS', 6_000],
  /** Server side: ends a session left idle inside a transaction (SQLSTATE 25P03). Sent as a startup parameter. */
  idle_in_transaction_session_timeout: ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000],
  /** How long an unused connection stays open in the pool. */
  idleTimeoutMillis: ['DATABASE_IDLE_TIMEOUT_MS', 10_000],
} as const;

type Env = Record<string, string | undefined>;

export function poolSettings(env: Env = process.env): PoolConfig {
  const config: PoolConfig = { max: readWholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1) };
  for (const [option, [variable, fallback]] of Object.entries(SETTINGS)) {
    config[option as keyof typeof SETTINGS] = readWholeNumber(env, variable, fallback, 0);
  }
  return config;
}

function readWholeNumber(env: Env, variable: string, fallback: number, min: number): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${variable} must be a whole number of at least ${min} (got "${raw}").`);
  return Number(raw);
}
