/**
 * The staff dashboard (`/`, signed in as the demo staff member) with 5,000 appointments in the
 * visible month, against the demo seed's month: server render time (sequential
 * requests after a warm-up: median and p95), the HTML's size raw and gzipped (and how much of it
 * is the React Server Components payload), and the JavaScript of a first load (gzip), measured
 * with bench/support/app.ts, against the floor's page rendered per request (bench/floor/app/dynamic)
 * in the same run. Then the owner's Analytics on the same data (30 days, 12 weeks, 12 months).
 *
 *   npx next build && node --conditions=react-server --import tsx bench/dashboard-load.ts
 *
 * Env: BENCH_RUNS (default 20), BENCH_APPOINTMENTS (default 5000). Each case has its own
 * embedded database under .data/bench-dashboard-* (never the demo database). The extra
 * appointments are 30-minute ones on extra stations, 09:00–17:00 every day of the month but
 * Sundays, so the exclusion constraints (one appointment per station at a time) hold.
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { openPglite } from '@/lib/db/client';
import { appointments, services, stationServices, stations, type AppointmentStatus } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { monthRange } from '@/lib/scheduling/calendar-stats';
import { addDays, formatTimeOfDay, todayInZone, weekdayOf, zonedToInstant } from '@/lib/scheduling';
import { scriptBytes, sessionCookies, startApp, startFloor } from './support/app';

const RUNS = Number(process.env.BENCH_RUNS) || 20;
const WARM_UP = 3;
const EXTRA = Number(process.env.BENCH_APPOINTMENTS) || 5000;
const TZ = 'Europe/Budapest';
const STAFF = 'staff@luxe.example.com';
const OWNER = 'owner@luxe.example.com';
const SLOTS_PER_DAY = 16; // 09:00 .. 16:30, 30 minutes each
const STATUSES: AppointmentStatus[] = ['confirmed', 'confirmed', 'confirmed', 'completed', 'pending', 'cancelled'];

/** Creates the seeded database in `dataDir` and adds `count` appointments this month. */
async function seedMonth(dataDir: string, count: number) {
  rmSync(dataDir, { recursive: true, force: true });
  const handle = await openPglite(dataDir);
  try {
    if (count === 0) return;
    const { db } = handle;
    const today = todayInZone(new Date(), TZ);
    const { start, end } = monthRange(today);
    const days: string[] = [];
    for (let day = start; day <= end; day = addDays(day, 1)) if (weekdayOf(day) !== 'sunday') days.push(day);
    const stationCount = Math.ceil(count / (days.length * SLOTS_PER_DAY));
    const added = await db
      .insert(stations)
      .values(Array.from({ length: stationCount }, (_, i) => ({ salonId: DEMO_SALON_ID, name: `Bench Chair ${i + 1}` })))
      .returning({ id: stations.id });
    const [service] = await db.select({ id: services.id }).from(services).where(eq(services.name, "Men's Haircut"));
    // The service is limited to some stations (station_services): list the new ones too.
    await db.insert(stationServices).values(added.map((station) => ({ stationId: station.id, serviceId: service.id })));
    const rows: (typeof appointments.$inferInsert)[] = [];
    for (const day of days) {
      for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
        const startTime = zonedToInstant(day, formatTimeOfDay(9 * 60 + slot * 30), TZ)!;
        for (const station of added) {
          if (rows.length === count) break;
          rows.push({
            salonId: DEMO_SALON_ID,
            serviceId: service.id,
            stationId: station.id,
            customerName: `Bench Customer ${rows.length + 1}`,
            customerPhone: '+36 30 000 0000',
            customerEmail: rows.length % 3 ? `bench${rows.length}@example.com` : null,
            startTime,
            endTime: new Date(startTime.getTime() + 30 * 60_000),
            status: STATUSES[rows.length % STATUSES.length],
          });
        }
      }
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(appointments).values(rows.slice(i, i + 500));
    // Fresh planner statistics, as autovacuum would give a real server after a bulk load.
    await db.execute(sql`ANALYZE appointments`);
    console.log(`${dataDir}: +${rows.length} appointments on ${stationCount} extra stations, ${days.length} days of ${start.slice(0, 7)}`);
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Server render time and HTML of `path` for a signed-in user, `RUNS` sequential requests after a warm-up. */
async function measureRender(url: string, cookie: string, path = '/') {
  const times: number[] = [];
  let html = '';
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie, 'accept-encoding': 'identity' }, redirect: 'manual' });
    html = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((sum, m) => sum + m[1].length, 0);
  return {
    'render median ms': +percentile(times, 50).toFixed(1),
    'render p95 ms': +percentile(times, 95).toFixed(1),
    'HTML KB': +(html.length / 1024).toFixed(1),
    'HTML gzip KB': +(gzipSync(html).length / 1024).toFixed(1),
    'of which RSC payload KB': +(flight / 1024).toFixed(1),
  };
}

async function measureCase(browser: Browser, name: string, extra: number) {
  const dataDir = `.data/bench-dashboard-${extra}`;
  await seedMonth(dataDir, extra);
  const app = await startApp(dataDir, { keepData: true });
  try {
    const cookies = await sessionCookies(browser, app.url, STAFF);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const render = await measureRender(app.url, cookie);
    const js = await scriptBytes(browser, `${app.url}/`, cookies);
    // The owner's Analytics reads the same appointments: the last 30 days, 12 weeks and 12 months.
    const owner = (await sessionCookies(browser, app.url, OWNER)).map((c) => `${c.name}=${c.value}`).join('; ');
    const analytics = [];
    for (const period of ['day', 'week', 'month']) {
      const { 'render median ms': median, 'render p95 ms': p95, 'HTML gzip KB': gzip } = await measureRender(app.url, owner, `/admin/analytics?period=${period}`);
      analytics.push({ case: name, page: `/admin/analytics?period=${period}`, 'render median ms': median, 'render p95 ms': p95, 'HTML gzip KB': gzip });
    }
    return { dashboard: { case: name, ...render, 'JS first load gzip KB': js['on the wire KB'], 'JS gzip -9 KB': js['gzip -9 KB'] }, analytics };
  } finally {
    app.stop();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const floor = await startFloor();
    const floorRender = await measureRender(floor.url, '', '/dynamic').finally(() => floor.stop());
    const cases = [await measureCase(browser, 'seeded month', 0), await measureCase(browser, `+${EXTRA} this month`, EXTRA)];
    const times = (render: typeof floorRender) => ({
      'render median ms': render['render median ms'],
      'x floor': +(render['render median ms'] / Math.max(1, floorRender['render median ms'])).toFixed(1),
    });
    console.table([{ case: 'floor (a bare page rendered per request)', ...floorRender, ...times(floorRender) }, ...cases.map((c) => ({ ...c.dashboard, ...times(c.dashboard) }))]);
    console.table(cases.flatMap((c) => c.analytics));
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error?.cause ?? error);
  process.exit(1);
});
