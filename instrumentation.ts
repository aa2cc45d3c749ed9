/**
 * Opens the database when the server starts, so the first visitor does not wait for
 * PGlite to load (about 3 s) and, on a new machine, for the migrations and demo data.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('@/lib/db/client');
  await getDb();
}
