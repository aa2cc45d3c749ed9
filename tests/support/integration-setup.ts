import { afterAll, inject } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { databaseUrl, onServer } from './migrate-and-seed';

// Each test file gets a database of its own, made from the one global-setup.ts migrated and
// seeded: on PostgreSQL a new database from the template (beside it on the same server), on
// PGlite an in-memory one loaded from the snapshot.
const url = process.env.DATABASE_URL;

// The races send 50 requests at once through the 10-connection pool of a server whose new
// database is cold, on 2 cores: the last ones wait longer for a connection than production's
// 5 s (lib/db/pool-settings.ts), which is about serving users, not about who wins a race. The
// timeout tests set their own pools.
process.env.DATABASE_CONNECT_TIMEOUT_MS ??= '30000';
// Likewise a hash waits its turn at the gate for up to 30 s, not production's 1.5 s: a loaded
// test machine hashes several times slower, and three sign-ups racing for one address must all
// reach the database. The gate's tests fill its waiting room instead of outwaiting it.
process.env.AUTH_HASHING_MAX_WAIT_MS ??= '30000';
let ownDatabase: string | undefined;
if (url) {
  ownDatabase = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(url, `CREATE DATABASE "${ownDatabase}" TEMPLATE "${inject('templateDatabase')}"`);
  process.env.DATABASE_URL = databaseUrl(url, ownDatabase);
} else {
  process.env.PGLITE_DATA_DIR = 'memory://';
  process.env.PGLITE_SNAPSHOT = inject('pgliteSnapshot');
}

// Close the file's database handle, and drop its PostgreSQL database (a test may have left a connection open).
afterAll(async () => {
  await closeDb();
  if (url && ownDatabase) {
    await onServer(url, `DROP DATABASE IF EXISTS "${ownDatabase}" WITH (FORCE)`);
    process.env.DATABASE_URL = url;
  }
});
