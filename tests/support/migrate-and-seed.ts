import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, migrate, type SqlRunner } from '@/lib/db/migrate';
import { PGLITE_EXTENSIONS } from '@/lib/db/pglite-extensions';
import { pgRunner } from '@/lib/db/pg-runner';
import * as schema from '@/lib/db/schema';
import { seedDemoData } from '@/lib/db/seed';

/** Migrates the PostgreSQL database at `url` and seeds the demo data, on a connection of its own. */
export async function migrateAndSeed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(pgRunner(client));
    await seedDemoData(drizzle(client, { schema }) as never);
  } finally {
    await client.end();
  }
}

/** A migrated and seeded in-memory PGlite, as the tarball its dumpDataDir() gives (PGLITE_SNAPSHOT). */
export async function migratedAndSeededPglite(): Promise<Uint8Array> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate({ exec: (text) => client.exec(text).then(() => undefined), query: (text, params) => client.query(text, params) });
    await seedDemoData(pgliteDrizzle(client, { schema }) as never);
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** `url` with another database name (the same server and user). */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs `statement` on the server's maintenance database (CREATE/DROP DATABASE cannot run inside the target). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own, beside the test file's (PostgreSQL at DATABASE_URL) or in
 * memory (PGlite), for a test that migrates it step by step; `close` drops it.
 */
export async function emptyDatabase(): Promise<{ runner: SqlRunner; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    return {
      runner: { exec: (text) => client.exec(text).then(() => undefined), query: (text, params) => client.query(text, params) },
      close: () => client.close(),
    };
  }
  const name = `e_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(url, `CREATE DATABASE "${name}"`);
  const client = new pg.Client({ connectionString: databaseUrl(url, name) });
  await client.connect();
  return {
    runner: pgRunner(client),
    close: async () => {
      await client.end();
      await onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A copy of the migrations folder whose journal stops before `tag`: migrate() then applies everything before it. */
export function migrationsBefore(tag: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'salon-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  mkdirSync(join(dir, 'meta'));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  for (const entry of journal.entries.slice(0, index)) copyFileSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
