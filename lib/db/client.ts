import 'server-only';
import { readFile } from 'node:fs/promises';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { acquireDirectoryLock } from './directory-lock';
import { migrate, type SqlRunner } from './migrate';
import { poolSettings } from './pool-settings';
import { seedDemoData } from './seed';

/**
 * The query builder type shared by both drivers. PGlite's Drizzle database has the same
 * builder API and `{ rows }` results, so it is typed as the node-postgres one.
 */
export type Db = NodePgDatabase<typeof schema>;

/** The database inside `db.transaction(…)`: what a write that must commit with others takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** `ping` asks the database for one row: server.mjs's /readyz (it cannot import this module). */
type Handle = { db: Db; driver: 'pglite' | 'pg'; ping: () => Promise<void>; close: () => Promise<void> };

const globalForDb = globalThis as typeof globalThis & { __salonDb?: Promise<Handle> };

/**
 * One database per process: PGlite when DATABASE_URL is unset, node-postgres otherwise.
 * Never during `next build`: an embedded database opened by page generation would be created,
 * migrated, seeded and left locked by a build worker (DESIGN §9).
 */
export function getDbHandle(): Promise<Handle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return Promise.reject(
      new Error('The database is not available during `next build`. A page that reads it must render per request: call `await connection()` (from next/server) first.'),
    );
  }
  globalForDb.__salonDb ??= open().catch((error: unknown) => {
    globalForDb.__salonDb = undefined;
    throw error;
  });
  return globalForDb.__salonDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Closes the process's database (tests and scripts). */
export async function closeDb(): Promise<void> {
  const handle = globalForDb.__salonDb;
  globalForDb.__salonDb = undefined;
  if (handle) await (await handle).close();
}

async function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(process.env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DIR, process.env.PGLITE_SNAPSHOT);
}

async function openPostgres(connectionString: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString, ...poolSettings() });
  // An idle connection that breaks (server restart, network) must not crash the process: the
  // pool drops it and opens a new one on demand.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return { db: drizzle(pool, { schema }), driver: 'pg', ping: () => pool.query('SELECT 1').then(() => undefined), close: () => pool.end() };
}

/**
 * Opens (and on first use migrates and seeds) the embedded database. `snapshot` names a tarball
 * from PGlite's dumpDataDir() that a new in-memory database starts from (PGLITE_SNAPSHOT: the
 * integration tests migrate and seed once per run, tests/support/global-setup.ts); migrating and
 * seeding then find nothing left to do.
 */
export async function openPglite(dataDir: string, snapshot?: string): Promise<Handle> {
  const inMemory = dataDir.startsWith('memory://');
  if (snapshot && !inMemory) throw new Error('PGLITE_SNAPSHOT only seeds an in-memory database (PGLITE_DATA_DIR=memory://).');
  const release = inMemory ? async () => {} : await acquireDirectoryLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLITE_EXTENSIONS } = await import('./pglite-extensions');
    const { drizzle } = await import('drizzle-orm/pglite');
    const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
    const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
    const runner: SqlRunner = { exec: (text) => client.exec(text).then(() => undefined), query: (text, params) => client.query(text, params) };
    await migrate(runner);
    const db = drizzle(client, { schema }) as unknown as Db;
    if (process.env.SEED_DEMO !== 'false') await seedDemoData(db);
    return {
      db,
      driver: 'pglite',
      ping: () => client.query('SELECT 1').then(() => undefined),
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
