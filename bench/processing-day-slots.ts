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
import { closeDb, getDb } from '@/lib/db/client';
import { services } from '@/lib/db/schema';
import { DAYS, daySlots, everyDaySalon, fillMonth, timeMonth } from './support/busy-month';
import { openBenchDb, median } from './support/database';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5;
const STATIONS = 6;
const STYLISTS = 10;

async function seedSalon() {
  const db = await getDb();
  const { salonId, chairs, stylists } = await everyDaySalon('Bench Processing', STATIONS, STYLISTS);
  const [toner, cut, colour, block] = await db
    .insert(services)
    .values([
      { salonId, name: 'Toner', durationMinutes: 60, processingStartMinutes: 20, processingMinutes: 20, price: 9000 },
      { salonId, name: 'Cut', durationMinutes: 60, price: 9000 },
      { salonId, name: 'Colour', durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 45, bufferMinutes: 15, price: 30000 },
      { salonId, name: 'Long cut', durationMinutes: 120, price: 30000 },
    ])
    .returning({ id: services.id });
  await fillMonth(salonId, chairs, stylists, [toner.id, cut.id]);
  return { salonId, colour: colour.id, block: block.id };
}

async function main() {
  await openBenchDb();
  const { salonId, colour, block } = await seedSalon();
  const offered = async (serviceId: string) => (await daySlots(salonId, serviceId, 3))!.filter((s) => s.available).length;
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
