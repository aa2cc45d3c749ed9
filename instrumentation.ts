/**
 * Server start: refuse a misconfigured production server with a clear message (see
 * lib/auth/config.ts), and open the embedded database now rather than on the first request
 * (it migrates and seeds on first use, and refuses to start when another process holds it).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { assertAuthConfig } = await import('@/lib/auth/config');
  assertAuthConfig();
  if (!process.env.DATABASE_URL) {
    const { getDbHandle } = await import('@/lib/db/client');
    await getDbHandle();
  }
}
