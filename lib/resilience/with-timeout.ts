// Timeout-and-retry wrapper (spec points 8 and 9).

export const SESSION_TIMEOUT_MS = 15_000;
export const PROFILE_TIMEOUT_MS = 10_000;
export const RETRY_TIMEOUT_MS = 5_000;
export const MAX_ATTEMPTS = 3;
export const BASE_DELAY_MS = 1_000;

export type ErrorKind = 'TIMEOUT' | 'NETWORK' | 'DATABASE' | 'UNKNOWN';

export class ClassifiedError extends Error {
  readonly kind: ErrorKind;
  readonly attempt: number;
  /** SQLSTATE or provider code when there is one (own or from a wrapped cause). */
  readonly code: string | undefined;

  constructor(kind: ErrorKind, message: string, options: { cause: unknown; attempt: number; code?: string }) {
    super(message, { cause: options.cause });
    this.name = 'ClassifiedError';
    this.kind = kind;
    this.attempt = options.attempt;
    this.code = options.code;
  }
}

/** Thrown internally when an attempt's time is up. */
class AttemptTimeoutError extends Error {
  constructor(timeoutMs: number, attempt: number, attempts: number) {
    super(`Operation timed out after ${timeoutMs} ms on attempt ${attempt} of ${attempts}`);
    this.name = 'TimeoutError';
  }
}

const NETWORK_MESSAGE = /network\s*error|fetch failed|failed to fetch|fetch failure|connection refused|econnrefused/i;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const DATABASE_MESSAGE = /database|relation/i;
// SQLSTATE: five digits or uppercase letters with at least one digit (rules out EPIPE and friends).
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 4;

/** Errors along the cause chain, outermost first: Drizzle puts the driver's error at `cause`. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current != null && chain.length < MAX_CAUSE_DEPTH; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
    if (typeof current !== 'object') break;
  }
  return chain;
}

function property(value: unknown, name: 'code' | 'message' | 'name'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' ? field : undefined;
}

function messageOf(error: unknown): string {
  return property(error, 'message') ?? (typeof error === 'string' ? error : String(error));
}

/** Classifies any thrown value; a ClassifiedError passes through unchanged. `label` prefixes the message. */
export function classifyError(error: unknown, attempt = 1, label?: string): ClassifiedError {
  if (error instanceof ClassifiedError) return error;
  const chain = causeChain(error);
  const codes = chain.map((link) => property(link, 'code')).filter((code): code is string => code !== undefined);
  const messages = chain.map(messageOf);
  const message = (label ? `${label}: ` : '') + (messages[0] ?? 'Unknown error');
  const make = (kind: ErrorKind, code?: string) => new ClassifiedError(kind, message, { cause: error, attempt, code });

  if (chain.some((link) => property(link, 'name') === 'TimeoutError')) return make('TIMEOUT');
  const databaseCode = codes.find((code) => code.startsWith('PG') || SQLSTATE.test(code));
  if (databaseCode) return make('DATABASE', databaseCode);
  if (codes.some((code) => NETWORK_CODES.has(code)) || messages.some((text) => NETWORK_MESSAGE.test(text))) {
    return make('NETWORK', codes[0]);
  }
  if (messages.some((text) => DATABASE_MESSAGE.test(text))) return make('DATABASE', codes[0]);
  return make('UNKNOWN', codes[0]);
}

export interface WithTimeoutOptions {
  /** Time allowed for the first attempt. */
  timeoutMs: number;
  /** Time allowed for each retry; defaults to the smaller of timeoutMs and RETRY_TIMEOUT_MS. */
  retryTimeoutMs?: number;
  attempts?: number;
  /** Wait before retry i (1-based) is baseDelayMs * 2^(i-1): 1 s, then 2 s. */
  baseDelayMs?: number;
  /** Prefixes error messages, e.g. 'session' or 'profile'. */
  label?: string;
  /** Return false to give up at once (for example on a "no row found" answer). */
  shouldRetry?: (error: ClassifiedError) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Races one attempt against its timeout; the attempt's signal is aborted when time is up. */
async function runAttempt<T>(
  operation: (attempt: number, signal: AbortSignal) => Promise<T>,
  attempt: number,
  attempts: number,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AttemptTimeoutError(timeoutMs, attempt, attempts);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([operation(attempt, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `operation` with a timeout per attempt and retries with exponential backoff. The first
 * attempt gets `timeoutMs`; retries get the shorter retry timeout (spec point 9: session 15 s,
 * profile 10 s, retry 5 s). After the last failed attempt the classified error is thrown.
 */
export async function withTimeout<T>(
  operation: (attempt: number, signal: AbortSignal) => Promise<T>,
  options: WithTimeoutOptions,
): Promise<T> {
  const {
    timeoutMs,
    retryTimeoutMs = Math.min(timeoutMs, RETRY_TIMEOUT_MS),
    baseDelayMs = BASE_DELAY_MS,
    label,
    shouldRetry = () => true,
    sleep = defaultSleep,
  } = options;
  const attempts = Math.max(1, Math.floor(options.attempts ?? MAX_ATTEMPTS));

  for (let attempt = 1; ; attempt++) {
    try {
      return await runAttempt(operation, attempt, attempts, attempt === 1 ? timeoutMs : retryTimeoutMs);
    } catch (error) {
      const classified = classifyError(error, attempt, label);
      if (attempt >= attempts || !shouldRetry(classified)) throw classified;
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
