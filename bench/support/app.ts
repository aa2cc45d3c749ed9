/**
 * What the benches share: the built app started on a free port with its own embedded database,
 * the floor (bench/floor: a bare Next.js page with one client component) beside it, a demo
 * account's session, and the JavaScript of a first load.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Response } from '@playwright/test';

/** The sign-in screen: where a started app is first asked for, and where the demo accounts sign in. */
const SIGN_IN = '/login';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built app on a free port and the embedded database in `dataDir` (emptied first unless `keepData`), with `env` added to its environment. */
export async function startApp(dataDir = '.data/bench', { keepData = false, env = {} as Record<string, string> } = {}): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${SIGN_IN}`);
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
  await page.goto(`${url}${SIGN_IN}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('salon-demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((target) => target.pathname !== SIGN_IN, { timeout: 60_000 });
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
  const count = (response: Response) => {
    // Downloaded scripts only: the ICU warm-up's worker (components/shell/intl-warm-up.tsx) runs a
    // blob: URL made in the page, and its target is gone once the worker closes itself.
    if (response.request().resourceType() !== 'script' || response.url().startsWith('blob:')) return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const { responseBodySize } = await response.request().sizes();
        return { wire: responseBodySize, raw: body.length, gzip9: gzipSync(body, { level: 9 }).length };
      })(),
    );
  };
  page.on('response', count);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The first load ends at network idle: a chunk fetched later (an idle prefetch) is not counted,
  // so runs compare, and no body is read after the page has closed.
  page.off('response', count);
  const sizes = await Promise.all(scripts);
  await context.close();
  const sum = (key: 'wire' | 'raw' | 'gzip9') => +(sizes.reduce((total, s) => total + s[key], 0) / 1024).toFixed(1);
  return { scripts: sizes.length, 'raw KB': sum('raw'), 'gzip -9 KB': sum('gzip9'), 'on the wire KB': sum('wire') };
}

const FLOOR_DIR = 'bench/floor';

/** The floor app, built when it has no build yet, served by `next start` on a free port (`pid`: its process group). */
export async function startFloor(): Promise<{ url: string; pid: number; stop: () => void }> {
  if (!existsSync(`${FLOOR_DIR}/.next/BUILD_ID`)) {
    const build = spawnSync('npx', ['next', 'build', FLOOR_DIR], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error('building the floor failed');
  }
  const port = await freePort();
  const child = spawn('npx', ['next', 'start', FLOOR_DIR, '-H', '127.0.0.1', '-p', String(port)], { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, pid: child.pid!, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}
