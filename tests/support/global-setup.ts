import { migrateAndSeed } from './migrate-and-seed';

/**
 * Integration tests run on PGlite in memory (each file migrates and seeds its own), or,
 * when DATABASE_URL is set, on that real PostgreSQL, migrated and seeded once here.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  await migrateAndSeed(url);
}
