/**
 * The day times of a service with processing time and clean-up (issue 34) against a service of
 * the same length in one block, in the same salon and run: 6 stations, 10 stylists (every
 * service, 08:00-20:00 daily) and a busy month of 1,620 appointments (54 a day, every station
 * full from 08:00 to 17:00, half of them with processing time). Each round asks for every day of
 * the month once for each service, "Any stylist", interleaved so both see the same machine.
 *
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/processing-day-slots.ts
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/processing-day-slots.ts
 */
import { sql } from 'drizzle-orm';
import { getPublicDaySlots } from '@/features/booking/data/day-slots';
import { closeDb, getDb } from '@/lib/db/client';
import { salons, services, stations, stylistHours, users } from '@/lib/db/schema';
import { addDays } from '@/lib/scheduling';
import { openBenchDb, median } from './support/database';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5;
const MONTH_START = '2027-03-01';
const DAYS = 30;
const STATIONS = 6;
const STYLISTS = 10;
/** The day before the month: every day of it is inside the 30-day booking window. */
const NOW = new Date('2027-02-28T12:00:00Z');
const EVERY_DAY = { start_time: '08:00', end_time: '20:00', is_closed: false };

async function seedSalon() {
  const db = await getDb();
  const openingHours = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, EVERY_DAY]));
  const [salon] = await db
    .insert(salons)
    .values({ name: 'Bench Processing', customSubdomain: `bench-processing-${Date.now()}`, openingHours, stationsEnabled: true, stylistsEnabled: true })
    .returning({ id: salons.id });
  const [toner, cut, colour, block] = await db
    .insert(services)
    .values([
      { salonId: salon.id, name: 'Toner', durationMinutes: 60, processingStartMinutes: 20, processingMinutes: 20, price: 9000 },
      { salonId: salon.id, name: 'Cut', durationMinutes: 60, price: 9000 },
      { salonId: salon.id, name: 'Colour', durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 45, bufferMinutes: 15, price: 30000 },
      { salonId: salon.id, name: 'Long cut', durationMinutes: 120, price: 30000 },
    ])
    .returning({ id: services.id });
  const chairs = await db.insert(stations).values(Array.from({ length: STATIONS }, (_, n) => ({ salonId: salon.id, name: `Chair ${n + 1}` }))).returning({ id: stations.id });
  const stylists = await db
    .insert(users)
    .values(Array.from({ length: STYLISTS }, (_, n) => ({ salonId: salon.id, role: 'staff' as const, fullName: `Stylist ${n + 1}`, email: `bench-${n}-${salon.id}@example.com`, bookable: true })))
    .returning({ id: users.id });
  await db.insert(stylistHours).values(stylists.flatMap((s) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ salonId: salon.id, userId: s.id, weekday, fromTime: '08:00', toTime: '20:00' }))));
  // Station s at hour h (08:00-16:00) holds one hour with stylist (s + h) % 10: never twice at once.
  const array = (rows: { id: string }[]) => sql.raw(`ARRAY['${rows.map((r) => r.id).join("','")}']::uuid[]`);
  await db.execute(sql`
    INSERT INTO appointments (salon_id, service_id, station_id, staff_id, customer_name, start_time, end_time, status)
    SELECT ${salon.id}, CASE WHEN (s + h) % 2 = 0 THEN ${toner.id}::uuid ELSE ${cut.id}::uuid END, (${array(chairs)})[1 + s], (${array(stylists)})[1 + (s + h) % ${STYLISTS}],
           'Customer ' || d || '-' || s || '-' || h, t.start, t.start + interval '60 minutes', 'confirmed'
    FROM generate_series(0, ${DAYS - 1}) AS d, generate_series(0, ${STATIONS - 1}) AS s, generate_series(0, 8) AS h,
         LATERAL (SELECT ((${MONTH_START}::date + d) + time '08:00' + h * interval '1 hour') AT TIME ZONE 'Europe/Budapest' AS start) t`);
  await db.execute(sql`ANALYZE appointments`);
  await db.execute(sql`ANALYZE lane_claims`);
  return { salonId: salon.id, colour: colour.id, block: block.id };
}

async function timeMonth(salonId: string, serviceId: string): Promise<number> {
  const started = performance.now();
  for (let d = 0; d < DAYS; d++) await getPublicDaySlots(salonId, serviceId, addDays(MONTH_START, d), NOW);
  return (performance.now() - started) / DAYS;
}

async function main() {
  await openBenchDb();
  const { salonId, colour, block } = await seedSalon();
  const offered = async (serviceId: string) => (await getPublicDaySlots(salonId, serviceId, addDays(MONTH_START, 3), NOW))!.filter((s) => s.available).length;
  console.log(`seeded ${DAYS * STATIONS * 9} appointments; a day offers the colour ${await offered(colour)} times, the one-block service ${await offered(block)}`);

  const plain: number[] = [];
  const segmented: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const a = await timeMonth(salonId, block);
    const b = await timeMonth(salonId, colour);
    if (round === 0) continue; // warm-up
    plain.push(a);
    segmented.push(b);
  }
  const floor = median(plain);
  const row = (name: string, values: number[]) => console.log(`${name.padEnd(34)} median ${median(values).toFixed(2)} ms/request  ratio ${(median(values) / floor).toFixed(2)}x`);
  console.log(`one day-times request, median of ${ROUNDS} rounds of ${DAYS} days (goal: with processing <= 2x one block)`);
  row('120 min in one block (floor)', plain);
  row('120 min with processing, clean-up', segmented);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
