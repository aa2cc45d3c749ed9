/**
 * What the HTTP benches against PostgreSQL share (bench/load-run.ts, bench/request-cost.ts): the
 * production build (built once), app instances (`server.mjs`) on the throwaway database, a fresh
 * client address per visitor request, and server actions called as the browser calls them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { getDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { salons, services } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/db/seed';
import { freePort } from './app';

export type Ids = Record<string, string>;
export type Instance = { base: string; child: ChildProcess; log: { poolTimeouts: number } };

/** Builds the app when it has no build yet, or always with BENCH_BUILD=1. */
export function buildOnce() {
  if (process.env.BENCH_BUILD !== '1' && existsSync('.next/BUILD_ID')) return;
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('next build failed');
}

let addressCounter = 0;
/** A fresh client address per visitor request (10.0.0.0/8 holds 16 million). */
export const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** The ids of the server actions `names` in the build in `distDir`, by exported name. */
export function actionIds(names: string[], distDir = '.next'): Ids {
  const manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, 'utf8')) as { node: Record<string, { exportedName?: string }> };
  const ids: Ids = {};
  for (const [id, entry] of Object.entries(manifest.node)) if (entry.exportedName) ids[entry.exportedName] ??= id;
  for (const name of names) if (!ids[name]) throw new Error(`No action ${name} in the build in ${distDir}`);
  return ids;
}

/** Calls a server action as the browser does: JSON arguments, the action's id in Next-Action; the decoded return value (also of a 503, which carries BUSY). */
export async function callAction(base: string, path: string, id: string, args: unknown[], headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'next-action': id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: base, ...headers },
    body: JSON.stringify(args),
    redirect: 'manual',
  });
  const text = await response.text();
  const line = text.split('\n').find((row) => row.startsWith('1:'));
  if (!response.ok && !(response.status === 503 && line)) return { response, value: { ok: false, code: `HTTP ${response.status}` } as Record<string, unknown> };
  return { response, value: (line ? JSON.parse(line.slice(2)) : { ok: false, code: 'NO_RESULT' }) as Record<string, unknown> };
}

const POOL_TIMEOUT = /timeout exceeded when trying to connect/g;

/** An app instance (`server.mjs`) on the database at `url`, once it serves a booking page; its log is passed on and its pool timeouts counted. */
export async function startInstance(url: string, index: number, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, ...env, DATABASE_URL: url, TRUSTED_PROXIES: '1', NEXT_TELEMETRY_DISABLED: '1', AUTH_SECRET: 'load-run-secret-0123456789abcdef0123456789' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The instance's log is passed on, and its pool timeouts counted (issue 39: there must be none).
  const log = { poolTimeouts: 0 };
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    log.poolTimeouts += text.match(POOL_TIMEOUT)?.length ?? 0;
    process.stderr.write(text);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/book/demo`)).ok) return { base, child, log };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance ${index} did not start`);
}

/** Stops the instances and waits for each to exit. */
export async function stopInstances(servers: Instance[]) {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve)))));
}

const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * The CPU time (user + system, every thread: rendering, garbage collection, compression) the
 * process `id` and the processes of its process group `id` have used so far, in ms (Linux /proc).
 */
export function cpuMs(id: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command's ")": state, ppid, pgrp, …, utime (14th field of the line), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pid) === id || Number(fields[2]) === id) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / CLOCK_TICKS_PER_S) * 1000;
}

/** The throwaway PostgreSQL of scripts/with-postgres.sh, migrated and seeded with the demo: its URL and a client on it. */
export async function seededDatabase(): Promise<{ url: string; client: pg.Client }> {
  const url = process.env.DATABASE_URL;
  if (!url || !/@(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('Run through scripts/with-postgres.sh (a throwaway PostgreSQL on 127.0.0.1)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(pgRunner(client));
  await seedDemoData(await getDb());
  return { url, client };
}

const OPEN = { start_time: '08:00', end_time: '20:00', is_closed: false };
const OPEN_EVERY_DAY = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, OPEN]));

/** A one-chair salon open 08:00–20:00 every day, with a 30-minute cut and a 60-minute colour: the salon and its services. */
export async function addOneChairSalon(name: string, slug: string) {
  const db = await getDb();
  const [salon] = await db.insert(salons).values({ name, customSubdomain: slug, openingHours: OPEN_EVERY_DAY }).returning();
  const added = await db
    .insert(services)
    .values((
      [
        ['Cut', 30],
        ['Colour', 60],
      ] as const
    ).map(([service, minutes]) => ({ salonId: salon.id, name: service, durationMinutes: minutes, price: 5000, currencyCode: 'HUF' })))
    .returning();
  return { salon, services: added };
}
