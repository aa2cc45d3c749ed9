/**
 * What a flood of wrong sign-ins does to others: a real user signing in with the right password
 * from a network of their own (BENCH_USER_TRIES sign-ins one after another: how many get in,
 * median and p95) and a visitor's day-slots request on the public booking page (the server
 * action a visitor's browser calls), each alone (the floor) and while BENCH_FLOOD clients sign
 * in with wrong passwords back to back; then bursts of BENCH_BURST sign-ins fired at once with
 * one slot request among them.
 *
 *   npx next build && npx tsx bench/sign-in-flood.ts                 # starts the built app itself
 *   BENCH_URL=http://127.0.0.1:3420 BENCH_APP_DIR=/work/main npx tsx bench/sign-in-flood.ts
 *     # a running app (started with TRUSTED_PROXIES=1) and the folder of its build
 *
 * Env: BENCH_SECONDS per phase (default 6), BENCH_FLOOD (default 8), BENCH_BURST (default 10),
 * BENCH_USER_TRIES (default 10), BENCH_NETWORKS (default 16). Every wrong sign-in names a fresh
 * unknown account, so no per-account limit refuses it, from a fresh address (X-Forwarded-For,
 * one trusted proxy) in the next of the attacker's BENCH_NETWORKS /64s, taken in turn
 * (BENCH_NETWORKS=0: a fresh /64 every time, an attacker with unlimited networks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { startApp } from './support/app';

const SECONDS = Number(process.env.BENCH_SECONDS) || 6;
const FLOOD = Number(process.env.BENCH_FLOOD) || 8;
const BURST = Number(process.env.BENCH_BURST) || 10;
const BURSTS = 5;
const USER_TRIES = Number(process.env.BENCH_USER_TRIES) || 10;
const NETWORKS = Number(process.env.BENCH_NETWORKS ?? 16);
const USER = { email: 'owner@luxe.example.com', password: 'salon-demo-2026' };

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
const group = () => Math.floor(Math.random() * 0x10000).toString(16);
const interfaceId = () => [group(), group(), group(), group()].join(':');
let accounts = 0;
/** A fresh address in the attacker's next /64 (2001:db8:a::/48), or in a fresh /64 of it. */
const attackerAddress = () => `2001:db8:a:${(NETWORKS > 0 ? accounts % NETWORKS : accounts % 0x10000).toString(16)}:${interfaceId()}`;
/** The real user's own /64, outside the attacker's. */
const userAddress = () => `2001:db8:b:1:${interfaceId()}`;

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
        'X-Forwarded-For': attackerAddress(),
      });
    const userSignIn = () => callAction(app.url, '/login', signInId, [USER, null], { 'X-Forwarded-For': userAddress() });
    if ((await slots()).code !== 'ok') throw new Error('the day-slots request failed');
    if ((await userSignIn()).code !== 'ok') throw new Error('the real user cannot sign in');
    // One unknown account first, so that the built-in provider has made its stand-in hash.
    if ((await wrongSignIn()).code !== 'INVALID_CREDENTIALS') throw new Error('a wrong sign-in was not refused as such');

    /** The real user's sign-ins one after another, a short pause between them; how long each took and how it answered. */
    const user = async () => {
      const tries: { ms: number; code: string }[] = [];
      for (let i = 0; i < USER_TRIES; i++) {
        tries.push(await userSignIn());
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return tries;
    };

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
    const userAlone = await user();
    const until = performance.now() + SECONDS * 1000;
    // The flood lasts SECONDS, and longer if the real user is not done by then.
    let userDone = false;
    const userFlooded = user().finally(() => (userDone = true));
    const [flooded] = await Promise.all([visitor(until), ...Array.from({ length: FLOOD }, () => flooder(until))]);
    while (!userDone) await flooder(performance.now() + 500);
    const userTries = await userFlooded;

    const burstSlots: number[] = [];
    const burstSignIns: number[] = [];
    for (let i = 0; i < BURSTS; i++) {
      const [slot, ...signIns] = await Promise.all([slots(), ...Array.from({ length: BURST }, wrongSignIn)]);
      burstSlots.push(slot.ms);
      burstSignIns.push(Math.max(...signIns.map((s) => s.ms)));
    }

    const row = (times: number[], succeeded?: number) => ({
      requests: times.length,
      ...(succeeded === undefined ? {} : { succeeded }),
      'median ms': percentile(times, 50),
      'p95 ms': percentile(times, 95),
    });
    const userRow = (tries: { ms: number; code: string }[]) => row(tries.map((t) => t.ms), tries.filter((t) => t.code === 'ok').length);
    console.table({
      'real user signs in alone (floor)': userRow(userAlone),
      [`real user signs in during ${FLOOD} parallel wrong sign-ins`]: userRow(userTries),
      'slots alone (floor)': row(floor),
      [`slots during ${FLOOD} parallel wrong sign-ins`]: row(flooded),
      [`the wrong sign-ins themselves`]: row(signInTimes),
      [`slots amid a burst of ${BURST} sign-ins (x${BURSTS})`]: row(burstSlots),
      [`slowest sign-in of each burst`]: row(burstSignIns),
    });
    console.log(`attacker networks: ${NETWORKS > 0 ? `${NETWORKS} /64s in turn` : 'a fresh /64 every try'}`);
    console.log('wrong sign-ins answered during the flood:', Object.fromEntries(codes));
    console.log('real user answered during the flood:', userTries.map((t) => t.code).join(' '));
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
