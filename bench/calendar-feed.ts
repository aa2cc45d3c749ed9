/**
 * A busy stylist's calendar feed (issue 36): 2,000 appointments in the feed's window, served
 * by the built app, against the app's cheapest page (/login, signed out) in the same run:
 * sequential requests after a warm-up (median and p95), the feed's size, and the 304 path (a
 * calendar app sending back the ETag it got).
 *
 *   npx next build && node --conditions=react-server --import tsx bench/calendar-feed.ts
 *
 * Env: BENCH_RUNS (default 20; at most 25, the feed's own rate limit is 30 per 10 minutes),
 * BENCH_APPOINTMENTS (default 2000). Its embedded database is .data/bench-feed (never the demo
 * one). Two stylists of the demo salon get the same load, one feed each: one for the 200s, one
 * for the 304s, so neither passes its rate limit. Their appointments are 30-minute ones on a
 * bench station of their own, 09:00-15:00 every day from 20 days ago on; every tenth was moved
 * once (SEQUENCE 1) and every twentieth cancelled.
 */
import { rmSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { openPglite } from '@/lib/db/client';
import { appointments, calendarFeeds, services, stationServices, stations, stylistHours, users } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { addDays, formatTimeOfDay, todayInZone, zonedToInstant } from '@/lib/scheduling';
import { feedSecretHash } from '@/features/feeds/data/feed-calendar';
import { startApp } from './support/app';

const RUNS = Math.min(25, Number(process.env.BENCH_RUNS) || 20);
const WARM_UP = 3;
const COUNT = Number(process.env.BENCH_APPOINTMENTS) || 2000;
const TZ = 'Europe/Budapest';
const DATA_DIR = '.data/bench-feed';
const SLOTS_PER_DAY = 12; // 09:00 .. 14:30
const SECRETS = ['A'.repeat(43), 'B'.repeat(43)];

async function seed() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const handle = await openPglite(DATA_DIR);
  try {
    const { db } = handle;
    const [service] = await db.select({ id: services.id }).from(services).where(eq(services.name, "Men's Haircut"));
    for (const [index, secret] of SECRETS.entries()) {
      const [stylist] = await db.insert(users).values({ salonId: DEMO_SALON_ID, role: 'staff', fullName: `Bench Stylist ${index + 1}`, email: `bench-stylist-${index}@example.com`, bookable: true }).returning({ id: users.id });
      const [station] = await db.insert(stations).values({ salonId: DEMO_SALON_ID, name: `Bench Chair ${index + 1}` }).returning({ id: stations.id });
      await db.insert(stationServices).values({ stationId: station.id, serviceId: service.id });
      // The demo salon books by stylist: theirs are every day's hours.
      await db.insert(stylistHours).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ salonId: DEMO_SALON_ID, userId: stylist.id, weekday, fromTime: '08:00', toTime: '20:00' })));
      const rows: (typeof appointments.$inferInsert)[] = [];
      for (let day = addDays(todayInZone(new Date(), TZ), -20); rows.length < COUNT; day = addDays(day, 1)) {
        for (let slot = 0; slot < SLOTS_PER_DAY && rows.length < COUNT; slot++) {
          const startTime = zonedToInstant(day, formatTimeOfDay(9 * 60 + slot * 30), TZ)!;
          rows.push({ salonId: DEMO_SALON_ID, serviceId: service.id, stationId: station.id, staffId: stylist.id, customerName: `Bench Customer ${rows.length + 1}`, customerPhone: '+36 30 000 0000', startTime, endTime: new Date(startTime.getTime() + 30 * 60_000), status: rows.length % 7 ? 'confirmed' : 'pending' });
        }
      }
      const ids: string[] = [];
      for (let i = 0; i < rows.length; i += 500) ids.push(...(await db.insert(appointments).values(rows.slice(i, i + 500)).returning({ id: appointments.id })).map((row) => row.id));
      // Changes, as the change feed's trigger records them: a later end (moved), a cancellation.
      await db.update(appointments).set({ endTime: sql`${appointments.endTime} - interval '5 minutes'` }).where(inArray(appointments.id, ids.filter((_, i) => i % 10 === 3)));
      await db.update(appointments).set({ status: 'cancelled' }).where(inArray(appointments.id, ids.filter((_, i) => i % 20 === 7)));
      await db.insert(calendarFeeds).values({ userId: stylist.id, salonId: DEMO_SALON_ID, scope: 'member', secretHash: feedSecretHash(secret) });
    }
    await db.execute(sql`ANALYZE`);
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `RUNS` sequential GETs of `path` after a warm-up, each expected to answer `status`. */
async function measure(url: string, path: string, status: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  let bytes = 0;
  let etag = '';
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
    const body = await response.text();
    if (i >= WARM_UP) times.push(performance.now() - started);
    if (response.status !== status) throw new Error(`GET ${path} answered ${response.status}, not ${status}`);
    bytes = body.length;
    etag = response.headers.get('etag') ?? '';
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), bytes, etag };
}

async function main() {
  await seed();
  const app = await startApp(DATA_DIR, { keepData: true });
  try {
    const floor = await measure(app.url, '/login', 200);
    const full = await measure(app.url, `/feeds/${SECRETS[0]}.ics`, 200);
    const events = ((await (await fetch(`${app.url}/feeds/${SECRETS[1]}.ics`)).text()).match(/BEGIN:VEVENT/g) ?? []).length;
    const first = await fetch(`${app.url}/feeds/${SECRETS[1]}.ics`);
    const notModified = await measure(app.url, `/feeds/${SECRETS[1]}.ics`, 304, { 'if-none-match': first.headers.get('etag')! });
    const row = (name: string, m: typeof floor) => ({ request: name, 'median ms': +m.median.toFixed(1), 'p95 ms': +m.p95.toFixed(1), 'median ÷ /login': +(m.median / floor.median).toFixed(2), KB: +(m.bytes / 1024).toFixed(1) });
    console.log(`${COUNT} appointments per stylist; the feed holds ${events} events; ${RUNS} runs after ${WARM_UP} warm-up`);
    console.table([row('/login (floor)', floor), row('feed, 200', full), row('feed, 304 (If-None-Match)', notModified)]);
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  console.error(error?.cause ?? error);
  process.exit(1);
});
