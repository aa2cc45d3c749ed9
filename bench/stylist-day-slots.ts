/**
 * The public day-slots request with stylists against the same salon without them, in one run:
 * a salon with 3 stations, 3 stylists (every service, 08:00-20:00 daily) and 2,000
 * appointments in one month, each on a station and with that station's stylist. Each round
 * asks for every day of the month once with stylists on ("Any stylist", then one stylist) and
 * once with them off (the salon's switch), interleaved so both see the same machine.
 *
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/stylist-day-slots.ts
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/stylist-day-slots.ts
 */
import { eq, sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/db/client';
import { salons, services } from '@/lib/db/schema';
import { DAYS, MONTH_START, daySlots, everyDaySalon, timeMonth } from './support/busy-month';
import { openBenchDb, median } from './support/database';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5;
const APPOINTMENTS = 2000;

async function seedSalon() {
  const db = await getDb();
  const { salonId, chairs, stylists } = await everyDaySalon('Bench Stylists', 3, 3);
  const [service] = await db.insert(services).values({ salonId, name: 'Cut', durationMinutes: 30, price: 9000 }).returning({ id: services.id });
  // 67 a day (of 72 half-hours on three lanes), appointment k on chair k % 3 with its stylist.
  const perDay = Math.ceil(APPOINTMENTS / DAYS);
  await db.execute(sql`
    INSERT INTO appointments (salon_id, service_id, station_id, staff_id, customer_name, start_time, end_time, status)
    SELECT ${salonId}, ${service.id}, (${sql.raw(`ARRAY['${chairs.map((c) => c.id).join("','")}']`)}::uuid[])[1 + (i % ${perDay}) % 3],
           (${sql.raw(`ARRAY['${stylists.map((s) => s.id).join("','")}']`)}::uuid[])[1 + (i % ${perDay}) % 3], 'Customer ' || i, t.start, t.start + interval '30 minutes', 'confirmed'
    FROM generate_series(0, ${APPOINTMENTS - 1}) AS i,
         LATERAL (SELECT ((${MONTH_START}::date + i / ${perDay}) + time '08:00' + ((i % ${perDay}) / 3) * interval '30 minutes') AT TIME ZONE 'Europe/Budapest' AS start) t`);
  await db.execute(sql`ANALYZE appointments`);
  await db.execute(sql`ANALYZE lane_claims`);
  return { salonId, serviceId: service.id, stylistId: stylists[0].id };
}

async function main() {
  const db = await openBenchDb();
  const { salonId, serviceId, stylistId } = await seedSalon();
  const switchStylists = (on: boolean) => db.update(salons).set({ stylistsEnabled: on }).where(eq(salons.id, salonId));
  const sample = await daySlots(salonId, serviceId, 3);
  console.log(`seeded ${APPOINTMENTS} appointments; a day offers ${sample?.filter((s) => s.available).length} of ${sample?.length} times with stylists`);

  const without: number[] = [];
  const anyStylist: number[] = [];
  const oneStylist: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    await switchStylists(false);
    const a = await timeMonth(salonId, serviceId);
    await switchStylists(true);
    const b = await timeMonth(salonId, serviceId);
    const c = await timeMonth(salonId, serviceId, stylistId);
    if (round === 0) continue; // warm-up
    without.push(a);
    anyStylist.push(b);
    oneStylist.push(c);
  }
  const floor = median(without);
  const row = (name: string, values: number[]) => console.log(`${name.padEnd(26)} median ${median(values).toFixed(2)} ms/request  ratio ${(median(values) / floor).toFixed(2)}x`);
  console.log(`one day-slots request, median of ${ROUNDS} rounds of ${DAYS} days (goal: with stylists <= 1.5x without)`);
  row('without stylists (floor)', without);
  row('with stylists, any', anyStylist);
  row('with stylists, one chosen', oneStylist);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
