/**
 * The Clients screen's search and the client card at scale (issue 33: "client search and the
 * card at 50,000 clients and 500,000 visits in one salon, against the same query on an empty
 * salon"). The busy salon holds BENCH_CLIENTS clients (default 50,000) with BENCH_VISITS
 * appointments (default 500,000) spread over them; the floor is a salon holding only the one
 * client each query is about. Every query runs BENCH_RUNS times in both salons; printed: the
 * median, and the busy salon's median over the floor's (the ratio).
 *
 * Seeded set-based with generate_series: the clients directly, the appointments with their
 * client and lane named and the appointments' row triggers off for that one statement (lane claims and
 * change-feed rows are not what is read here), then the clients' visit totals recounted in one
 * statement, as the clients_list migration did.
 *
 *   DATABASE_STATEMENT_TIMEOUT_MS=0 DATABASE_QUERY_TIMEOUT_MS=0 bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/client-search.ts
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/client-search.ts
 */
import { sql } from 'drizzle-orm';
import { readProfile } from '@/lib/auth/store';
import { closeDb, getDb } from '@/lib/db/client';
import { salons, services, users } from '@/lib/db/schema';
import { callerOf, type Caller } from '@/lib/server/access';
import { searchPastCustomers } from '@/features/appointments/data/appointment-search';
import { getClientCard } from '@/features/clients/data/client-card';
import { listClients } from '@/features/clients/data/clients';
import { clientListSchema, type ClientListInput } from '@/features/clients/schema';
import { median, openBenchDb } from './support/database';

const CLIENTS = Number(process.env.BENCH_CLIENTS) || 50_000;
const VISITS = Number(process.env.BENCH_VISITS) || 500_000;
const RUNS = Number(process.env.BENCH_RUNS) || 15;
/** The client every query is about (its number in the busy salon). */
const ONE = 4242;

type Db = Awaited<ReturnType<typeof getDb>>;

/**
 * A salon whose clients are numbered `from`..`to` ('Kovács Anna <n>', c<n>@example.com, +36 30
 * <n>), each with visits 15 minutes apart on one lane, statuses in turn; 1 in 100 has given
 * marketing consent. Returns the salon and an owner of it.
 */
async function seedSalon(db: Db, name: string, from: number, to: number, visits: number): Promise<{ salonId: string; caller: Caller | null }> {
  const [salon] = await db.insert(salons).values({ name, customSubdomain: `bench-clients-${name.toLowerCase()}-${Date.now()}` }).returning({ id: salons.id });
  const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Haircut', durationMinutes: 15, price: 9000 }).returning({ id: services.id });
  await db.execute(sql`
    INSERT INTO clients (salon_id, name, email, phone, created_at)
    SELECT ${salon.id}, 'Kovács Anna ' || n, 'c' || n || '@example.com', '+36 30 ' || lpad(n::text, 7, '0'), now() - interval '15 years'
    FROM generate_series(${from}::int, ${to}::int) AS n`);
  const count = to - from + 1;
  await db.execute(sql`ALTER TABLE appointments DISABLE TRIGGER USER`);
  // Visit i is client from + i % count's; the last ~10% of visits lie ahead.
  await db.execute(sql`
    INSERT INTO appointments (salon_id, service_id, client_id, customer_name, customer_email, customer_phone, start_time, end_time, status, lane_key)
    SELECT ${salon.id}, ${service.id}, c.id, c.name, c.email, c.phone,
           now() - ${visits * 0.9 * 15} * interval '1 minute' + i * interval '15 minutes',
           now() - ${visits * 0.9 * 15} * interval '1 minute' + (i + 1) * interval '15 minutes',
           s.status, CASE WHEN s.status <> 'cancelled' THEN ${salon.id}::uuid END
    FROM generate_series(0, ${visits - 1}::int) AS i
    CROSS JOIN LATERAL (SELECT (ARRAY['confirmed','completed','completed','completed','no_show','cancelled'])[1 + i % 6] AS status) s
    JOIN clients c ON c.salon_id = ${salon.id} AND c.email = 'c' || (${from}::int + i % ${count}::int) || '@example.com'`);
  await db.execute(sql`ALTER TABLE appointments ENABLE TRIGGER USER`);
  await db.execute(sql`
    UPDATE clients c SET last_visit_at = s.last_visit_at, visit_count = s.visit_count, no_show_count = s.no_show_count
    FROM (SELECT a.client_id,
                 max(a.start_time) FILTER (WHERE a.status NOT IN ('cancelled', 'no_show', 'rescheduled')) AS last_visit_at,
                 count(*) FILTER (WHERE a.status NOT IN ('cancelled', 'no_show', 'rescheduled'))::int AS visit_count,
                 count(*) FILTER (WHERE a.status = 'no_show')::int AS no_show_count
          FROM appointments a WHERE a.salon_id = ${salon.id} GROUP BY a.client_id) s
    WHERE c.id = s.client_id`);
  await db.execute(sql`
    INSERT INTO client_consents (salon_id, client_id, kind, granted, source)
    SELECT c.salon_id, c.id, 'marketing', true, 'booking_form' FROM clients c
    WHERE c.salon_id = ${salon.id} AND right(c.email_key, 14) = '00@example.com'`);
  const [owner] = await db.insert(users).values({ role: 'owner', email: `bench-${name.toLowerCase()}-${Date.now()}@example.com`, salonId: salon.id }).returning({ id: users.id });
  return { salonId: salon.id, caller: callerOf(await readProfile(owner.id)) };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function main() {
  const db = await openBenchDb();
  const started = performance.now();
  const busy = await seedSalon(db, 'Busy', 1, CLIENTS, VISITS);
  // The floor: a salon with only client ONE, with that client's share of visits.
  const floor = await seedSalon(db, 'Floor', ONE, ONE, Math.round(VISITS / CLIENTS));
  await db.execute(sql`ANALYZE`);
  console.log(`seeded ${CLIENTS} clients and ${VISITS} visits (+ the floor's 1 client) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const clientId = async (salonId: string) => (await db.execute<{ id: string }>(sql`SELECT id FROM clients WHERE salon_id = ${salonId} AND email_key = ${`c${ONE}@example.com`}`)).rows[0].id;
  const ids = { busy: await clientId(busy.salonId), floor: await clientId(floor.salonId) };
  const lists: Record<string, ClientListInput> = {
    'first page, last visit': {},
    'first page, by name': { sort: 'name' },
    'page after client ONE, last visit': { after: 'ONE' },
    'name, accents left out': { query: `kovacs anna ${ONE}` },
    'common word "anna"': { query: 'anna' },
    'e-mail': { query: `c${ONE}@example.com` },
    'phone, written nationally': { query: `06 30 000 ${ONE}` },
    'no match': { query: 'nobody' },
    'with no-shows': { noShows: '1' },
    'marketing consent (1 in 100)': { marketing: '1' },
    'not seen for 12 months': { months: '12' },
  };
  const cases: Record<string, (who: typeof busy, client: string) => Promise<unknown>> = {
    ...Object.fromEntries(
      Object.entries(lists).map(([name, input]) => [
        `list: ${name}`,
        (who: typeof busy, client: string) => listClients(who.caller, clientListSchema.parse({ ...input, salonId: who.salonId, ...(input.after ? { after: client } : {}) })),
      ]),
    ),
    'find client (New appointment, merge)': (who) => searchPastCustomers(who.caller, { salonId: who.salonId, query: `kovacs anna ${ONE}` }),
    'client card': (who, client) => getClientCard(who.caller, { salonId: who.salonId, clientId: client }),
  };
  console.log(`${'query'.padEnd(46)} ${'floor p50'.padStart(10)} ${'busy p50'.padStart(10)}  ratio`);
  for (const [name, run] of Object.entries(cases)) {
    const floorMs = await time(() => run(floor, ids.floor));
    const busyMs = await time(() => run(busy, ids.busy));
    console.log(`${name.padEnd(46)} ${floorMs.toFixed(1).padStart(7)} ms ${busyMs.toFixed(1).padStart(7)} ms  ${(busyMs / floorMs).toFixed(1)}x`);
  }
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
