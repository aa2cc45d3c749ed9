/**
 * Several services in one visit (issue 34 item 2), in the busy month of
 * bench/processing-day-slots.ts (6 stations, 10 stylists, 1,620 appointments):
 * - the day times of a two-service visit (a 30-minute cut, then a colour of 120 minutes with 45
 *   of processing and 15 of clean-up) against the colour alone, "Any stylist", every day of the
 *   month, interleaved in the same run (goal: ratio <= 2x);
 * - on PostgreSQL, booking that visit (createPublicBooking: every check, one transaction, the
 *   messages) one at a time against a bare SQL INSERT of one row, and the colour alone beside it.
 *
 *   PGLITE_DATA_DIR=memory:// node --conditions=react-server --import tsx bench/visit-day-slots.ts
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/visit-day-slots.ts
 */
import pg from 'pg';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { closeDb, getDb } from '@/lib/db/client';
import { salons, services } from '@/lib/db/schema';
import { addDays, formatTimeOfDay } from '@/lib/scheduling';
import { BENCH_NOW, DAYS, MONTH_START, daySlots, everyDaySalon, fillMonth, timeMonth } from './support/busy-month';
import { bareInsert } from './support/bare-insert';
import { median, openBenchDb } from './support/database';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 5;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS) || 60;

async function seedSalon() {
  const db = await getDb();
  const { salonId, chairs, stylists } = await everyDaySalon('Bench Visits', 6, 10);
  const [toner, hour, colour, cut] = await db
    .insert(services)
    .values([
      { salonId, name: 'Toner', durationMinutes: 60, processingStartMinutes: 20, processingMinutes: 20, price: 9000 },
      { salonId, name: 'Hour cut', durationMinutes: 60, price: 9000 },
      { salonId, name: 'Colour', durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 45, bufferMinutes: 15, price: 30000 },
      { salonId, name: 'Cut', durationMinutes: 30, bufferMinutes: 10, price: 8000 },
    ])
    .returning({ id: services.id });
  await fillMonth(salonId, chairs, stylists, [toner.id, hour.id]);
  return { salonId, colour: colour.id, cut: cut.id };
}

/** The evening's free time (the month is full until 17:00): six bookings at 17:00 a day, one per station. */
const evening = (n: number) => ({ date: addDays(MONTH_START, Math.floor(n / 6) % DAYS), time: '17:00' });

async function timedBookings(label: string, book: (n: number) => Promise<boolean>) {
  const samples: number[] = [];
  for (let n = 0; n < BOOKINGS; n++) {
    const started = performance.now();
    if (!(await book(n))) throw new Error(`${label}: booking ${n} refused`);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function main() {
  await openBenchDb();
  const { salonId, colour, cut } = await seedSalon();
  const visit = [{ serviceId: colour, stylist: 'any' }];
  const offered = async (added = visit) => (await daySlots(salonId, cut, 3, added))!.filter((s) => s.available).length;
  console.log(`a day offers the visit ${await offered()} times, the colour alone ${(await daySlots(salonId, colour, 3))!.filter((s) => s.available).length}`);

  const single: number[] = [];
  const twoServices: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const a = await timeMonth(salonId, colour);
    const b = await timeMonth(salonId, cut, undefined, visit);
    if (round === 0) continue; // warm-up
    single.push(a);
    twoServices.push(b);
  }
  const floor = median(single);
  const row = (name: string, value: number, base: number) => console.log(`${name.padEnd(40)} median ${value.toFixed(2)} ms  ratio ${(value / base).toFixed(2)}x`);
  console.log(`one day-times request, median of ${ROUNDS} rounds of ${DAYS} days (goal: the visit <= 2x one service)`);
  row('colour alone (floor)', floor, floor);
  row('cut + colour, one visit', median(twoServices), floor);

  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const db = await getDb();
    const [bareSalon] = await db.insert(salons).values({ name: 'Bench bare', customSubdomain: `bench-bare-${Date.now().toString(36)}` }).returning({ id: salons.id });
    const [bareService] = await db.insert(services).values({ salonId: bareSalon.id, name: 'Quick', durationMinutes: 15, price: 1000 }).returning({ id: services.id });
    const payload = (n: number, serviceId: string, more: string[]) => ({
      ...{ salonId, serviceId, ...evening(n), moreServiceIds: more, moreStylistIds: more.map(() => 'any') },
      ...{ customerName: `Visit ${n}`, customerPhone: '+36 30 123 4567', customerEmail: 'visit@example.com', csrfToken: 'bench-token' },
    });
    const book = async (n: number, serviceId: string, more: string[]) =>
      (await createPublicBooking(payload(n, serviceId, more), { clientAddress: `bench-visit-${serviceId}-${n}`, csrfCookie: 'bench-token', now: BENCH_NOW })).ok;
    const bare = await timedBookings('bare', async (n) => Boolean(await bareInsert(client, { salonId: bareSalon.id, serviceId: bareService.id }, addDays(MONTH_START, Math.floor(n / 40)), formatTimeOfDay(8 * 60 + (n % 40) * 15), `Bare ${n}`)));
    const visits = await timedBookings('visit', (n) => book(n, cut, [colour]));
    await client.query(`UPDATE appointments SET status = 'cancelled' WHERE salon_id = $1 AND customer_name LIKE 'Visit %'`, [salonId]);
    const singles = await timedBookings('single', (n) => book(n, colour, []));
    console.log(`booking one at a time, median of ${BOOKINGS}`);
    row('bare INSERT (floor)', bare, bare);
    row('colour alone (createPublicBooking)', singles, bare);
    row('cut + colour visit (createPublicBooking)', visits, bare);
    await client.end();
  }
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
