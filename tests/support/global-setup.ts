import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';
import { seedDemoData } from '@/lib/db/seed';
import * as schema from '@/lib/db/schema';

/**
 * Integration tests run on PGlite in memory (each file migrates and seeds its own), or,
 * when DATABASE_URL is set, on that real PostgreSQL, migrated and seeded once here.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(pgRunner(client));
    await seedDemoData(drizzle(client, { schema }) as never);
  } finally {
    await client.end();
  }
}
