/** Refuses to start a misconfigured production server with a clear message (see lib/auth/config.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertAuthConfig } = await import('@/lib/auth/config');
  assertAuthConfig();
}
