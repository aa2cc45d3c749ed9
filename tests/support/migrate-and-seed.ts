import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from '@/lib/db/migrate';
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
