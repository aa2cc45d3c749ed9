/**
 * Admission control of one instance, made by server.mjs before Next sees a request. Past its
 * capacity an instance that takes every request only makes every request slow, until the
 * database pool's wait turns them into errors (issue 39). Here at most `limit` requests are
 * in flight; a few more wait in a short queue, up to `maxWaitMs`; any other is shed at once
 * (the caller answers 503 with Retry-After). Writes go first, then the staff's reads, then the
 * public's, then the links' prefetches; public reads never hold the last `reserve` slots, so a
 * booking or a staff member finds one free while visitors browse. Plain JavaScript: server.mjs
 * runs it without a TypeScript step.
 */

/** Admission order: a lower number is let in first. */
export const PRIORITY = { write: 0, staff: 1, read: 2, prefetch: 3 };
/** The lines in that order. */
const LINES = /** @type {(keyof typeof PRIORITY)[]} */ (Object.keys(PRIORITY));

/**
 * The defaults, from the load run (bench/load-run.ts, docs/scaling.md): Node renders on one
 * thread, and on the 2-core machine the database and the clients share the cores too, so every
 * request in flight beside another makes both slower. Under 2× and 4× the capacity, 4 in flight
 * (queue 8, 300 ms) kept admitted requests at 4–9× their idle p99 and served no more requests
 * per second than 2; 3 in flight gave 2.9–3.1×; 2 in flight with a queue of 4, 100 ms and a
 * public read's 50 ms gave 1.8–3.4×, with 25 ms 1.7–2.4× (the last run with CALM below). A
 * booking page from memory is answered in a few milliseconds, so a visitor is better served by
 * a quick 503 with Retry-After than by a page that waited for a place.
 */
export const ADMISSION_DEFAULTS = { limit: 2, queue: 4, maxWaitMs: 100, readWaitMs: 25, retryAfterS: 2 };

/**
 * A prefetch (the app's links ask for the next screen before it is clicked) waits in a line of
 * its own, behind every other: a screen with a dozen links asks for a dozen at once, which the
 * short queue above would shed although the instance is idle (seen in e2e). It may wait longer,
 * since nobody is looking at it yet, and its line is not counted in ADMISSION_QUEUE; under
 * overload it is the first to go, and a shed prefetch only means the click fetches the screen.
 */
const PREFETCH = { queue: 32, waitMs: 1_000 };

/**
 * A burst is not overload: while the gate has shed nothing for `overloadForMs`, a request may
 * wait up to `waitMs` (two staff screens refreshing when a visitor arrives); once the queue ran
 * over or a wait ran out, the waits are ADMISSION_MAX_WAIT_MS and ADMISSION_READ_WAIT_MS until
 * nothing has been shed for `overloadForMs` again, which keeps an overloaded instance's answers
 * quick. Without it the short waits shed visitors on a quiet instance (seen in e2e); a queue
 * that merely stayed occupied is no sign, since under overload it empties between arrivals.
 * 750 ms keeps every shed answer within a second.
 */
export const CALM = { waitMs: 750, overloadForMs: 1_000 };

// The session cookies of the two auth providers: the built-in one and Supabase's (possibly chunked).
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:salon_session|sb-[^=;]*-auth-token(?:\.\d+)?)=[^;]/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which line a request queues in: `bypass` for Next's build assets and the favicon (files
 * from memory, never a database), `write` for any other method than GET/HEAD/OPTIONS (server
 * actions: bookings, edits, the day's times), `prefetch` for a read the router asks for ahead
 * of a click (its `Next-Router-Prefetch` header: a client that sends it only queues itself
 * last), `staff` for a read with a session cookie (verified later by the app; a forged cookie
 * only reaches the staff's line, where it waits like any other), else `read`.
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {'bypass' | 'write' | 'staff' | 'read' | 'prefetch'}
 */
export function requestKind(request) {
  const path = (request.url ?? '/').split(/[?#]/, 1)[0];
  if (path.startsWith('/_next/static/') || path === '/favicon.ico') return 'bypass';
  if (!READ_METHODS.has((request.method ?? 'GET').toUpperCase())) return 'write';
  if (request.headers['next-router-prefetch']) return 'prefetch';
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
 * ran out (`calm.waitMs` in a burst; under overload `readWaitMs` for a public read, else
 * `maxWaitMs`; a prefetch its own). A request whose client leaves
 * while it waits is dropped without either.
 *
 * @param {{ limit: number, queue: number, maxWaitMs: number, readWaitMs: number, reserve: number, calm?: { waitMs: number, overloadForMs: number } }} options
 */
export function createAdmission({ limit, queue, maxWaitMs, readWaitMs, reserve, calm = CALM }) {
  let inFlight = 0;
  /** Places held by public reads and prefetches (never the reserved ones). */
  let publicReads = 0;
  /** When a request other than a prefetch was last shed. */
  let lastShedAt = -Infinity;
  /** Sheds a request; its time marks overload, unless it was a prefetch. */
  const shedding = (kind, shed) => {
    if (kind !== 'prefetch') lastShedAt = Date.now();
    shed();
  };
  /** @type {{ kind: 'write' | 'staff' | 'read' | 'prefetch', res: import('node:events').EventEmitter, serve: () => unknown, shed: () => void, timer: NodeJS.Timeout, gone: () => void }[]} */
  const waiting = [];

  /** Public reads and prefetches leave the reserved places to writes and staff. */
  const leavesReserve = (kind) => kind === 'read' || kind === 'prefetch';
  const fits = (kind) => inFlight < limit && (!leavesReserve(kind) || publicReads < limit - reserve);
  /** The waiting prefetches (their own bound), or the waiting rest (the queue's bound). */
  const queued = (prefetches) => waiting.filter((entry) => (entry.kind === 'prefetch') === prefetches);

  function start(kind, res, serve) {
    inFlight++;
    if (leavesReserve(kind)) publicReads++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
      if (leavesReserve(kind)) publicReads--;
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
    for (const line of LINES) {
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
   * @param {'write' | 'staff' | 'read' | 'prefetch'} kind
   * @param {import('node:events').EventEmitter} res
   * @param {() => unknown} serve
   * @param {() => void} shed
   */
  function admit(kind, res, serve, shed) {
    if (fits(kind) && !waiting.some((entry) => PRIORITY[entry.kind] <= PRIORITY[kind])) return start(kind, res, serve);
    const beside = queued(kind === 'prefetch');
    if (beside.length >= (kind === 'prefetch' ? PREFETCH.queue : queue)) {
      // The newest waiting request of the latest line behind this one (in the same bound) gives up its place.
      const later = beside.filter((entry) => PRIORITY[entry.kind] > PRIORITY[kind]);
      if (later.length === 0) return shedding(kind, shed);
      const latest = Math.max(...later.map((entry) => PRIORITY[entry.kind]));
      const evicted = later.findLast((entry) => PRIORITY[entry.kind] === latest);
      drop(evicted);
      shedding(evicted.kind, evicted.shed);
    }
    const entry = { kind, res, serve, shed, timer: /** @type {NodeJS.Timeout} */ (/** @type {unknown} */ (undefined)), gone: () => drop(entry) };
    const overloaded = Date.now() - lastShedAt < calm.overloadForMs;
    const shortWait = kind === 'read' ? readWaitMs : maxWaitMs;
    const wait = kind === 'prefetch' ? PREFETCH.waitMs : overloaded ? shortWait : Math.max(calm.waitMs, shortWait);
    entry.timer = setTimeout(() => drop(entry) && shedding(kind, shed), wait);
    res.once('close', entry.gone);
    waiting.push(entry);
  }

  return {
    admit,
    /** Requests in flight and waiting, for readiness and logs. */
    state: () => ({ inFlight, waiting: waiting.length }),
    /** No slot free and no place left in the queue: the next request of any line would wait its longest or be shed. */
    saturated: () => inFlight >= limit && queued(false).length >= queue,
  };
}
