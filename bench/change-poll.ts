/**
 * What one poll of the dashboard's change feed costs the database, against a floor measured in
 * the same run (a bare `SELECT 1` round trip) and against the full dashboard read that an open
 * dashboard used to repeat every 30 s. One busy salon with BENCH_CHANGES changes in its feed
 * (default 20,000: half bookings, half edits) beside a neighbour of the same size.
 *
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/change-poll.ts
 *   DATABASE_STATEMENT_TIMEOUT_MS=0 DATABASE_QUERY_TIMEOUT_MS=0 bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/change-poll.ts
 */
import { sql } from 'drizzle-orm';
import { callerOf, type Caller } from '@/lib/server/access';
import { latestChange, readChangeFeed } from '@/features/dashboard/data/appointment-changes';
import { loadDashboard } from '@/features/dashboard/load-dashboard';
import { FEED_START } from '@/features/dashboard/schema';
import { readProfile } from '@/lib/auth/store';
import { closeDb, getDb } from '@/lib/db/client';
import { salons, services, users } from '@/lib/db/schema';
import { getSalonProfile } from '@/lib/server/salon-profiles';
import { openBenchDb } from './support/database';

const CHANGES = Number(process.env.BENCH_CHANGES) || 20_000;
const RUNS = Number(process.env.BENCH_RUNS) || 200;

async function seedSalon(db: Awaited<ReturnType<typeof getDb>>, name: string) {
  const [salon] = await db.insert(salons).values({ name, customSubdomain: `bench-${name.toLowerCase()}-${Date.now()}` }).returning({ id: salons.id });
  const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Haircut', durationMinutes: 30, price: 9000 }).returning({ id: services.id });
  // Back-to-back 30-minute bookings around today (one lane, no overlaps), then a rename of each.
  await db.execute(sql`
    INSERT INTO appointments (salon_id, service_id, customer_name, start_time, end_time)
    SELECT ${salon.id}, ${service.id}, 'Customer ' || i, now() - interval '60 days' + i * interval '30 minutes', now() - interval '60 days' + (i + 1) * interval '30 minutes'
    FROM generate_series(1, ${CHANGES / 2}) AS i`);
  await db.execute(sql`UPDATE appointments SET customer_name = customer_name || ' (renamed)' WHERE salon_id = ${salon.id}`);
  return salon.id;
}

async function timed(name: string, run: () => Promise<unknown>, floor?: number) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const versus = floor ? `  ${(at(0.5) / floor).toFixed(1)}× the floor` : '';
  console.log(`${name.padEnd(44)} p50 ${at(0.5).toFixed(2).padStart(7)} ms  p95 ${at(0.95).toFixed(2).padStart(7)} ms${versus}`);
  return at(0.5);
}

async function main() {
  const db = await openBenchDb();
  const started = performance.now();
  const salonId = await seedSalon(db, 'Busy');
  await seedSalon(db, 'Neighbour');
  await db.execute(sql`ANALYZE appointments`);
  await db.execute(sql`ANALYZE appointment_changes`);
  console.log(`seeded 2 salons × ${CHANGES} changes in ${((performance.now() - started) / 1000).toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  const [owner] = await db.insert(users).values({ role: 'owner', email: `bench-${Date.now()}@example.com`, salonId }).returning({ id: users.id });
  const caller = callerOf(await readProfile(owner.id)) as Caller;
  const head = (await latestChange(caller, { cursor: FEED_START }))!;

  const floor = await timed('floor: SELECT 1', () => db.execute(sql`SELECT 1`));
  await timed('poll, nothing new (every 3 s)', () => latestChange(caller, { cursor: head }), floor);
  await timed('poll from the start of the feed', () => latestChange(caller, { cursor: FEED_START }), floor);
  await timed("'Since you last looked' (each dashboard render)", () => readChangeFeed(caller, {}), floor);
  const profile = await getSalonProfile(caller, salonId);
  await timed('the whole dashboard read (was every 30 s)', () => loadDashboard(caller, profile, {}, 'Unknown Service'), floor);

  const plan = await db.execute(sql`EXPLAIN SELECT tx_id, id FROM appointment_changes
    WHERE salon_id = ${salonId} AND (tx_id, id) > (${head.txId}, ${head.id}) AND tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
    ORDER BY tx_id DESC, id DESC LIMIT 1`);
  console.log('poll plan:', (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'].trim()).join(' | '));
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
