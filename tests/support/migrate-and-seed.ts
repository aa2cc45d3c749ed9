import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '@/lib/db/migrate';
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
