/**
 * JavaScript transferred for the first load of the public booking page (DESIGN §8).
 *
 *   npx next build && npx tsx bench/booking-js-bytes.ts            # starts the server itself
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/booking-js-bytes.ts   # or measures a running app
 *
 * Loads each page once in Chromium with an empty cache and sums, for every script response,
 * the encoded bytes on the wire (the server sends gzip) and, as a cross-check, the body
 * gzipped here at level 9.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PAGES = ['/book/luxe-beauty-studio', '/book-luxury', '/book/studio-nord'];
/** The sign-in screen, for comparison: roughly what the framework and root layout cost alone. */
const BASELINE = '/login';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startApp(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  rmSync('.data/bench', { recursive: true, force: true });
  const child = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, PGLITE_DATA_DIR: '.data/bench', NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}${PAGES[0]}`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

async function main() {
  const app = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : await startApp();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const rows = [];
    for (const path of [...PAGES, BASELINE]) {
      const context = await browser.newContext();
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
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      const sum = (key: 'wire' | 'raw' | 'gzip9') => sizes.reduce((total, s) => total + s[key], 0);
      rows.push({ page: path, scripts: sizes.length, 'raw KB': +(sum('raw') / 1024).toFixed(1), 'gzip -9 KB': +(sum('gzip9') / 1024).toFixed(1), 'on the wire KB': +(sum('wire') / 1024).toFixed(1) });
      await context.close();
    }
    console.table(rows);
  } finally {
    await browser.close();
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
