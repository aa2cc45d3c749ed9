/**
 * What a flood of wrong sign-ins does to another visitor: the public booking page's day-slots
 * request (the server action a visitor's browser calls), median and p95, alone (the floor) and
 * while BENCH_FLOOD clients sign in with wrong passwords back to back; then bursts of
 * BENCH_BURST sign-ins fired at once with one slot request among them.
 *
 *   npx next build && npx tsx bench/sign-in-flood.ts                 # starts the built app itself
 *   BENCH_URL=http://127.0.0.1:3420 BENCH_APP_DIR=/work/main npx tsx bench/sign-in-flood.ts
 *     # a running app (started with TRUSTED_PROXIES=1) and the folder of its build
 *
 * Env: BENCH_SECONDS per phase (default 6), BENCH_FLOOD (default 8), BENCH_BURST (default 10).
 * Every sign-in names a fresh unknown account from a fresh address (X-Forwarded-For, one trusted
 * proxy), so no rate limit refuses it before the password is hashed: the worst case for hashing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { startApp } from './support/app';

const SECONDS = Number(process.env.BENCH_SECONDS) || 6;
const FLOOD = Number(process.env.BENCH_FLOOD) || 8;
const BURST = Number(process.env.BENCH_BURST) || 10;
const BURSTS = 5;

/** The id the build gave a server action, from its manifest. */
function actionId(appDir: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(join(appDir, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName: string }>;
  };
  const id = Object.keys(manifest.node).find((key) => manifest.node[key].exportedName === exportedName);
  if (!id) throw new Error(`no server action ${exportedName} in ${appDir}`);
  return id;
}

/** Calls a server action as a browser does; answers the milliseconds and the result's code. */
async function callAction(url: string, path: string, id: string, args: unknown[], headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', Origin: url, ...headers },
    body: JSON.stringify(args),
  });
  const body = await response.text();
  const code = /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? (/"ok":true/.test(body) ? 'ok' : `HTTP ${response.status}`);
  return { ms: performance.now() - started, code };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
};
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
let accounts = 0;

async function main() {
  process.env.TRUSTED_PROXIES = '1';
  const app = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : await startApp('.data/bench-sign-in-flood');
  const appDir = process.env.BENCH_APP_DIR ?? '.';
  const signInId = actionId(appDir, 'signInAction');
  const slotsId = actionId(appDir, 'loadDaySlots');
  try {
    const page = await (await fetch(`${app.url}/book-luxury`)).text();
    const serviceId = page.match(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g)?.find((id) => id !== DEMO_SALON_ID);
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slots = () => callAction(app.url, '/book-luxury', slotsId, [DEMO_SALON_ID, serviceId, date]);
    const wrongSignIn = () =>
      callAction(app.url, '/login', signInId, [{ email: `flood-${process.pid}-${++accounts}@example.com`, password: 'wrong-password' }, null], {
        'X-Forwarded-For': randomAddress(),
      });
    if ((await slots()).code !== 'ok') throw new Error('the day-slots request failed');

    /** Slot requests one after another until `until`; also how they answered. */
    const visitor = async (until: number) => {
      const times: number[] = [];
      while (performance.now() < until) {
        const { ms, code } = await slots();
        if (code !== 'ok') throw new Error(`slots answered ${code}`);
        times.push(ms);
      }
      return times;
    };
    const codes = new Map<string, number>();
    const signInTimes: number[] = [];
    const flooder = async (until: number) => {
      while (performance.now() < until) {
        const { ms, code } = await wrongSignIn();
        codes.set(code, (codes.get(code) ?? 0) + 1);
        signInTimes.push(ms);
      }
    };

    await visitor(performance.now() + 1000); // warm-up
    const floor = await visitor(performance.now() + SECONDS * 1000);
    const until = performance.now() + SECONDS * 1000;
    const [flooded] = await Promise.all([visitor(until), ...Array.from({ length: FLOOD }, () => flooder(until))]);

    const burstSlots: number[] = [];
    const burstSignIns: number[] = [];
    for (let i = 0; i < BURSTS; i++) {
      const [slot, ...signIns] = await Promise.all([slots(), ...Array.from({ length: BURST }, wrongSignIn)]);
      burstSlots.push(slot.ms);
      burstSignIns.push(Math.max(...signIns.map((s) => s.ms)));
    }

    const row = (times: number[]) => ({ requests: times.length, 'median ms': percentile(times, 50), 'p95 ms': percentile(times, 95) });
    console.table({
      'slots alone (floor)': row(floor),
      [`slots during ${FLOOD} parallel wrong sign-ins`]: row(flooded),
      [`the wrong sign-ins themselves`]: row(signInTimes),
      [`slots amid a burst of ${BURST} sign-ins (x${BURSTS})`]: row(burstSlots),
      [`slowest sign-in of each burst`]: row(burstSignIns),
    });
    console.log('sign-in answers during the flood:', Object.fromEntries(codes));
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
