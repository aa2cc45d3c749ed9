import { getPublicDaySlots } from '@/features/booking/data/day-slots';
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

/** One day-times request per day of the month, in ms per request. */
export async function timeMonth(salonId: string, serviceId: string, stylist?: string): Promise<number> {
  const started = performance.now();
  for (let d = 0; d < DAYS; d++) await getPublicDaySlots(salonId, serviceId, addDays(MONTH_START, d), NOW, stylist);
  return (performance.now() - started) / DAYS;
}

/** The day times of one day of the month, as the public page gets them. */
export const daySlots = (salonId: string, serviceId: string, day: number) => getPublicDaySlots(salonId, serviceId, addDays(MONTH_START, day), NOW);
