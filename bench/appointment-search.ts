/**
 * Staff appointment search latency over one busy salon's history (DESIGN §8: measured, not
 * asserted). BENCH_ROWS appointments (default 100,000: 55 a day for five years) in one salon
 * beside another salon of the same size, then each search below run BENCH_RUNS times.
 *
 *   DATABASE_STATEMENT_TIMEOUT_MS=0 DATABASE_QUERY_TIMEOUT_MS=0 bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/appointment-search.ts
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/appointment-search.ts
 */
import { sql } from 'drizzle-orm';
import { callerOf } from '@/lib/server/access';
import { searchAppointments } from '@/features/appointments/data/appointment-search';
import { readProfile } from '@/lib/auth/store';
import { closeDb, getDb } from '@/lib/db/client';
import { salons, services, users } from '@/lib/db/schema';
import { appointmentSearchSchema, type AppointmentSearchInput } from '@/features/appointments/schema/search';
import { openBenchDb } from './support/database';

const ROWS = Number(process.env.BENCH_ROWS) || 100_000;
const RUNS = Number(process.env.BENCH_RUNS) || 20;

async function seedSalon(db: Awaited<ReturnType<typeof getDb>>, name: string) {
  const [salon] = await db.insert(salons).values({ name, customSubdomain: `bench-${name.toLowerCase()}-${Date.now()}` }).returning({ id: salons.id });
  const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Haircut', durationMinutes: 30, price: 9000 }).returning({ id: services.id });
  // Back-to-back 30-minute slots from five years ago; one lane (no stations), so no overlaps.
  await db.execute(sql`
    INSERT INTO appointments (salon_id, service_id, customer_name, customer_phone, customer_email, start_time, end_time, status)
    SELECT ${salon.id}, ${service.id}, 'Customer ' || i, '+36 30 ' || lpad(i::text, 7, '0'), 'c' || i || '@example.com',
           now() - interval '5 years' + i * interval '30 minutes', now() - interval '5 years' + (i + 1) * interval '30 minutes',
           (ARRAY['confirmed','completed','no_show','cancelled'])[1 + i % 4]
    FROM generate_series(1, ${ROWS}) AS i`);
  return salon.id;
}

async function main() {
  const db = await openBenchDb();
  const started = performance.now();
  const salonId = await seedSalon(db, 'Busy');
  await seedSalon(db, 'Neighbour');
  await db.execute(sql`ANALYZE appointments`);
  console.log(`seeded 2 × ${ROWS} appointments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [owner] = await db.insert(users).values({ role: 'owner', email: `bench-${Date.now()}@example.com`, salonId }).returning({ id: users.id });
  const caller = callerOf(await readProfile(owner.id));
  const cases: Record<string, AppointmentSearchInput> = {
    'first page, no filter': {},
    'one month': { from: '2024-06-01', to: '2024-06-30' },
    'common word "customer"': { query: 'customer' },
    'rare name "customer 4242"': { query: 'customer 4242' },
    'no match': { query: 'nobody' },
    'phone "+36 30 004 2"': { query: '+36 30 004 2' },
    'no-shows, page 50': { statuses: ['no_show'], page: 50 },
    'rare name, one year': { query: 'customer 4242', from: '2023-01-01', to: '2023-12-31' },
  };
  for (const [name, input] of Object.entries(cases)) {
    const search = appointmentSearchSchema.parse(input);
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      total = (await searchAppointments(caller, search)).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${name.padEnd(30)} total ${String(total).padStart(6)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
  }
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
