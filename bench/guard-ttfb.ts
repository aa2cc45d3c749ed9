/**
 * Time to first byte of the guarded dashboard (`/`, signed in as the demo staff member) and of
 * a refused page (`/admin`, the same staff member), sequential requests after a warm-up, with
 * the sign-in screen as the floor measured in the same run: what the guarded layout's session
 * and role check (done before anything streams) adds.
 *
 *   npx next build && npx tsx bench/guard-ttfb.ts
 *
 * Env: BENCH_RUNS (default 40). Its own embedded database under .data/bench-guard.
 */
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import { sessionCookies, startApp } from './support/app';

const RUNS = Number(process.env.BENCH_RUNS) || 40;
const WARM_UP = 5;

/** Milliseconds until the first byte of the body, and the status. */
function ttfb(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { headers: { cookie } }, (res) => {
      res.once('data', () => resolve({ ms: performance.now() - start, status: res.statusCode! }));
      res.resume();
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(url: string, cookie: string) {
  for (let i = 0; i < WARM_UP; i++) await ttfb(url, cookie);
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) ({ ms: samples[i], status } = await ttfb(url, cookie));
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  return `HTTP ${status}, median ${at(0.5)} ms, p90 ${at(0.9)} ms`;
}

const app = await startApp('.data/bench-guard');
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const cookies = await sessionCookies(browser, app.url, 'staff@luxe.example.com');
  await browser.close();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  console.log(`floor: /login signed out      ${await measure(`${app.url}/login`, '')}`);
  console.log(`/ as staff                    ${await measure(`${app.url}/`, cookie)}`);
  console.log(`/admin as staff (refused)     ${await measure(`${app.url}/admin`, cookie)}`);
} finally {
  app.stop();
}
