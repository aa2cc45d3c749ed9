/**
 * JavaScript transferred for the first load of the public booking page (DESIGN §8).
 *
 *   npx next build && npx tsx bench/booking-js-bytes.ts            # starts the server itself
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/booking-js-bytes.ts   # or measures a running app
 *   BENCH_AS=staff@luxe.example.com BENCH_PAGES=/,/simple-dashboard npx tsx bench/booking-js-bytes.ts
 *     # signed-in pages: signs in once, then measures each page in a fresh context with that cookie
 *
 * Loads each page once in Chromium with an empty cache and sums, for every script response,
 * the encoded bytes on the wire (the server sends gzip) and, as a cross-check, the body
 * gzipped here at level 9. bench/dashboard-load.ts reuses the pieces exported here.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/book/luxe-beauty-studio', '/book-luxury', '/book/studio-nord'];
/** The sign-in screen, for comparison: roughly what the framework and root layout cost alone. */
export const BASELINE = '/login';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built app on a free port and the embedded database in `dataDir` (emptied first unless `keepData`). */
export async function startApp(dataDir = '.data/bench', { keepData = false } = {}): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${BASELINE}`);
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

/** Waits up to a minute for `url` to answer 200. */
export async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** The session cookie of the demo account `email`, signed in through the sign-in screen. */
export async function sessionCookies(browser: Browser, url: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}${BASELINE}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('salon-demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((target) => target.pathname !== BASELINE, { timeout: 60_000 });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/** Scripts of one first load with an empty cache: count, raw KB, gzip -9 KB and KB on the wire. */
export async function scriptBytes(browser: Browser, url: string, cookies: Cookies) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts: Promise<{ wire: number; raw: number; gzip9: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const { responseBodySize } = await response.request().sizes();
        return { wire: responseBodySize, raw: body.length, gzip9: gzipSync(body, { level: 9 }).length };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  await context.close();
  const sum = (key: 'wire' | 'raw' | 'gzip9') => +(sizes.reduce((total, s) => total + s[key], 0) / 1024).toFixed(1);
  return { scripts: sizes.length, 'raw KB': sum('raw'), 'gzip -9 KB': sum('gzip9'), 'on the wire KB': sum('wire') };
}

async function main() {
  const app = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : await startApp();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const rows = [];
    const cookies = process.env.BENCH_AS ? await sessionCookies(browser, app.url, process.env.BENCH_AS) : [];
    for (const path of [...PAGES, BASELINE]) rows.push({ page: path, ...(await scriptBytes(browser, `${app.url}${path}`, path === BASELINE ? [] : cookies)) });
    console.table(rows);
  } finally {
    await browser.close();
    app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
