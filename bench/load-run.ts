/**
 * A bounded load run over HTTP against the production build on a throwaway PostgreSQL: first ONE
 * app instance, then THREE on the same database (docs/scaling.md reads its figures). Simulated
 * visitors browse booking pages, read a day's times (loadDaySlots) and book (bookAppointment);
 * simulated staff sign in once each, open the dashboard and change appointments' status. Each
 * visitor request names its own client address (X-Forwarded-For, TRUSTED_PROXIES=1), as a proxy
 * in front of the app would, so the per-address rate limits count visitors, not the bench.
 * Afterwards SQL proves: no two live appointments overlap on a lane or a stylist, and every
 * acknowledged booking and status change is in the database. Each run's requests/s served is also
 * read as the busy salons it carries at their peak.
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/load-run.ts
 *
 * With BENCH_OVERLOAD=1 (issue 39) it runs ONE instance instead: a sweep with admission control
 * off (BENCH_SWEEP visitors, default 4,8,16, BENCH_SWEEP_SECONDS each: the best requests/s is the
 * capacity), idle (one visitor, one staff member,
 * BENCH_IDLE_SECONDS, default 20), the steady load, then visits arriving at 2× and 4× the
 * capacity whatever the answers, beside the staff (BENCH_STAFF_PAUSE_MS apart, default 1000).
 * Clients told "busy" wait Retry-After. Per request kind: served, shed with 503, BUSY, errors;
 * p99 against the idle p99; the slowest shed answer; the pool timeouts in the instance's log;
 * then the database's checks. BENCH_SWEEP alone runs only the sweep.
 *
 * Env: BENCH_SECONDS per phase (default 60), BENCH_VISITORS (300), BENCH_STAFF (20),
 * BENCH_SALONS extra salons (20), BENCH_BOOK_EVERY (a visitor books on every n-th visit, 3),
 * DATABASE_POOL_SIZE per instance (10), ADMISSION_* (server.mjs), BENCH_BUILD=1 builds even when .next exists.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { closeDb } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { addDays, todayInZone } from '@/lib/scheduling';
import { actionIds, addOneChairSalon, buildOnce, callAction, nextAddress, seededDatabase, startInstance, stopInstances, type Ids, type Instance } from './support/instance';

const SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const VISITORS = Number(process.env.BENCH_VISITORS) || 300;
const STAFF = Number(process.env.BENCH_STAFF) || 20;
const EXTRA_SALONS = Number(process.env.BENCH_SALONS) || 20;
const BOOK_EVERY = Number(process.env.BENCH_BOOK_EVERY) || 3;
const OVERLOAD = process.env.BENCH_OVERLOAD === '1';
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 20;
const SWEEP = (process.env.BENCH_SWEEP ?? (OVERLOAD ? '4,8,16' : '')).split(',').filter(Boolean).map(Number);
/** What a client told "busy" waits before asking again: server.mjs's Retry-After (lib/net/admission.mjs). */
const RETRY_AFTER_MS = 2_000;
/** A staff member's pause between requests: none in the steady run (as before issue 39), a second in the overload run. */
const STAFF_PAUSE_MS = Number(process.env.BENCH_STAFF_PAUSE_MS ?? (OVERLOAD ? 1_000 : 0));
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS) || 15;
/**
 * What one busy salon asks of the app at its peak (docs/scaling.md, "How many salons"): 40 bookings
 * a day in 10 opening hours, the peak hour 3× the average (12 bookings: 0.0033/s), each with ~10
 * other public requests and the staff's dashboard beside: ~0.04 requests/s.
 */
const BUSY_SALON_PEAK_REQUESTS_PER_S = 0.04;

/** The busy salons `requestsPerS` carries at their peak, by the request rate alone. */
const busySalonsAt = (requestsPerS: number) => Math.floor(requestsPerS / BUSY_SALON_PEAK_REQUESTS_PER_S);
const STAFF_ACCOUNTS = ['owner@luxe.example.com', 'staff@luxe.example.com', 'nora@luxe.example.com', 'owner@nord.example.com', 'staff@nord.example.com'];

type Kind = 'page' | 'day slots' | 'booking' | 'dashboard' | 'status edit';
/** Served: answered by the app (SLOT_TAKEN counted apart); shed: 503 from admission control; busy: BUSY from a pool wait that ran out. */
type Stats = { latencies: number[]; shedMs: number[]; busy: number; errors: Map<string, number>; refused: number };
type Target = { slug: string; salonId: string; serviceIds: string[]; timezone: string };
type Outcome = { error?: string; refused?: boolean; shed?: boolean; busy?: boolean };
type StaffClient = { base: string; cookie: string; salonId: string; own: string[] };
/** Closed: that many clients asking again as soon as answered. Open: visits arriving at a rate whatever the answers (overload), beside the closed staff. */
type Load = { visitors: number; staff: number } | { visitsPerS: number; staff: number };

/** An action's answer as an outcome: shed (503), busy (BUSY in a 200), or its error code. */
const actionOutcome = (response: Response, value: Record<string, unknown>): Outcome =>
  response.status === 503 ? { shed: true } : value.code === 'BUSY' ? { busy: true } : { error: String(value.code) };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * A process of its own asking the instance's /healthz (answered by server.mjs, outside the queue)
 * every 100 ms: the slowest answer is how long the instance itself kept a request waiting, apart
 * from the load generator's own delays. `stop` ends it and gives that time in ms.
 */
function healthProbe(base: string): { stop: () => Promise<number> } {
  const script = `let max = 0;
process.on('SIGTERM', () => { process.stdout.write(String(Math.round(max))); process.exit(0); });
(async () => { for (;;) { const t = performance.now(); try { await (await fetch('${base}/healthz')).text(); } catch {} max = Math.max(max, performance.now() - t); await new Promise((r) => setTimeout(r, 100)); } })();`;
  const child = spawn('node', ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return Number(out) || NaN;
    },
  };
}

const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);

/** Staff sign in once each, one after another (the app checks few passwords at a time), each from its own address (sign-in is rate-limited per address too). */
async function signInStaff(servers: Instance[], staffTargets: { salonId: string; appointmentIds: string[] }[], ids: Ids): Promise<StaffClient[]> {
  const staff: StaffClient[] = [];
  for (let i = 0; i < STAFF; i++) {
    const base = servers[i % servers.length].base;
    const email = STAFF_ACCOUNTS[i % STAFF_ACCOUNTS.length];
    const { response, value } = await callAction(base, '/login', ids.signInAction, [{ email, password: DEMO_PASSWORD }, '/'], { 'x-forwarded-for': nextAddress() });
    if (value.ok !== true) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(value)}`);
    const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const salon = staffTargets[email.includes('nord') ? 1 : 0];
    // Each staff client edits its own share of the salon's appointments, so its acknowledged edits are the last word.
    const own = salon.appointmentIds.filter((_, k) => k % STAFF === i);
    staff.push({ base, cookie, salonId: salon.salonId, own });
  }
  return staff;
}

/** One load against running instances for `seconds`: each request kind's answers, and what was acknowledged. */
async function runLoad(servers: Instance[], staff: StaffClient[], load: Load, seconds: number, targets: Target[], ids: Ids) {
  const stats = new Map<Kind, Stats>();
  const record = (kind: Kind, ms: number, outcome: Outcome) => {
    const s = stats.get(kind) ?? stats.set(kind, { latencies: [], shedMs: [], busy: 0, errors: new Map(), refused: 0 }).get(kind)!;
    if (outcome.shed) return void s.shedMs.push(ms);
    if (outcome.busy) return void s.busy++;
    s.latencies.push(ms);
    if (outcome.error) s.errors.set(outcome.error, (s.errors.get(outcome.error) ?? 0) + 1);
    if (outcome.refused) s.refused++;
  };
  const acknowledgedBookings: string[] = [];
  const acknowledgedStatus = new Map<string, string>();
  const rss = servers.map(() => [] as number[]);
  const sampler = setInterval(() => servers.forEach((server, i) => rss[i].push(rssMb(server.child.pid!))), 1000);
  const logBefore = servers.map((server) => ({ ...server.log }));
  const probe = healthProbe(servers[0].base);

  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  /** Runs one request and records it; true when it was answered by the app (not shed, not busy). */
  const timed = async (kind: Kind, run: () => Promise<Outcome | void>) => {
    const t0 = performance.now();
    let outcome: Outcome;
    try {
      outcome = (await run()) ?? {};
    } catch (error) {
      outcome = { error: error instanceof Error ? error.name : 'error' };
    }
    record(kind, performance.now() - t0, outcome);
    return !outcome.shed && !outcome.busy;
  };

  /** One visit: the booking page, a day's times and on every BOOK_EVERY-th visit a booking; a visitor told "busy" leaves (true). */
  const visit = async (v: number, visitIndex: number): Promise<boolean> => {
    const base = servers[(v + visitIndex) % servers.length].base;
    const target = targets[(v * 7 + visitIndex) % targets.length];
    const serviceId = target.serviceIds[visitIndex % target.serviceIds.length];
    const date = addDays(todayInZone(new Date(), target.timezone), 1 + ((v + visitIndex) % 14));
    const address = nextAddress();
    const headers = { 'x-forwarded-for': address };
    const pageServed = await timed('page', async () => {
      const response = await fetch(`${base}/book/${target.slug}`, { headers });
      await response.arrayBuffer();
      return response.status === 503 ? { shed: true } : response.ok ? {} : { error: `HTTP ${response.status}` };
    });
    if (!pageServed) return true;
    let free: string[] = [];
    const slotsServed = await timed('day slots', async () => {
      const { response, value } = await callAction(base, `/book/${target.slug}`, ids.loadDaySlots, [target.salonId, serviceId, date, 'any', 'en'], headers);
      if (value.ok !== true) return actionOutcome(response, value);
      free = (value.data as { time: string; available: boolean }[]).filter((slot) => slot.available).map((slot) => slot.time);
    });
    if (!slotsServed) return true;
    if (visitIndex % BOOK_EVERY !== 0 || free.length === 0) return false;
    const time = free[Math.floor(Math.random() * free.length)];
    const token = `load-${address}`;
    const booked = await timed('booking', async () => {
      const payload = { salonId: target.salonId, serviceId, date, time, stylistId: 'any', customerName: `Load ${address}`, customerPhone: '+36 30 123 4567', customerEmail: 'load@example.com', csrfToken: token };
      const { response, value } = await callAction(base, `/book/${target.slug}`, ids.bookAppointment, [payload, 'en'], { ...headers, cookie: `booking_csrf=${token}` });
      if (value.ok === true) {
        acknowledgedBookings.push((value.data as { appointmentId: string }).appointmentId);
        return {};
      }
      return value.code === 'SLOT_TAKEN' ? { refused: true } : actionOutcome(response, value);
    });
    return !booked;
  };

  /** A visitor asking again at once, except after a busy answer: then after Retry-After, as the answer asks. */
  const visitor = async (v: number) => {
    for (let visitIndex = 0; performance.now() < deadline; visitIndex++) if (await visit(v, visitIndex)) await pause(RETRY_AFTER_MS);
  };

  /** Visits arriving at `visitsPerS` until the deadline, each on its own, however slow the answers. */
  const arrivals = async (visitsPerS: number) => {
    const running = new Set<Promise<void>>();
    for (let launched = 0; performance.now() < deadline; await new Promise((r) => setTimeout(r, 5))) {
      const due = Math.floor(((performance.now() - started) / 1000) * visitsPerS);
      for (; launched < due; launched++) {
        const one = visit(launched, launched).then(() => {}).finally(() => running.delete(one));
        running.add(one);
      }
    }
    await Promise.all(running);
  };

  /** A staff member: the dashboard, then a status change, STAFF_PAUSE_MS apart (Retry-After after a busy answer). */
  const staffMember = async (member: StaffClient, s: number) => {
    const after = async (served: boolean) => pause(served ? STAFF_PAUSE_MS : RETRY_AFTER_MS);
    for (let round = 0; performance.now() < deadline; round++) {
      const dashboardServed = await timed('dashboard', async () => {
        const response = await fetch(`${member.base}/`, { headers: { cookie: member.cookie }, redirect: 'manual' });
        await response.arrayBuffer();
        return response.status === 503 ? { shed: true } : response.status === 200 ? {} : { error: `HTTP ${response.status}` };
      });
      await after(dashboardServed);
      const appointmentId = member.own[(round + s) % Math.max(1, member.own.length)];
      if (!appointmentId) continue;
      const status = round % 2 === 0 ? 'completed' : 'confirmed';
      const editServed = await timed('status edit', async () => {
        const { response, value } = await callAction(member.base, '/', ids.setAppointmentStatusAction, [{ salonId: member.salonId, appointmentId, status }], { cookie: member.cookie });
        if (value.ok !== true) return actionOutcome(response, value);
        acknowledgedStatus.set(appointmentId, status);
      });
      await after(editServed);
    }
  };

  const visitors = 'visitors' in load ? Array.from({ length: load.visitors }, (_, v) => visitor(v)) : [arrivals(load.visitsPerS)];
  await Promise.all([...visitors, ...staff.slice(0, load.staff).map((member, s) => staffMember(member, s))]);
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const slowestHealth = await probe.stop();
  const log = { poolTimeouts: servers.reduce((sum, server, i) => sum + server.log.poolTimeouts - logBefore[i].poolTimeouts, 0) };
  const served = [...stats.values()].reduce((sum, s) => sum + s.latencies.length, 0);
  return { stats, elapsed, served, log, rss, slowestHealth, acknowledgedBookings, acknowledgedStatus };
}

type Run = Awaited<ReturnType<typeof runLoad>>;

function printRun(title: string, run: Run, idle?: Run) {
  console.log(`\n${title}: ${run.elapsed.toFixed(0)} s, ${(run.served / run.elapsed).toFixed(1)} requests/s served; pool timeouts in the instances' log: ${run.log.poolTimeouts}; slowest /healthz from another process: ${run.slowestHealth} ms`);
  console.table(
    [...run.stats].map(([kind, s]) => {
      const sorted = sortedOf(s.latencies);
      const idleP99 = idle ? percentile(sortedOf(idle.stats.get(kind)?.latencies ?? []), 99) : NaN;
      const p99 = percentile(sorted, 99);
      return {
        kind,
        served: sorted.length,
        'req/s': +(sorted.length / run.elapsed).toFixed(1),
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(p99),
        ...(idle ? { 'idle p99 ms': Math.round(idleP99), 'p99 / idle': +(p99 / idleP99).toFixed(1) } : {}),
        'shed 503': s.shedMs.length,
        'max shed ms': s.shedMs.length ? Math.round(Math.max(...s.shedMs)) : '-',
        busy: s.busy,
        'slot taken': s.refused,
        errors: [...s.errors].map(([code, n]) => `${code}×${n}`).join(' ') || 0,
      };
    }),
  );
}

/** The run's first ask: as before issue 39, one instance and then three under 300 visitors and 20 staff asking again at once. */
async function steadyPhase(instances: number, url: string, targets: Target[], staffTargets: { salonId: string; appointmentIds: string[] }[], ids: Ids, client: pg.Client) {
  const servers = await Promise.all(Array.from({ length: instances }, (_, i) => startInstance(url, i)));
  process.once('exit', () => servers.forEach((server) => server.child.kill('SIGTERM')));
  const staff = await signInStaff(servers, staffTargets, ids);
  const run = await runLoad(servers, staff, { visitors: VISITORS, staff: STAFF }, SECONDS, targets, ids);
  await stopInstances(servers);
  printRun(`${instances} instance(s), ${VISITORS} visitors + ${STAFF} staff`, run);
  console.log(`busy salons carried at their peak: ~${busySalonsAt(run.served / run.elapsed)} (${instances} instance(s), ${BUSY_SALON_PEAK_REQUESTS_PER_S} requests/s each)`);
  console.table(run.rss.map((samples, i) => ({ instance: i + 1, 'RSS MB median': sortedOf(samples)[samples.length >> 1], 'RSS MB max': Math.max(...samples) })));
  await verify(client, run.acknowledgedBookings, run.acknowledgedStatus);
}

/**
 * How many requests in flight one instance serves best (BENCH_SWEEP=1,2,4,…: visitors asking
 * again at once, admission control off): requests/s served and their p50 and p99 per number of
 * visitors. Its best requests/s is the instance's capacity, which the overload phases offer 2×
 * and 4× of; ADMISSION_LIMIT is the largest number in flight whose overload p99 stays within 3×
 * idle (docs/scaling.md).
 */
async function capacitySweep(url: string, targets: Target[], ids: Ids) {
  const server = await startInstance(url, 0, { ADMISSION_LIMIT: '100000', ADMISSION_QUEUE: '0' });
  const rows = [];
  for (const visitors of SWEEP) {
    const run = await runLoad([server], [], { visitors, staff: 0 }, SWEEP_SECONDS, targets, ids);
    const all = sortedOf([...run.stats.values()].flatMap((s) => s.latencies));
    rows.push({ visitors, 'req/s served': +(run.served / run.elapsed).toFixed(1), 'p50 ms': Math.round(percentile(all, 50)), 'p99 ms': Math.round(percentile(all, 99)) });
  }
  await stopInstances([server]);
  console.log('\nsweep: one instance, admission control off, visitors asking again at once');
  console.table(rows);
  const capacity = Math.max(...rows.map((row) => row['req/s served']));
  console.log(`busy salons one instance carries at its peak: ~${busySalonsAt(capacity)} (${BUSY_SALON_PEAK_REQUESTS_PER_S} requests/s each)`);
  return capacity;
}

/**
 * Issue 39's overload run on one instance: its capacity (the sweep's best requests/s served),
 * its idle latencies (one visitor, one staff member), the issue's load (300 visitors, 20 staff),
 * then visits arriving at 2× and 4× the capacity beside the 20 staff (one request a second each).
 * Each phase ends with the database's checks.
 */
async function overloadPhases(url: string, targets: Target[], staffTargets: { salonId: string; appointmentIds: string[] }[], ids: Ids, client: pg.Client) {
  const perS = await capacitySweep(url, targets, ids);
  if (!OVERLOAD) return;
  const servers = [await startInstance(url, 0)];
  process.once('exit', () => servers.forEach((server) => server.child.kill('SIGTERM')));
  const staff = await signInStaff(servers, staffTargets, ids);
  const idle = await runLoad(servers, staff, { visitors: 1, staff: 1 }, IDLE_SECONDS, targets, ids);
  printRun('idle: 1 visitor + 1 staff', idle);
  const steady = await runLoad(servers, staff, { visitors: VISITORS, staff: STAFF }, SECONDS, targets, ids);
  printRun(`the issue's load: ${VISITORS} visitors + ${STAFF} staff asking again at once (after Retry-After when told busy)`, steady, idle);
  await verify(client, steady.acknowledgedBookings, steady.acknowledgedStatus);
  // A visit asks 2 + 1/BOOK_EVERY requests (fewer when a day has no free time).
  for (const factor of [2, 4]) {
    const visitsPerS = (factor * perS) / (2 + 1 / BOOK_EVERY);
    const run = await runLoad(servers, staff, { visitsPerS, staff: STAFF }, SECONDS, targets, ids);
    printRun(`${factor}× capacity (${perS.toFixed(0)} requests/s): ${visitsPerS.toFixed(0)} visits/s arriving (≈${(factor * perS).toFixed(0)} requests/s offered) + ${STAFF} staff`, run, idle);
    await verify(client, run.acknowledgedBookings, run.acknowledgedStatus);
  }
  await stopInstances(servers);
}

/** What the database must show after a phase: no overlap on any lane or stylist, nothing acknowledged lost. */
async function verify(client: pg.Client, bookings: string[], statuses: Map<string, string>) {
  // Worked out from the appointments, not from their lane claims: the station (or the salon's one
  // lane) is held from the start to the end plus the clean-up buffer; the stylist only while
  // hands-on, so a client booked into another's processing time with the same stylist is no overlap.
  const { rows: overlaps } = await client.query(`
    WITH live AS (
      SELECT id, salon_id, lane_key, staff_id, start_time AS s, end_time AS e, buffer_minutes AS buffer,
             processing_start_minutes AS ps, processing_minutes AS pm
      FROM appointments WHERE status <> 'cancelled'),
    station AS (SELECT id, salon_id, lane_key, tstzrange(s, e + make_interval(mins => buffer), '[)') AS r FROM live),
    hands AS (
      SELECT id, salon_id, staff_id, tstzrange(s, e, '[)') AS r FROM live WHERE staff_id IS NOT NULL AND ps IS NULL
      UNION ALL SELECT id, salon_id, staff_id, tstzrange(s, s + make_interval(mins => ps), '[)') FROM live WHERE staff_id IS NOT NULL AND ps IS NOT NULL
      UNION ALL SELECT id, salon_id, staff_id, tstzrange(s + make_interval(mins => ps + pm), e, '[)') FROM live WHERE staff_id IS NOT NULL AND ps IS NOT NULL)
    SELECT ((SELECT count(*) FROM station a JOIN station b ON a.id < b.id AND a.salon_id = b.salon_id AND a.lane_key = b.lane_key AND a.r && b.r)
         + (SELECT count(*) FROM hands a JOIN hands b ON a.id < b.id AND a.salon_id = b.salon_id AND a.staff_id = b.staff_id AND a.r && b.r))::int AS n`);
  const { rows: lostBookings } = await client.query(
    `SELECT count(*)::int AS n FROM unnest($1::uuid[]) AS acked(id) WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = acked.id AND a.status <> 'cancelled')`,
    [bookings],
  );
  const { rows: lostEdits } = await client.query(
    `SELECT count(*)::int AS n FROM unnest($1::uuid[], $2::text[]) AS acked(id, status) WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = acked.id AND a.status = acked.status)`,
    [[...statuses.keys()], [...statuses.values()]],
  );
  const { rows: messages } = await client.query(
    `SELECT count(*)::int AS n FROM unnest($1::uuid[]) AS acked(id) WHERE (SELECT count(*) FROM messages m WHERE m.appointment_id = acked.id AND m.kind = 'confirmation') <> 1`,
    [bookings],
  );
  console.table([
    { check: 'live appointments overlapping on a lane or stylist', count: overlaps[0].n },
    { check: `acknowledged bookings missing (of ${bookings.length})`, count: lostBookings[0].n },
    { check: `acknowledged status edits not in the database (of ${statuses.size})`, count: lostEdits[0].n },
    { check: 'acknowledged bookings without exactly one confirmation message', count: messages[0].n },
  ]);
}

async function main() {
  const { url, client } = await seededDatabase();
  buildOnce();
  const ids = actionIds(['bookAppointment', 'loadDaySlots', 'signInAction', 'setAppointmentStatusAction']);
  for (let i = 0; i < EXTRA_SALONS; i++) await addOneChairSalon(`Load ${i}`, `load-${i}`);
  await closeDb();
  const { rows: salonRows } = await client.query(`
    SELECT s.custom_subdomain AS slug, s.id AS "salonId", s.timezone, array_agg(v.id) AS "serviceIds"
    FROM salons s JOIN services v ON v.salon_id = s.id AND v.is_active
    WHERE s.is_active AND s.custom_subdomain IS NOT NULL GROUP BY s.id`);
  const targets = salonRows as Target[];
  // The staff edit the demo salons' live appointments (the seed's; luxe first, then nord).
  const staffTargets = [];
  for (const email of ['owner@luxe.example.com', 'owner@nord.example.com']) {
    const { rows } = await client.query(
      `SELECT u.salon_id AS "salonId", coalesce(array_agg(a.id) FILTER (WHERE a.id IS NOT NULL), '{}') AS "appointmentIds"
       FROM users u LEFT JOIN appointments a ON a.salon_id = u.salon_id AND a.status IN ('confirmed', 'completed') WHERE u.email = $1 GROUP BY u.salon_id`,
      [email],
    );
    staffTargets.push(rows[0]);
  }
  console.log(`${targets.length} salons; staff edit ${staffTargets.map((t) => t.appointmentIds.length).join(' + ')} appointments; ${SECONDS} s per phase`);

  if (OVERLOAD || SWEEP.length) await overloadPhases(url, targets, staffTargets, ids, client);
  else for (const instances of [1, 3]) await steadyPhase(instances, url, targets, staffTargets, ids, client);
  await client.end();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
