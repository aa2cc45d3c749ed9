/**
 * Lighthouse mobile (its default: a throttled mid-range phone) on the floor, the booking page
 * and the staff dashboard, median of BENCH_RUNS (default 5) runs each, in one run.
 *
 *   npx next build && npx tsx bench/lighthouse.ts
 *
 * Lighthouse is fetched by npx at a pinned version (12.8.2, the newest that runs on Node 20), so
 * it is not an install of every test run. The floor is bench/floor (see bench/page-js.ts).
 *
 * The load itself is throttled (Lighthouse's applied, "devtools" throttling): a slow network shows
 * what a phone waits for, e.g. a stylesheet's round trip. BENCH_THROTTLING=simulate gives
 * Lighthouse's default instead, an estimate from an unthrottled load; on localhost its LCP depends
 * on whether the page's scripts happened to run before its first paint, a race (the floor's own
 * LCP moved from 660 to 1,278 ms between two runs of the same build): docs/decisions.md.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { sessionCookies, startApp, startFloor } from './support/app';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const THROTTLING = process.env.BENCH_THROTTLING === 'simulate' ? 'simulate' : 'devtools';

type Audit = { score: number; lcp: number; tbt: number; ttfb: number };

function lighthouse(url: string, cookie?: string): Audit {
  const args = ['-y', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--output=json', '--output-path=stdout', `--throttling-method=${THROTTLING}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const report = JSON.parse(execFileSync('npx', args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 }).toString());
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${report.finalDisplayedUrl}`);
  const value = (id: string) => Math.round(report.audits[id].numericValue);
  return { score: Math.round(report.categories.performance.score * 100), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), ttfb: value('server-response-time') };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const [floor, app] = await Promise.all([startFloor(), startApp('.data/bench-lighthouse')]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const staff = (await sessionCookies(browser, app.url, 'staff@luxe.example.com')).map((c) => `${c.name}=${c.value}`).join('; ');
  await browser.close();
  try {
    const targets = [
      { page: 'floor', url: floor.url },
      { page: '/book-luxury', url: `${app.url}/book-luxury` },
      { page: '/book/studio-nord', url: `${app.url}/book/studio-nord` },
      { page: '/ (staff dashboard)', url: `${app.url}/`, cookie: staff },
    ];
    const rows = [];
    let floorLcp = 0;
    for (const { page, url, cookie } of targets) {
      const audits = Array.from({ length: RUNS }, () => lighthouse(url, cookie));
      const lcp = median(audits.map((a) => a.lcp));
      floorLcp ||= lcp;
      rows.push({ page, score: median(audits.map((a) => a.score)), 'LCP ms': lcp, 'LCP x floor': +(lcp / floorLcp).toFixed(2), 'TBT ms': median(audits.map((a) => a.tbt)), 'TTFB ms': median(audits.map((a) => a.ttfb)) });
    }
    console.log(`Lighthouse ${LIGHTHOUSE}, mobile, ${THROTTLING} throttling, median of ${RUNS}`);
    console.table(rows);
  } finally {
    floor.stop();
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
