import 'server-only';
import { message } from '@/lib/i18n/message';

/**
 * The one mapping of database errors (DESIGN §2). Drizzle wraps the driver's error, so the
 * SQLSTATE and the constraint sit on `cause` (DESIGN §9); both layers are read.
 */
export type DbErrorKind =
  /** 23P01: an exclusion constraint (no-overlap) refused the row. */
  | 'overlap'
  /** 23505: a unique constraint. */
  | 'unique'
  /** 23503: a foreign key. */
  | 'foreign-key'
  /** Row-level security, permissions or authentication (spec point 6: reported generically). */
  | 'auth'
  /** 40P01 deadlock or 40001 serialization failure: the statement was undone, running it again is safe. */
  | 'contention'
  /**
   * No pool connection came free within the pool's wait (node-postgres: 'timeout exceeded when
   * trying to connect'): this instance has more queries waiting than connections, the database
   * itself may be fine, and nothing was sent to it. Running the request again later is safe.
   */
  | 'busy'
  /** Connection lost or refused, timeouts, server shutting down or overloaded. */
  | 'unavailable'
  /** Any other SQLSTATE. */
  | 'database'
  /** Not a database error. */
  | 'unknown';

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: DriverError };

/** The error and its causes, innermost (the driver's own error) first. */
function layers(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  for (let current: unknown = error; typeof current === 'object' && current !== null && chain.length < 5; current = (current as DriverError).cause) {
    chain.unshift(current as DriverError);
  }
  return chain.length ? chain : [{}];
}

function firstString(error: unknown, key: 'code' | 'constraint'): string | undefined {
  for (const layer of layers(error)) if (typeof layer[key] === 'string') return layer[key] as string;
  return undefined;
}

/** The SQLSTATE of a driver error, also when Drizzle wraps it. */
export function sqlState(error: unknown): string | undefined {
  const code = firstString(error, 'code');
  // Five digits or capitals with at least one digit (rules out EPIPE and friends).
  return code && /^(?=.*\d)[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The driver's own message (the innermost layer), without the query text Drizzle wraps around it. */
export function driverMessage(error: unknown): string {
  return String(layers(error)[0].message ?? '');
}

/** The violated constraint's name, when the driver reports one. */
export function constraintOf(error: unknown): string | undefined {
  return firstString(error, 'constraint');
}

const AUTH_TEXT = /row-level security|authentication|permission denied/i;
// node-postgres' own messages for a pool or socket that gave up (no SQLSTATE), and Node's
// socket error codes.
const UNAVAILABLE_TEXT = /connection terminated|query read timeout/i;
// pg-pool's own words when a request waited for a free connection longer than connectionTimeoutMillis.
const POOL_WAIT_TEXT = /timeout exceeded when trying to connect/i;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// 08: connection, 57: operator intervention (57014 statement timeout), 53300: too many
// connections, 25P03: idle-in-transaction timeout.
const UNAVAILABLE_STATE = /^(08|57)|^53300$|^25P03$/;

/** What a user is told when the database cannot answer (an action's DATABASE_ERROR, a page that cannot check the session). */
export const DATABASE_UNAVAILABLE_MESSAGE = message('Errors.databaseUnavailable');

/** What a user is told when the instance is too busy to run their request now (BUSY; server.mjs's shed answer says the same). */
export const BUSY_MESSAGE = message('Errors.busy');

export function classifyDbError(error: unknown): DbErrorKind {
  const state = sqlState(error);
  const text = layers(error)
    .map((layer) => String(layer.message ?? ''))
    .join(' ');
  if (state === '23P01') return 'overlap';
  if (state === '23505') return 'unique';
  if (state === '23503') return 'foreign-key';
  if (state === '40P01' || state === '40001') return 'contention';
  if (state === '42501' || state?.startsWith('28') || AUTH_TEXT.test(text)) return 'auth';
  const code = firstString(error, 'code');
  if (!state && POOL_WAIT_TEXT.test(text)) return 'busy';
  if ((state && UNAVAILABLE_STATE.test(state)) || (code && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_TEXT.test(text)) return 'unavailable';
  if (state) return 'database';
  return 'unknown';
}

/**
 * Runs a write again when the database undid it as a deadlock or serialization victim. Two
 * bookings of one lane inserted at the same instant each wait for the other's exclusion check,
 * and PostgreSQL aborts one of them (40P01); the retry then waits for the winner and gets the
 * constraint's own answer (23P01). `write` is one statement or a whole transaction, never a
 * statement inside one: there the whole transaction is lost.
 */
export async function retryOnContention<T>(write: () => PromiseLike<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || classifyDbError(error) !== 'contention') throw error;
    }
  }
}

/**
 * What may be logged about a failure: its kind, SQLSTATE, constraint and the driver's own
 * message. Never the failed query's parameters (Drizzle's message carries them: customer
 * names, phones) and never the whole error object.
 */
export function loggableError(error: unknown): Record<string, string> {
  const [inner] = layers(error);
  const entry: Record<string, string> = { kind: classifyDbError(error) };
  const state = sqlState(error);
  const constraint = constraintOf(error);
  if (state) entry.sqlState = state;
  if (constraint) entry.constraint = constraint;
  const name = (inner as { name?: unknown }).name;
  if (typeof name === 'string') entry.name = name;
  // Drizzle's own message lists the query's parameters: never log them.
  if (typeof inner.message === 'string') entry.message = inner.message.replace(/params:[\s\S]*$/, 'params: [not logged]').slice(0, 200);
  return entry;
}
