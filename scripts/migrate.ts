// Applies supabase/migrations to DATABASE_URL (PostgreSQL or Supabase's direct connection).
// With --seed it also loads the demo data. The embedded default migrates itself on start.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from '../lib/db/migrate';
import { pgRunner } from '../lib/db/pg-runner';
import { seedDemoData } from '../lib/db/seed';
import * as schema from '../lib/db/schema';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set; the embedded database migrates itself when the app starts.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const applied = await migrate(pgRunner(client));
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
  if (process.argv.includes('--seed')) {
    const seeded = await seedDemoData(drizzle(client, { schema }) as never);
    console.log(seeded ? 'Demo data loaded' : 'Demo data already present');
  }
} finally {
  await client.end();
}
