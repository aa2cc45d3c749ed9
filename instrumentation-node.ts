import type { Db } from '@/lib/db/client';

/**
 * Refuses a misconfigured production server (see lib/auth/config.ts), and opens the embedded
 * database now rather than on the first request (it migrates and seeds on first use, and
 * refuses to start when another process holds it). A failure exits the process with the
 * message: Next caches a failed instrumentation hook and would answer every request with 500.
 * PostgreSQL that is briefly unreachable at start is only a warning: the pool reconnects.
 */
export async function prepareServer() {
  try {
    const { assertAuthConfig } = await import('@/lib/auth/config');
    assertAuthConfig();
    const { getDbHandle } = await import('@/lib/db/client');
    const handle = await getDbHandle();
    if (handle.driver === 'pg') await warnIfUnreachable(handle.db);
    // server.mjs's booking page cache asks it (it cannot import the app's modules).
    const { bookingPageVersion } = await import('@/features/booking/data/page-version');
    (globalThis as { __salonBookingPageVersion?: typeof bookingPageVersion }).__salonBookingPageVersion = bookingPageVersion;
    await startMessages();
  } catch (error) {
    console.error(`Cannot start: ${describe(error)}`);
    process.exit(1);
  }
}

/**
 * The message worker runs in the app unless MESSAGE_WORKER=off (deployments that run
 * `npm run worker` on its own). server.mjs stops it before closing the database.
 */
async function startMessages() {
  if (process.env.MESSAGE_WORKER === 'off') return;
  const { startMessageWorker } = await import('@/features/messages/worker');
  const worker = startMessageWorker({ pollMs: Number(process.env.MESSAGE_POLL_MS) || 1_000 });
  (globalThis as { __salonMessageWorker?: typeof worker }).__salonMessageWorker = worker;
}

async function warnIfUnreachable(db: Db) {
  const { sql } = await import('drizzle-orm');
  try {
    await db.execute(sql`SELECT 1`);
  } catch (error) {
    console.warn(`Warning: PostgreSQL (DATABASE_URL) is not reachable right now: ${describe(error)}. Requests that need it fail until it is.`);
  }
}

/** The message of an error, looking through Drizzle's wrapper to the driver's cause. */
function describe(error: unknown): string {
  const e = error as { message?: string; code?: string; cause?: { message?: string; code?: string } } | null;
  const cause = e?.cause ?? e;
  return cause?.message || cause?.code || e?.message || String(error);
}
