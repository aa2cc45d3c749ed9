/**
 * What one request of each kind costs an instance in CPU, against bare Next.js's own in the same
 * run (the floor, bench/floor: a static page, a page rendered per request and a server action that
 * returns its argument). CPU is the process's user + system time over every thread (rendering,
 * garbage collection, compression), read from /proc before and after BENCH_REQUESTS requests sent
 * by BENCH_CLIENTS clients at once, after a warm-up. The app runs as one instance on the throwaway
 * PostgreSQL with admission control off (what a request costs, not what the gate lets in). Its
 * kinds are the load run's (bench/load-run.ts), plus `/healthz` (answered by server.mjs without
 * Next) and a server action that returns at its first check (Next's own work around an action).
 * Last, what the load run's mix costs per request, and the requests per second one core gives at
 * that cost (docs/scaling.md reads it against issue 37's load-run goal).
 *
 *   bash scripts/with-postgres.sh node --conditions=react-server --import tsx bench/request-cost.ts
 *
 * Env: BENCH_REQUESTS per kind (default 300), BENCH_CLIENTS (default 8), BENCH_BUILD=1 builds even when .next exists.
 */
import { closeDb } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { addDays, todayInZone } from '@/lib/scheduling';
import { startFloor } from './support/app';
import { actionIds, addOneChairSalon, buildOnce, callAction, cpuMs, nextAddress, seededDatabase, startInstance, stopInstances } from './support/instance';

const REQUESTS = Number(process.env.BENCH_REQUESTS) || 300;
const CLIENTS = Number(process.env.BENCH_CLIENTS) || 8;
const WARM_UP = 20;
const OWNER = 'owner@luxe.example.com';

type Row = { kind: string; 'req/s': number; 'CPU ms per request': number; 'x floor': number | string };

/**
 * `send` REQUESTS times from CLIENTS clients at once (after WARM_UP), and the CPU the process
 * (group) `pid` used per request meanwhile and until `settled` (the work a request leaves behind).
 */
async function measure(pid: number, send: (i: number) => Promise<void>, settled = async () => {}) {
  for (let i = 0; i < WARM_UP; i++) await send(REQUESTS + i);
  await settled();
  let next = 0;
  const cpu = cpuMs(pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < REQUESTS) await send(next++);
  }));
  const seconds = (performance.now() - started) / 1000;
  await settled();
  return { perS: REQUESTS / seconds, cpuMs: (cpuMs(pid) - cpu) / REQUESTS };
}

/** A GET that must answer 200. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** A server action whose answer must be `{ ok }` as expected. */
async function act(base: string, path: string, id: string, args: unknown[], headers: Record<string, string>, expectOk: boolean) {
  const { value } = await callAction(base, path, id, args, headers);
  if (value.ok !== expectOk) throw new Error(`${path}: unexpected answer ${JSON.stringify(value).slice(0, 200)}`);
}

async function main() {
  const { url, client } = await seededDatabase();
  buildOnce();
  const ids = actionIds(['bookAppointment', 'loadDaySlots', 'signInAction', 'setAppointmentStatusAction']);
  const { salon: chair, services: [cut] } = await addOneChairSalon('One chair', 'one-chair');
  await closeDb();
  const {
    rows: [luxe],
  } = await client.query(
    `SELECT s.id, s.custom_subdomain AS slug, s.timezone, (SELECT id FROM services WHERE salon_id = s.id AND is_active ORDER BY name LIMIT 1) AS service
     FROM salons s JOIN users u ON u.salon_id = s.id WHERE u.email = $1`,
    [OWNER],
  );
  const { rows: appointments } = await client.query(`SELECT id FROM appointments WHERE salon_id = $1 AND status IN ('confirmed', 'completed') ORDER BY id LIMIT 20`, [luxe.id]);

  const rows: Row[] = [];
  const floor = await startFloor();
  const stopFloor = () => {
    process.off('exit', stopFloor);
    floor.stop();
  };
  process.once('exit', stopFloor);
  const floorIds = actionIds(['ping'], 'bench/floor/.next');
  const floorPage = await measure(floor.pid, () => get(`${floor.url}/dynamic`));
  const floorAction = await measure(floor.pid, async () => {
    const { value } = await callAction(floor.url, '/action', floorIds.ping, [], {});
    if (value.ok !== true) throw new Error(`the floor's action answered ${JSON.stringify(value)}`);
  });
  rows.push({ kind: 'floor: page rendered per request', 'req/s': +floorPage.perS.toFixed(0), 'CPU ms per request': +floorPage.cpuMs.toFixed(1), 'x floor': 1 });
  rows.push({ kind: 'floor: server action', 'req/s': +floorAction.perS.toFixed(0), 'CPU ms per request': +floorAction.cpuMs.toFixed(1), 'x floor': 1 });
  stopFloor();

  const instance = await startInstance(url, 0, { ADMISSION_LIMIT: '100000', ADMISSION_QUEUE: '0' });
  // Also when a check below throws: an instance left behind would outlive its database.
  process.once('exit', () => instance.child.kill('SIGKILL'));
  const { base } = instance;
  const pid = instance.child.pid!;
  const signIn = await callAction(base, '/login', ids.signInAction, [{ email: OWNER, password: DEMO_PASSWORD }, '/'], { 'x-forwarded-for': nextAddress() });
  if (signIn.value.ok !== true) throw new Error(`sign-in failed: ${JSON.stringify(signIn.value)}`);
  const cookie = signIn.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const visitor = () => ({ 'x-forwarded-for': nextAddress() });
  const day = (salon: { timezone: string }, i: number) => addDays(todayInZone(new Date(), salon.timezone), 1 + (i % 14));

  // Free times of the one-chair salon, 30 minutes apart (the cut's length on a 15-minute grid), each
  // booked once below: a booking per request, none refused.
  const free: { date: string; time: string }[] = [];
  for (let i = 0; i < 14; i++) {
    const { value } = await callAction(base, '/book/one-chair', ids.loadDaySlots, [chair.id, cut.id, day(chair, i), 'any', 'en'], visitor());
    for (const slot of value.data as { time: string; available: boolean }[]) if (slot.available && /:(00|30)$/.test(slot.time)) free.push({ date: day(chair, i), time: slot.time });
  }
  if (free.length < REQUESTS + WARM_UP) throw new Error(`only ${free.length} free times for ${REQUESTS + WARM_UP} bookings`);
  // The messages a request leaves (a booking's confirmation and the salon's notice) are handled by
  // the instance's message worker after the answer (without SMTP_URL: kept in the app): their CPU
  // is the request's too, and no other kind's.
  const messagesHandled = async () => {
    for (;;) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM messages WHERE status IN ('queued', 'sending') AND due_at <= now()`);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const kinds: [string, 'page' | 'action' | 'no Next', (i: number) => Promise<void>, (() => Promise<void>)?][] = [
    ['/healthz (server.mjs, no Next)', 'no Next', () => get(`${base}/healthz`)],
    ['staff dashboard (Luxe owner)', 'page', () => get(`${base}/`, { cookie })],
    [
      'status edit (re-renders the dashboard)',
      'action',
      (i) => act(base, '/', ids.setAppointmentStatusAction, [{ salonId: luxe.id, appointmentId: appointments[i % appointments.length].id, status: i % 2 ? 'completed' : 'confirmed' }], { cookie }, true),
      messagesHandled,
    ],
    ['booking page from memory', 'page', () => get(`${base}/book/one-chair`, visitor())],
    ['action returning at its first check', 'action', () => act(base, '/book/one-chair', ids.loadDaySlots, ['not-an-id', cut.id, day(chair, 0), 'any', 'en'], visitor(), false)],
    ["day's times, one chair", 'action', (i) => act(base, '/book/one-chair', ids.loadDaySlots, [chair.id, cut.id, day(chair, i), 'any', 'en'], visitor(), true)],
    ["day's times, Luxe (stylists, stations)", 'action', (i) => act(base, `/book/${luxe.slug}`, ids.loadDaySlots, [luxe.id, luxe.service, day(luxe, i), 'any', 'en'], visitor(), true)],
    [
      'booking, one chair, and its messages handled',
      'action',
      (i) => {
        const { date, time } = free[i];
        const address = nextAddress();
        const token = `cost-${address}`;
        const payload = { salonId: chair.id, serviceId: cut.id, date, time, stylistId: 'any', customerName: `Cost ${address}`, customerPhone: '+36 30 123 4567', customerEmail: 'cost@example.com', csrfToken: token };
        return act(base, '/book/one-chair', ids.bookAppointment, [payload, 'en'], { 'x-forwarded-for': address, cookie: `booking_csrf=${token}` }, true);
      },
      messagesHandled,
    ],
  ];
  const cost = new Map<string, number>();
  await messagesHandled(); // the seed's, before anything is measured
  for (const [kind, like, send, settled] of kinds) {
    const { perS, cpuMs: ms } = await measure(pid, send, settled);
    cost.set(kind, ms);
    const floorMs = like === 'page' ? floorPage.cpuMs : like === 'action' ? floorAction.cpuMs : NaN;
    rows.push({ kind, 'req/s': +perS.toFixed(0), 'CPU ms per request': +ms.toFixed(1), 'x floor': Number.isNaN(floorMs) ? '-' : +(ms / floorMs).toFixed(1) });
  }
  await stopInstances([instance]);
  await client.end();

  console.log(`\nCPU per request, ${CLIENTS} clients at once, ${REQUESTS} requests per kind (x floor: against the floor's page or action)`);
  console.table(rows);
  // The load run's visitor: a page, a day's times and a booking every third visit (20 of its 22 salons have one chair).
  const visitMs = cost.get('booking page from memory')! + cost.get("day's times, one chair")! + cost.get('booking, one chair, and its messages handled')! / 3;
  const staffMs = cost.get('staff dashboard (Luxe owner)')! + cost.get('status edit (re-renders the dashboard)')!;
  console.log(`a visit (page, times, a third of a booking): ${visitMs.toFixed(1)} ms of CPU for 2.33 requests, ${(visitMs / 2.33).toFixed(1)} ms each: ~${Math.round(2330 / visitMs)} requests/s per core`);
  console.log(`a staff round (dashboard, status edit): ${staffMs.toFixed(1)} ms of CPU for 2 requests: ~${Math.round(2000 / staffMs)} requests/s per core`);
}

main().catch(async (error) => {
  console.error(error);
  await closeDb();
  process.exit(1);
});
