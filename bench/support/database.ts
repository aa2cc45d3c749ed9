import pg from 'pg';
import { getDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { pgRunner } from '@/lib/db/pg-runner';

/** The benches' database: a real server (DATABASE_URL) is migrated here; PGlite migrates itself on opening. */
export async function openBenchDb() {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await migrate(pgRunner(client));
    await client.end();
  }
  return getDb();
}

/** The middle value of a run's samples. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
