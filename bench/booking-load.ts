/**
 * Booking action throughput and latency under concurrent load on real PostgreSQL, beside a
 * bare SQL INSERT into appointments measured in the same run (DESIGN §8).
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/booking-load.ts
 *
 * Env: BENCH_WORKERS (default 16), BENCH_SECONDS per phase (default 10), BENCH_ROUNDS (default 3:
 * the three phases in turn, each round's ratios against that round's bare INSERT, then their
 * medians, so that a shared machine's drift between phases shows instead of deciding the ratio),
 * DATABASE_POOL_SIZE.
 * Every call books a distinct free slot (many salons × days × 15-minute slots) from a distinct
 * client address, so it measures the full successful path: sanitise, validate, rate limit,
 * salon and service (read by the gate for a salon's first booking, then checked from memory by
 * the insert's own statement), the asked slot, and the insert (also in salons with three
 * stations: lane trigger and locks). Every
 * 10th name carries markup, which costs a DOMPurify pass (~2.5 ms CPU; plain text ~0.01 ms).
 */
import pg from 'pg';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { closeDb, getDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { salons, services, stations } from '@/lib/db/schema';
import { addDays, todayInZone, formatTimeOfDay } from '@/lib/scheduling';
import { bareInsert } from './support/bare-insert';

const WORKERS = Number(process.env.BENCH_WORKERS) || 16;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const SALONS = 20;
// The day after tomorrow .. +29, inside the 30-day window: late in the evening tomorrow's first
// hours are inside the 2-hour minimum notice.
const DAYS = 28;
const SLOTS_PER_DAY = 95; // 00:00 .. 23:30 every 15 minutes for a 15-minute service
const ALL_DAY = { start_time: '00:00', end_time: '23:45', is_closed: false };
const OPEN_EVERY_DAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ALL_DAY]));

type Target = { salonId: string; serviceId: string };

/** Salons with one 15-minute service; with `stationCount`, stations switched on (that many lanes). */
async function createSalons(prefix: string, stationCount = 0): Promise<Target[]> {
  const db = await getDb();
  const targets: Target[] = [];
  for (let i = 0; i < SALONS; i++) {
    const [salon] = await db
      .insert(salons)
      .values({
        name: `Bench ${prefix} ${i}`,
        customSubdomain: `bench-${prefix}-${i}-${Date.now().toString(36)}`,
        openingHours: OPEN_EVERY_DAY,
        stationsEnabled: stationCount > 0,
      })
      .returning();
    for (let k = 0; k < stationCount; k++) await db.insert(stations).values({ salonId: salon.id, name: `Station ${k + 1}` });
    const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Quick', durationMinutes: 15, price: 1000, currencyCode: 'HUF' }).returning();
    targets.push({ salonId: salon.id, serviceId: service.id });
  }
  return targets;
}

/** The n-th distinct slot: salon, then day, then time. */
function slot(n: number, targets: Target[], today: string) {
  const target = targets[n % targets.length];
  const rest = Math.floor(n / targets.length);
  const date = addDays(today, 2 + (Math.floor(rest / SLOTS_PER_DAY) % DAYS));
  const time = formatTimeOfDay((rest % SLOTS_PER_DAY) * 15);
  return { ...target, date, time };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Calls `call` from WORKERS workers for SECONDS; `call` takes the next of its own distinct slots. */
async function run(name: string, call: () => Promise<boolean>) {
  let failures = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await call();
        latencies.push(performance.now() - t0);
        if (!ok) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const row = {
    name,
    requests: latencies.length,
    failures,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': +percentile(latencies, 50).toFixed(2),
    'p95 ms': +percentile(latencies, 95).toFixed(2),
    'p99 ms': +percentile(latencies, 99).toFixed(2),
    // This process's CPU (user + system) per call: the app's Node CPU, or the pg driver's for the bare INSERT.
    'Node CPU ms/call': +((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(3),
  };
  return row;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (run through scripts/with-postgres.sh)');
  process.env.DATABASE_POOL_SIZE ||= String(WORKERS);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(pgRunner(client));
  await client.end();

  const today = todayInZone(new Date(), 'Europe/Budapest');
  const actionTargets = await createSalons('action');
  const laneTargets = await createSalons('lanes', 3);
  const bareTargets = await createSalons('bare');
  const capacity = SALONS * DAYS * SLOTS_PER_DAY;
  // The bare inserts get their own pool of the same size as the app's.
  const bare = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE) });

  // Warm up both paths (connections, JIT, sanitiser) outside the measurement.
  for (let i = 0; i < 20; i++) await createPublicBooking({ ...slot(capacity - 1 - i, actionTargets, today), customerName: 'Warm', customerPhone: '+36 30 000 0000', csrfToken: 'warm' }, { clientAddress: `warm-${i}`, csrfCookie: 'warm' });

  /** The next distinct slot of `targets` (each set counts its own, across rounds). */
  const counter = () => {
    let next = 0;
    return () => {
      if (next >= capacity - 20) throw new Error('out of distinct slots: lower BENCH_SECONDS or BENCH_ROUNDS');
      return next++;
    };
  };
  const book = (targets: Target[]) => {
    const take = counter();
    return async () => {
      const n = take();
      const s = slot(n, targets, today);
      const result = await createPublicBooking(
        { salonId: s.salonId, serviceId: s.serviceId, date: s.date, time: s.time, customerName: n % 10 === 0 ? `Bench <b>${n}</b>` : `Bench ${n}`, customerPhone: '+36 30 123 4567', customerEmail: 'bench@example.com', notes: 'Load test', csrfToken: 'bench-token' },
        { clientAddress: `bench-${targets === laneTargets ? 'lanes' : 'one'}-${n}`, csrfCookie: 'bench-token' },
      );
      if (!result.ok && n < 3) console.error(result);
      return result.ok;
    };
  };
  const bookOneLane = book(actionTargets);
  // Salons with three stations: the station lookup, the lane triggers and locks.
  const bookThreeStations = book(laneTargets);
  const takeBare = counter();
  const insertBare = async () => {
    const n = takeBare();
    const s = slot(n, bareTargets, today);
    await bareInsert(bare, s, s.date, s.time, `Bench ${n}`);
    return true;
  };

  const rows = [];
  const ratios = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const action = await run(`createPublicBooking #${round}`, bookOneLane);
    const lanes = await run(`createPublicBooking, 3 stations #${round}`, bookThreeStations);
    const insert = await run(`bare INSERT #${round}`, insertBare);
    rows.push(action, lanes, insert);
    ratios.push({
      round,
      'p50 ÷ bare': +(action['p50 ms'] / insert['p50 ms']).toFixed(1),
      'Node CPU ÷ bare': +(action['Node CPU ms/call'] / insert['Node CPU ms/call']).toFixed(1),
      'bare req/s ÷ req/s': +(insert['req/s'] / action['req/s']).toFixed(1),
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`workers=${WORKERS} seconds/phase=${SECONDS} rounds=${ROUNDS} pool=${process.env.DATABASE_POOL_SIZE}`);
  console.table(rows);
  console.table(ratios);
  console.log(
    `median of rounds: overhead at p50 ${median(ratios.map((r) => r['p50 ÷ bare']))}x; Node CPU per call ${median(ratios.map((r) => r['Node CPU ÷ bare']))}x; throughput ratio ${median(ratios.map((r) => r['bare req/s ÷ req/s']))}x`,
  );
  await bare.end();
  await closeDb();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
