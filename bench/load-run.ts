/**
 * A bounded load run over HTTP against the production build on a throwaway PostgreSQL: first ONE
 * app instance, then THREE on the same database (docs/scaling.md reads its figures). Simulated
 * visitors browse booking pages, read a day's times (loadDaySlots) and book (bookAppointment);
 * simulated staff sign in once each, open the dashboard and change appointments' status. Each
 * visitor request names its own client address (X-Forwarded-For, TRUSTED_PROXIES=1), as a proxy
 * in front of the app would, so the per-address rate limits count visitors, not the bench.
 * Afterwards SQL proves: no two live appointments overlap on a lane or a stylist, and every
 * acknowledged booking and status change is in the database.
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/load-run.ts
 *
 * Env: BENCH_SECONDS per phase (default 60), BENCH_VISITORS (300), BENCH_STAFF (20),
 * BENCH_SALONS extra salons (20), BENCH_BOOK_EVERY (a visitor books on every n-th visit, 3),
 * DATABASE_POOL_SIZE per instance (10), BENCH_BUILD=1 builds even when .next exists.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { closeDb, getDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { salons, services } from '@/lib/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '@/lib/db/seed';
import { addDays, todayInZone } from '@/lib/scheduling';
import { freePort } from './support/app';

const SECONDS = Number(process.env.BENCH_SECONDS) || 60;
const VISITORS = Number(process.env.BENCH_VISITORS) || 300;
const STAFF = Number(process.env.BENCH_STAFF) || 20;
const EXTRA_SALONS = Number(process.env.BENCH_SALONS) || 20;
const BOOK_EVERY = Number(process.env.BENCH_BOOK_EVERY) || 3;
const STAFF_ACCOUNTS = ['owner@luxe.example.com', 'staff@luxe.example.com', 'nora@luxe.example.com', 'owner@nord.example.com', 'staff@nord.example.com'];
const OPEN = { start_time: '08:00', end_time: '20:00', is_closed: false };
const OPEN_EVERY_DAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, OPEN]));

type Kind = 'page' | 'day slots' | 'booking' | 'dashboard' | 'status edit';
type Stats = { latencies: number[]; errors: Map<string, number>; refused: number };
type Target = { slug: string; salonId: string; serviceIds: string[]; timezone: string };

let addressCounter = 0;
/** A fresh client address per visitor request (10.0.0.0/8 holds 16 million). */
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** The ids of the server actions this run calls, by exported name. */
function actionIds(): Record<string, string> {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, { exportedName?: string }> };
  const ids: Record<string, string> = {};
  for (const [id, entry] of Object.entries(manifest.node)) if (entry.exportedName) ids[entry.exportedName] ??= id;
  for (const name of ['bookAppointment', 'loadDaySlots', 'signInAction', 'setAppointmentStatusAction']) if (!ids[name]) throw new Error(`No action ${name} in the build`);
  return ids;
}

/** Calls a server action as the browser does: JSON arguments, the action's id in Next-Action; the decoded return value. */
async function callAction(base: string, path: string, id: string, args: unknown[], headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'next-action': id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: base, ...headers },
    body: JSON.stringify(args),
    redirect: 'manual',
  });
  const text = await response.text();
  if (!response.ok) return { response, value: { ok: false, code: `HTTP ${response.status}` } as Record<string, unknown> };
  const line = text.split('\n').find((row) => row.startsWith('1:'));
  return { response, value: (line ? JSON.parse(line.slice(2)) : { ok: false, code: 'NO_RESULT' }) as Record<string, unknown> };
}

async function startInstance(url: string, index: number): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, DATABASE_URL: url, TRUSTED_PROXIES: '1', NEXT_TELEMETRY_DISABLED: '1', AUTH_SECRET: 'load-run-secret-0123456789abcdef0123456789' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/book/demo`)).ok) return { base, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance ${index} did not start`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function phase(instances: number, url: string, targets: Target[], staffTargets: { salonId: string; appointmentIds: string[] }[], ids: Record<string, string>) {
  const servers = await Promise.all(Array.from({ length: instances }, (_, i) => startInstance(url, i)));
  process.once('exit', () => servers.forEach((server) => server.child.kill('SIGTERM')));
  const stats = new Map<Kind, Stats>();
  const record = (kind: Kind, ms: number, error?: string, refused = false) => {
    const s = stats.get(kind) ?? stats.set(kind, { latencies: [], errors: new Map(), refused: 0 }).get(kind)!;
    s.latencies.push(ms);
    if (error) s.errors.set(error, (s.errors.get(error) ?? 0) + 1);
    if (refused) s.refused++;
  };
  const acknowledgedBookings: string[] = [];
  const acknowledgedStatus = new Map<string, string>();
  const rss = servers.map(() => [] as number[]);
  const sampler = setInterval(() => servers.forEach((server, i) => rss[i].push(rssMb(server.child.pid!))), 1000);

  // Staff sign in once each, one after another (the app checks few passwords at a time), each
  // from its own address (sign-in is rate-limited per address too).
  const staff: { base: string; cookie: string; salonId: string; own: string[] }[] = [];
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

  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const timed = async (kind: Kind, run: () => Promise<{ error?: string; refused?: boolean } | void>) => {
    const t0 = performance.now();
    try {
      const outcome = (await run()) ?? {};
      record(kind, performance.now() - t0, outcome.error, outcome.refused);
    } catch (error) {
      record(kind, performance.now() - t0, error instanceof Error ? error.name : 'error');
    }
  };

  const visitor = async (v: number) => {
    for (let visit = 0; performance.now() < deadline; visit++) {
      const base = servers[(v + visit) % servers.length].base;
      const target = targets[(v * 7 + visit) % targets.length];
      const serviceId = target.serviceIds[visit % target.serviceIds.length];
      const date = addDays(todayInZone(new Date(), target.timezone), 1 + ((v + visit) % 14));
      const address = nextAddress();
      const headers = { 'x-forwarded-for': address };
      await timed('page', async () => {
        const response = await fetch(`${base}/book/${target.slug}`, { headers });
        await response.arrayBuffer();
        return response.ok ? {} : { error: `HTTP ${response.status}` };
      });
      let free: string[] = [];
      await timed('day slots', async () => {
        const { value } = await callAction(base, `/book/${target.slug}`, ids.loadDaySlots, [target.salonId, serviceId, date, 'any', 'en'], headers);
        if (value.ok !== true) return { error: String(value.code) };
        free = (value.data as { time: string; available: boolean }[]).filter((slot) => slot.available).map((slot) => slot.time);
      });
      if (visit % BOOK_EVERY !== 0 || free.length === 0) continue;
      const time = free[Math.floor(Math.random() * free.length)];
      const token = `load-${address}`;
      await timed('booking', async () => {
        const payload = { salonId: target.salonId, serviceId, date, time, stylistId: 'any', customerName: `Load ${address}`, customerPhone: '+36 30 123 4567', customerEmail: 'load@example.com', csrfToken: token };
        const { value } = await callAction(base, `/book/${target.slug}`, ids.bookAppointment, [payload, 'en'], { ...headers, cookie: `booking_csrf=${token}` });
        if (value.ok === true) {
          acknowledgedBookings.push((value.data as { appointmentId: string }).appointmentId);
          return {};
        }
        return value.code === 'SLOT_TAKEN' ? { refused: true } : { error: String(value.code) };
      });
    }
  };

  const staffMember = async (member: (typeof staff)[number], s: number) => {
    for (let round = 0; performance.now() < deadline; round++) {
      await timed('dashboard', async () => {
        const response = await fetch(`${member.base}/`, { headers: { cookie: member.cookie }, redirect: 'manual' });
        await response.arrayBuffer();
        return response.status === 200 ? {} : { error: `HTTP ${response.status}` };
      });
      const appointmentId = member.own[(round + s) % Math.max(1, member.own.length)];
      if (!appointmentId) continue;
      const status = round % 2 === 0 ? 'completed' : 'confirmed';
      await timed('status edit', async () => {
        const { value } = await callAction(member.base, '/', ids.setAppointmentStatusAction, [{ salonId: member.salonId, appointmentId, status }], { cookie: member.cookie });
        if (value.ok !== true) return { error: String(value.code) };
        acknowledgedStatus.set(appointmentId, status);
      });
    }
  };

  await Promise.all([...Array.from({ length: VISITORS }, (_, v) => visitor(v)), ...staff.map((member, s) => staffMember(member, s))]);
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve)))));

  const rows = [...stats].map(([kind, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      'req/s': +(sorted.length / elapsed).toFixed(1),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'slot taken': s.refused,
      errors: [...s.errors].map(([code, n]) => `${code}×${n}`).join(' ') || 0,
    };
  });
  console.log(`\n${instances} instance(s), ${VISITORS} visitors + ${STAFF} staff, ${elapsed.toFixed(0)} s`);
  console.table(rows);
  console.table(rss.map((samples, i) => ({ instance: i + 1, 'RSS MB median': [...samples].sort((a, b) => a - b)[samples.length >> 1], 'RSS MB max': Math.max(...samples) })));
  return { acknowledgedBookings, acknowledgedStatus };
}

/** What the database must show after a phase: no overlap on any lane or stylist, nothing acknowledged lost. */
async function verify(client: pg.Client, bookings: string[], statuses: Map<string, string>) {
  const { rows: overlaps } = await client.query(`
    SELECT count(*)::int AS n FROM appointments a JOIN appointments b ON a.id < b.id AND a.salon_id = b.salon_id
    WHERE a.status <> 'cancelled' AND b.status <> 'cancelled'
      AND (a.lane_key = b.lane_key OR a.staff_id = b.staff_id)
      AND tstzrange(a.start_time, a.end_time, '[)') && tstzrange(b.start_time, b.end_time, '[)')`);
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
  const url = process.env.DATABASE_URL;
  if (!url || !/@(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('Run through scripts/with-postgres.sh (a throwaway PostgreSQL on 127.0.0.1)');
  if (process.env.BENCH_BUILD === '1' || !existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const ids = actionIds();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(pgRunner(client));
  const db = await getDb();
  await seedDemoData(db);
  for (let i = 0; i < EXTRA_SALONS; i++) {
    const [salon] = await db.insert(salons).values({ name: `Load ${i}`, customSubdomain: `load-${i}`, openingHours: OPEN_EVERY_DAY }).returning();
    for (const [name, minutes] of [['Cut', 30], ['Colour', 60]] as const) await db.insert(services).values({ salonId: salon.id, name, durationMinutes: minutes, price: 5000, currencyCode: 'HUF' });
  }
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

  for (const instances of [1, 3]) {
    const { acknowledgedBookings, acknowledgedStatus } = await phase(instances, url, targets, staffTargets, ids);
    await verify(client, acknowledgedBookings, acknowledgedStatus);
  }
  await client.end();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
