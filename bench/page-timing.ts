/**
 * Time to first byte and first load of pages, on one or more running apps measured in turn
 * (A B A B …, so that a machine whose speed drifts affects them alike): e.g. a build before a
 * change against a build after it.
 *
 *   BENCH_APPS=before=http://127.0.0.1:3420,after=http://127.0.0.1:3410 npx tsx bench/page-timing.ts
 *
 * Env: BENCH_RUNS per page and app (default 20), BENCH_PAGES (default /book-luxury,/login),
 * BENCH_CPU_SLOWDOWN (Chromium's CPU throttling, default 1; Lighthouse's mobile run uses 4).
 * TTFB: a plain HTTP GET, time until the response headers. First load: Chromium with an empty
 * cache (a fresh context each run), the navigation timing's responseStart, the first and the
 * largest contentful paint, DOMContentLoaded and load event, and any Content-Security-Policy
 * violation the page reported.
 */
import { chromium, type Browser } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS) || 20;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || 1;
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/book-luxury', '/login'];
const APPS = (process.env.BENCH_APPS ?? 'app=http://127.0.0.1:3000').split(',').map((entry) => {
  const [name, url] = entry.split('=');
  return { name, url };
});

async function ttfb(url: string) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return ms;
}

async function firstLoad(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let violations = 0;
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations++;
  });
  if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  const timing = await page.evaluate(async () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    // The largest contentful paint so far (buffered entries; the last one is the largest).
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(NaN), 1_000);
    });
    return { responseStart: nav.responseStart, fcp, lcp, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
  });
  await context.close();
  return { ...timing, violations };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]);
};

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const rows: Record<string, Record<string, number>> = {};
    for (const path of PAGES) {
      const samples = APPS.map(() => ({ ttfb: [] as number[], responseStart: [] as number[], fcp: [] as number[], lcp: [] as number[], domContentLoaded: [] as number[], load: [] as number[], violations: 0 }));
      for (const app of APPS) {
        await ttfb(`${app.url}${path}`); // warm-up
        await firstLoad(browser, `${app.url}${path}`);
      }
      for (let run = 0; run < RUNS; run++) {
        for (const [i, app] of APPS.entries()) {
          samples[i].ttfb.push(await ttfb(`${app.url}${path}`));
          const load = await firstLoad(browser, `${app.url}${path}`);
          samples[i].responseStart.push(load.responseStart);
          samples[i].fcp.push(load.fcp);
          samples[i].lcp.push(load.lcp);
          samples[i].domContentLoaded.push(load.domContentLoaded);
          samples[i].load.push(load.load);
          samples[i].violations += load.violations;
        }
      }
      for (const [i, app] of APPS.entries()) {
        const s = samples[i];
        rows[`${path} ${app.name}`] = {
          'TTFB median ms': median(s.ttfb),
          'TTFB p95 ms': p95(s.ttfb),
          'browser responseStart ms': median(s.responseStart),
          'FCP ms': median(s.fcp),
          'LCP ms': median(s.lcp),
          'DOMContentLoaded ms': median(s.domContentLoaded),
          'load ms': median(s.load),
          'CSP violations': s.violations,
        };
      }
    }
    console.table(rows);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
