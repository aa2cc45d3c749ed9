/**
 * The JavaScript budget: every page's first-load JavaScript against the floor, measured in one run.
 *
 *   npx next build && npx tsx bench/page-js.ts
 *
 * The floor is a bare Next.js page with one client component (bench/floor, built here on first
 * use with the same Next.js): what the framework costs alone. Each page is loaded once in
 * Chromium with an empty cache, as a visitor or signed in as the demo account that uses it, and
 * its scripts' bytes on the wire (gzip) are summed (bench/booking-js-bytes.ts). Pages with a goal
 * (issue 23) are marked; the run exits 1 when one is over it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort, scriptBytes, sessionCookies, startApp, waitFor } from './booking-js-bytes';

const FLOOR_DIR = 'bench/floor';

/** Pages by the account that opens them (null: a visitor), each with its goal as a multiple of the floor. */
const PAGES: { as: string | null; path: string; goal?: number }[] = [
  { as: null, path: '/book/studio-nord', goal: 1.15 },
  { as: null, path: '/book/luxe-beauty-studio', goal: 1.15 },
  { as: null, path: '/book-luxury', goal: 1.15 },
  { as: null, path: '/login', goal: 1.3 },
  { as: null, path: '/signup' },
  { as: null, path: '/forgot-password' },
  { as: 'staff@luxe.example.com', path: '/', goal: 1.6 },
  { as: 'staff@luxe.example.com', path: '/simple-dashboard' },
  { as: 'staff@luxe.example.com', path: '/account' },
  { as: 'staff@luxe.example.com', path: '/admin/appointments', goal: 1.6 },
  { as: 'owner@luxe.example.com', path: '/admin/services' },
  { as: 'owner@luxe.example.com', path: '/admin/staff' },
  { as: 'owner@luxe.example.com', path: '/admin/analytics' },
  { as: 'owner@luxe.example.com', path: '/admin/settings' },
  { as: 'owner@luxe.example.com', path: '/admin/messages' },
  { as: 'admin@example.com', path: '/admin/salons' },
];

/** The floor app, built when it has no build yet, served by `next start` on a free port. */
export async function startFloor(): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(`${FLOOR_DIR}/.next/BUILD_ID`)) {
    const build = spawnSync('npx', ['next', 'build', FLOOR_DIR], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error('building the floor failed');
  }
  const port = await freePort();
  const child = spawn('npx', ['next', 'start', FLOOR_DIR, '-H', '127.0.0.1', '-p', String(port)], { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first: npx next build');
  const [floor, app] = await Promise.all([startFloor(), startApp('.data/bench-page-js')]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const floorKB = (await scriptBytes(browser, floor.url, []))['on the wire KB'];
    const cookiesOf = new Map<string, Awaited<ReturnType<typeof sessionCookies>>>();
    const rows = [{ page: 'floor (bare page, one client component)', as: '', 'KB gzip': floorKB, 'x floor': 1, goal: '', '': '' }];
    let over = 0;
    for (const { as, path, goal } of PAGES) {
      if (as && !cookiesOf.has(as)) cookiesOf.set(as, await sessionCookies(browser, app.url, as));
      const kb = (await scriptBytes(browser, `${app.url}${path}`, as ? cookiesOf.get(as)! : []))['on the wire KB'];
      const ratio = +(kb / floorKB).toFixed(2);
      const within = goal === undefined || ratio <= goal;
      if (!within) over++;
      rows.push({ page: path, as: as ?? 'visitor', 'KB gzip': kb, 'x floor': ratio, goal: goal ? `≤ ${goal}×` : '', '': goal ? (within ? 'ok' : 'OVER') : '' });
    }
    console.table(rows);
    if (over) {
      console.error(`${over} page(s) over their budget`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    floor.stop();
    app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
