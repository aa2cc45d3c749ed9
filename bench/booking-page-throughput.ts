/**
 * A booking page's GET against the floor's (bench/floor: a bare Next.js page, static), served on
 * the same machine in the same run: time to first byte one request at a time, and requests per
 * second with BENCH_CLIENTS (default 8) clients for BENCH_SECONDS (default 10) each. The app runs
 * twice: as deployed (booking pages from server.mjs's page cache, lib/net/page-cache.mjs) and with
 * PAGE_CACHE=off (every page rendered per request, as before issue 37).
 *
 *   npx next build && npx tsx bench/booking-page-throughput.ts
 *
 * Env: BENCH_RUNS sequential GETs for TTFB (default 30), BENCH_PAGES (default
 * /book/studio-nord,/book-luxury). Every GET sends a browser's Accept-Language and gzip, as a
 * visitor would. The app's admission control (server.mjs) answers 503 past its capacity: those
 * are counted apart, not as pages served; any other answer but 200 stops the run.
 */
import { startApp, startFloor } from './support/app';

const RUNS = Number(process.env.BENCH_RUNS) || 30;
const CLIENTS = Number(process.env.BENCH_CLIENTS) || 8;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/book/studio-nord', '/book-luxury'];
const HEADERS = { 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': 'gzip' };

/** One GET: its time to the response headers, and whether the instance was too busy (503, its admission control). */
async function get(url: string): Promise<{ ms: number; busy: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers: HEADERS, redirect: 'manual' });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200 && response.status !== 503) throw new Error(`${url} answered ${response.status}`);
  return { ms, busy: response.status === 503 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Pages served per second (and 503s answered) with CLIENTS clients each sending GETs back to back for SECONDS. */
async function throughput(url: string): Promise<{ rate: number; busy: number }> {
  const until = performance.now() + SECONDS * 1000;
  let served = 0;
  let busy = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        if ((await get(url)).busy) busy++;
        else served++;
      }
    }),
  );
  return { rate: served / SECONDS, busy };
}

async function main() {
  const [floor, app, rendering] = await Promise.all([
    startFloor(),
    startApp('.data/bench-booking-page'),
    startApp('.data/bench-booking-page-off', { env: { PAGE_CACHE: 'off' } }),
  ]);
  try {
    const targets = [
      { page: 'floor', url: floor.url },
      ...PAGES.map((page) => ({ page: `${page} (cached)`, url: `${app.url}${page}` })),
      ...PAGES.map((page) => ({ page: `${page} (PAGE_CACHE=off)`, url: `${rendering.url}${page}` })),
    ];
    const rows = [];
    let floorTtfb = 0;
    let floorRate = 0;
    for (const { page, url } of targets) {
      for (let i = 0; i < 5; i++) await get(url); // warm up
      const times = [];
      for (let i = 0; i < RUNS; i++) times.push((await get(url)).ms);
      const ttfb = median(times);
      const { rate, busy } = await throughput(url);
      floorTtfb ||= ttfb;
      floorRate ||= rate;
      rows.push({ page, 'TTFB ms (median)': +ttfb.toFixed(1), 'TTFB x floor': +(ttfb / floorTtfb).toFixed(2), 'req/s': Math.round(rate), 'req/s ÷ floor': +(rate / floorRate).toFixed(2), '503s': busy });
    }
    console.log(`GET one at a time (median of ${RUNS}) and with ${CLIENTS} clients for ${SECONDS} s`);
    console.table(rows);
  } finally {
    floor.stop();
    app.stop();
    rendering.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
