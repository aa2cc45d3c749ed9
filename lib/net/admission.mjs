/**
 * Admission control of one instance, made by server.mjs before Next sees a request. Past its
 * capacity an instance that takes every request only makes every request slow, until the
 * database pool's wait turns them into errors (issue 39). Here at most `limit` requests are
 * in flight; a few more wait in a short queue, up to `maxWaitMs`; any other is shed at once
 * (the caller answers 503 with Retry-After). Writes go first, then the staff's reads, then the
 * public's; public reads never hold the last `reserve` slots, so a booking or a staff member
 * finds one free while visitors browse. Plain JavaScript: server.mjs runs it without a
 * TypeScript step.
 */

/** Admission order: a lower number is let in first. */
export const PRIORITY = { write: 0, staff: 1, read: 2 };

/**
 * The defaults, from the load run (bench/load-run.ts, docs/scaling.md): Node renders on one
 * thread, so requests in flight beyond a few only share it. On the 2-core machine one instance
 * served the most requests per second with 8 in flight, but with 4 its admitted requests stayed
 * within 3× their idle p99 at 2× and 4× its capacity (with 8: 5–8×). The queue holds what 4
 * places serve in about its wait. A public read waits less: a booking page from memory is
 * answered in tens of milliseconds, so a wait of 300 ms made its slowest answers 6× its idle
 * ones; a visitor is better served by a quick 503 with Retry-After.
 */
export const ADMISSION_DEFAULTS = { limit: 4, queue: 8, maxWaitMs: 300, readWaitMs: 100, retryAfterS: 2 };

// The session cookies of the two auth providers: the built-in one and Supabase's (possibly chunked).
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:salon_session|sb-[^=;]*-auth-token(?:\.\d+)?)=[^;]/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which line a request queues in: `bypass` for Next's build assets and the favicon (files
 * from memory, never a database), `write` for any other method than GET/HEAD/OPTIONS (server
 * actions: bookings, edits, the day's times), `staff` for a read with a session cookie
 * (verified later by the app; a forged cookie only reaches the staff's line, where it waits
 * like any other), else `read`.
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {'bypass' | 'write' | 'staff' | 'read'}
 */
export function requestKind(request) {
  const path = (request.url ?? '/').split(/[?#]/, 1)[0];
  if (path.startsWith('/_next/static/') || path === '/favicon.ico') return 'bypass';
  if (!READ_METHODS.has((request.method ?? 'GET').toUpperCase())) return 'write';
  const cookie = [request.headers.cookie ?? []].flat().join('; ');
  return SIGNED_IN_COOKIE.test(cookie) ? 'staff' : 'read';
}

/**
 * The settings from the environment: ADMISSION_LIMIT requests in flight (at least 1),
 * ADMISSION_QUEUE waiting (0: none), ADMISSION_MAX_WAIT_MS the longest wait in the queue,
 * ADMISSION_READ_WAIT_MS a public read's (at most ADMISSION_MAX_WAIT_MS), ADMISSION_RESERVE the slots public reads leave free (default a quarter of the limit).
 * Throws with a message for the operator on a bad value.
 *
 * @param {Record<string, string | undefined>} env
 */
export function admissionOptions(env) {
  const limit = wholeNumber(env, 'ADMISSION_LIMIT', ADMISSION_DEFAULTS.limit, 1);
  const queue = wholeNumber(env, 'ADMISSION_QUEUE', ADMISSION_DEFAULTS.queue, 0);
  const maxWaitMs = wholeNumber(env, 'ADMISSION_MAX_WAIT_MS', ADMISSION_DEFAULTS.maxWaitMs, 0);
  const readWaitMs = wholeNumber(env, 'ADMISSION_READ_WAIT_MS', Math.min(ADMISSION_DEFAULTS.readWaitMs, maxWaitMs), 0);
  const reserve = wholeNumber(env, 'ADMISSION_RESERVE', Math.floor(limit / 4), 0);
  if (reserve >= limit) throw new Error(`ADMISSION_RESERVE must be less than ADMISSION_LIMIT (${reserve} ≥ ${limit}).`);
  if (readWaitMs > maxWaitMs) throw new Error(`ADMISSION_READ_WAIT_MS must be at most ADMISSION_MAX_WAIT_MS (${readWaitMs} > ${maxWaitMs}).`);
  return { limit, queue, maxWaitMs, readWaitMs, reserve, retryAfterS: ADMISSION_DEFAULTS.retryAfterS };
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} variable
 * @param {number} fallback
 * @param {number} min
 */
function wholeNumber(env, variable, fallback, min) {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${variable} must be a whole number of at least ${min} (got "${raw}").`);
  return Number(raw);
}

/**
 * The gate. `admit(kind, res, serve, shed)` calls `serve()` once a slot is the request's (at
 * once, or after its wait in the queue) and frees the slot when `res` closes (finished, or the
 * client went away) or `serve` fails; it calls `shed()` instead when the queue is full (a
 * waiting request of a later line gives up its place to a write or a staff read) or the wait
 * ran out (`readWaitMs` for a public read, else `maxWaitMs`). A request whose client leaves
 * while it waits is dropped without either.
 *
 * @param {{ limit: number, queue: number, maxWaitMs: number, readWaitMs: number, reserve: number }} options
 */
export function createAdmission({ limit, queue, maxWaitMs, readWaitMs, reserve }) {
  let inFlight = 0;
  let publicReads = 0;
  /** @type {{ kind: 'write' | 'staff' | 'read', res: import('node:events').EventEmitter, serve: () => unknown, shed: () => void, timer: NodeJS.Timeout, gone: () => void }[]} */
  const waiting = [];

  const fits = (kind) => inFlight < limit && (kind !== 'read' || publicReads < limit - reserve);

  function start(kind, res, serve) {
    inFlight++;
    if (kind === 'read') publicReads++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
      if (kind === 'read') publicReads--;
      res.off('close', release);
      next();
    };
    res.once('close', release);
    try {
      Promise.resolve(serve()).catch(release);
    } catch {
      release();
    }
  }

  /** Lets in the first waiting request (by line, then arrival) that fits. */
  function next() {
    for (const line of ['write', 'staff', 'read']) {
      if (!fits(line)) continue;
      const index = waiting.findIndex((entry) => entry.kind === line);
      if (index === -1) continue;
      const [entry] = waiting.splice(index, 1);
      leave(entry);
      start(entry.kind, entry.res, entry.serve);
      return next();
    }
  }

  function leave(entry) {
    clearTimeout(entry.timer);
    entry.res.off('close', entry.gone);
  }

  function drop(entry) {
    const index = waiting.indexOf(entry);
    if (index === -1) return false;
    waiting.splice(index, 1);
    leave(entry);
    return true;
  }

  /**
   * @param {'write' | 'staff' | 'read'} kind
   * @param {import('node:events').EventEmitter} res
   * @param {() => unknown} serve
   * @param {() => void} shed
   */
  function admit(kind, res, serve, shed) {
    if (fits(kind) && !waiting.some((entry) => PRIORITY[entry.kind] <= PRIORITY[kind])) return start(kind, res, serve);
    if (waiting.length >= queue) {
      // The newest waiting request of the latest line behind this one gives up its place.
      let last = -1;
      for (let i = 0; i < waiting.length; i++) if (PRIORITY[waiting[i].kind] > PRIORITY[kind] && (last === -1 || PRIORITY[waiting[i].kind] >= PRIORITY[waiting[last].kind])) last = i;
      if (last === -1) return shed();
      const [evicted] = waiting.splice(last, 1);
      leave(evicted);
      evicted.shed();
    }
    const entry = { kind, res, serve, shed, timer: /** @type {NodeJS.Timeout} */ (/** @type {unknown} */ (undefined)), gone: () => drop(entry) };
    entry.timer = setTimeout(() => drop(entry) && shed(), kind === 'read' ? readWaitMs : maxWaitMs);
    res.once('close', entry.gone);
    waiting.push(entry);
  }

  return {
    admit,
    /** Requests in flight and waiting, for readiness and logs. */
    state: () => ({ inFlight, waiting: waiting.length }),
    /** No slot free and no place left in the queue: the next request of any line would wait its longest or be shed. */
    saturated: () => inFlight >= limit && waiting.length >= queue,
  };
}
