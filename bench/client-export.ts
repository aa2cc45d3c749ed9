/**
 * A client's GDPR export (issue 33 item 7; goal ≤ 2 s for a client with 1,000 visits), measured
 * against a floor in the same run: the same export of a client with one visit in the same salon.
 * The salon also holds BENCH_OTHERS other clients' appointments (default 20,000), and every
 * appointment has its confirmation in the outbox. What is timed is the whole answer's body:
 * the reads (exportClient) plus the JSON and the CSV. The erasure of the 1,000-visit client is
 * timed once at the end.
 *
 *   DATABASE_STATEMENT_TIMEOUT_MS=0 DATABASE_QUERY_TIMEOUT_MS=0 bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/client-export.ts
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/client-export.ts
 */
import { sql } from 'drizzle-orm';
import { readProfile } from '@/lib/auth/store';
import { closeDb } from '@/lib/db/client';
import { salons, services, users } from '@/lib/db/schema';
import { callerOf } from '@/lib/server/access';
import { eraseClient, exportClient } from '@/features/clients/data/client-privacy';
import { visitsCsv } from '@/features/clients/export-files';
import { clientRefSchema } from '@/features/clients/schema';
import { median, openBenchDb } from './support/database';

const VISITS = Number(process.env.BENCH_VISITS) || 1_000;
const OTHERS = Number(process.env.BENCH_OTHERS) || 20_000;
const RUNS = Number(process.env.BENCH_RUNS) || 15;

async function main() {
  const db = await openBenchDb();
  const started = performance.now();
  const [salon] = await db.insert(salons).values({ name: 'Export bench', customSubdomain: `bench-export-${Date.now()}` }).returning({ id: salons.id });
  const [service] = await db.insert(services).values({ salonId: salon.id, name: 'Haircut', durationMinutes: 30, price: 9000 }).returning({ id: services.id });
  // Back-to-back 30-minute appointments on one lane: the regular's first, then the others', then the floor's one.
  const book = (from: number, count: number, who: (i: string) => { name: string; email: string }) =>
    db.execute(sql`
      INSERT INTO appointments (salon_id, service_id, customer_name, customer_phone, customer_email, notes, start_time, end_time, status)
      SELECT ${salon.id}, ${service.id}, ${sql.raw(who('i').name)}, '+36 30 ' || lpad(i::text, 7, '0'), ${sql.raw(who('i').email)}, 'Note ' || i,
             now() - interval '5 years' + i * interval '30 minutes', now() - interval '5 years' + (i + 1) * interval '30 minutes',
             (ARRAY['confirmed','completed','no_show','cancelled'])[1 + i % 4]
      FROM generate_series(${from}::int, ${from + count - 1}::int) AS i`);
  await book(1, VISITS, () => ({ name: `'Regular Client'`, email: `'regular@example.com'` }));
  await book(VISITS + 1, OTHERS, (i) => ({ name: `'Customer ' || ${i}`, email: `'c' || ${i} || '@example.com'` }));
  await book(VISITS + OTHERS + 1, 1, () => ({ name: `'Once Client'`, email: `'once@example.com'` }));
  await db.execute(sql`
    INSERT INTO messages (salon_id, appointment_id, kind, recipient, language, subject, body, status, sent_at)
    SELECT a.salon_id, a.id, 'confirmation', a.customer_email, 'en', 'Your booking', 'Dear ' || a.customer_name || ', see you soon.', 'sent', a.created_at
    FROM appointments a WHERE a.salon_id = ${salon.id}`);
  await db.execute(sql`ANALYZE`);
  console.log(`seeded ${VISITS + OTHERS + 1} appointments and their messages in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const [owner] = await db.insert(users).values({ role: 'owner', email: `bench-${Date.now()}@example.com`, salonId: salon.id }).returning({ id: users.id });
  const caller = callerOf(await readProfile(owner.id));
  const { rows } = await db.execute<{ id: string; email: string }>(sql`SELECT id, email FROM clients WHERE salon_id = ${salon.id} AND email IN ('regular@example.com', 'once@example.com')`);
  const idOf = (email: string) => clientRefSchema.parse({ clientId: rows.find((r) => r.email === email)!.id });

  const timeExport = async (ref: ReturnType<typeof idOf>) => {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const data = await exportClient(caller, ref);
      size = JSON.stringify(data).length + visitsCsv(data.appointments).length;
      if (run === 0 && ref === regular && data.appointments.length !== VISITS) throw new Error(`expected ${VISITS} visits, got ${data.appointments.length}`);
      times.push(performance.now() - t0);
    }
    return { p50: median(times), max: Math.max(...times), size };
  };
  const regular = idOf('regular@example.com');
  const floor = await timeExport(idOf('once@example.com'));
  const big = await timeExport(regular);
  console.log(`floor: export of a client with 1 visit      p50 ${floor.p50.toFixed(1)} ms  max ${floor.max.toFixed(1)} ms  (${floor.size} bytes)`);
  console.log(`export of a client with ${VISITS} visits     p50 ${big.p50.toFixed(1)} ms  max ${big.max.toFixed(1)} ms  (${big.size} bytes)  ${(big.p50 / floor.p50).toFixed(1)}x the floor; goal ≤ 2000 ms`);
  const t0 = performance.now();
  const erased = await eraseClient(caller, regular);
  console.log(`erasure of that client (${erased.appointments} appointments, their messages)  ${(performance.now() - t0).toFixed(1)} ms`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
