/**
 * The JavaScript budget: every page's first-load JavaScript against the floor, measured in one run.
 *
 *   npx next build && npx tsx bench/page-js.ts
 *
 * The floor is a bare Next.js page with one client component (bench/floor, built here on first
 * use with the same Next.js): what the framework costs alone. Each page is loaded once in
 * Chromium with an empty cache, as a visitor or signed in as the demo account that uses it, and
 * its scripts' bytes on the wire (gzip) are summed (bench/support/app.ts). Pages with a goal
 * (issue 23) are marked; the run exits 1 when one is over it.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { scriptBytes, sessionCookies, startApp, startFloor } from './support/app';

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
  { as: 'staff@luxe.example.com', path: '/admin/clients', goal: 1.6 },
  { as: 'owner@luxe.example.com', path: '/admin/services' },
  { as: 'owner@luxe.example.com', path: '/admin/staff' },
  { as: 'owner@luxe.example.com', path: '/admin/analytics' },
  { as: 'owner@luxe.example.com', path: '/admin/settings' },
  { as: 'owner@luxe.example.com', path: '/admin/messages' },
  { as: 'admin@example.com', path: '/admin/salons' },
];


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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
