import { sql } from 'drizzle-orm';
import { getPublicDaySlots, type AddedService } from '@/features/booking/data/day-slots';
import { getDb } from '@/lib/db/client';
import { salons, stations, stylistHours, users } from '@/lib/db/schema';
import { addDays } from '@/lib/scheduling';

// The day-times benches' salon: open 08:00-20:00 every day, with stations and stylists, and a
// month whose every day is inside the 30-day booking window.

export const MONTH_START = '2027-03-01';
export const DAYS = 30;
/** The day before the month. */
const NOW = new Date('2027-02-28T12:00:00Z');
const EVERY_DAY = { start_time: '08:00', end_time: '20:00', is_closed: false };

/** A salon open every day from 08:00 to 20:00 with `stationCount` chairs and `stylistCount` stylists (every service, the same hours). */
export async function everyDaySalon(name: string, stationCount: number, stylistCount: number) {
  const db = await getDb();
  const openingHours = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, EVERY_DAY]));
  const [salon] = await db
    .insert(salons)
    .values({ name, customSubdomain: `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}`, openingHours, stationsEnabled: true, stylistsEnabled: true })
    .returning({ id: salons.id });
  const chairs = await db.insert(stations).values(Array.from({ length: stationCount }, (_, n) => ({ salonId: salon.id, name: `Chair ${n + 1}` }))).returning({ id: stations.id });
  const stylists = await db
    .insert(users)
    .values(Array.from({ length: stylistCount }, (_, n) => ({ salonId: salon.id, role: 'staff' as const, fullName: `Stylist ${n + 1}`, email: `bench-${n + 1}-${salon.id}@example.com`, bookable: true })))
    .returning({ id: users.id });
  await db.insert(stylistHours).values(stylists.flatMap((s) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ salonId: salon.id, userId: s.id, weekday, fromTime: '08:00', toTime: '20:00' }))));
  return { salonId: salon.id, chairs, stylists };
}

/**
 * The busy month: station s at hour h (08:00-16:00) of every day holds one hour with stylist
 * (s + h) % stylists, never twice at once: 54 appointments a day with 6 stations, every station
 * full from 08:00 to 17:00, alternating the two services given.
 */
export async function fillMonth(salonId: string, chairs: { id: string }[], stylists: { id: string }[], [even, odd]: [string, string]) {
  const db = await getDb();
  const array = (rows: { id: string }[]) => sql.raw(`ARRAY['${rows.map((r) => r.id).join("','")}']::uuid[]`);
  await db.execute(sql`
    INSERT INTO appointments (salon_id, service_id, station_id, staff_id, customer_name, start_time, end_time, status)
    SELECT ${salonId}, CASE WHEN (s + h) % 2 = 0 THEN ${even}::uuid ELSE ${odd}::uuid END, (${array(chairs)})[1 + s], (${array(stylists)})[1 + (s + h) % ${stylists.length}],
           'Customer ' || d || '-' || s || '-' || h, t.start, t.start + interval '60 minutes', 'confirmed'
    FROM generate_series(0, ${DAYS - 1}) AS d, generate_series(0, ${chairs.length - 1}) AS s, generate_series(0, 8) AS h,
         LATERAL (SELECT ((${MONTH_START}::date + d) + time '08:00' + h * interval '1 hour') AT TIME ZONE 'Europe/Budapest' AS start) t`);
  await db.execute(sql`ANALYZE appointments`);
  await db.execute(sql`ANALYZE lane_claims`);
}

/** One day-times request per day of the month (for a visit: with the services `added`), in ms per request. */
export async function timeMonth(salonId: string, serviceId: string, stylist?: string, added: AddedService[] = []): Promise<number> {
  const started = performance.now();
  for (let d = 0; d < DAYS; d++) await getPublicDaySlots(salonId, serviceId, addDays(MONTH_START, d), NOW, stylist, added);
  return (performance.now() - started) / DAYS;
}

/** The day times of one day of the month, as the public page gets them. */
export const daySlots = (salonId: string, serviceId: string, day: number, added: AddedService[] = []) => getPublicDaySlots(salonId, serviceId, addDays(MONTH_START, day), NOW, undefined, added);

/** The benches' "now": the day before the month. */
export const BENCH_NOW = NOW;
