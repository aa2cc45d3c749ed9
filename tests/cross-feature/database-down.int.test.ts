import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadDashboard } from '@/features/dashboard/load-dashboard';
import { workingSalon } from '@/lib/server/working-salon';
import { authorizedAction } from '@/lib/server/authorized-action';
import { signIn } from '@/lib/auth/service';
import { guardRoute } from '@/lib/auth/session';
import { callerOf } from '@/lib/server/access';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/server/db-errors';
import { serverMessages } from '@/lib/i18n/server-messages';
import { closeDb } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/db/seed';
import { proxy } from '@/proxy';
import { memoryJar } from '@/tests/support/cookie-jar';
import { ownCluster } from '@/tests/support/pg-cluster';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

// The browser's cookies as a page and a server action read them; a redirect ends the render.
const browser = vi.hoisted(() => ({ cookies: [] as { name: string; value: string }[] }));
vi.mock('next/headers', () => ({ cookies: async () => ({ getAll: () => browser.cookies, set: () => {} }), headers: async () => new Headers() }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));

/** What the staff dashboard page (/) does: the route guard, the salon, then its data. */
async function staffPageRead() {
  const access = await guardRoute('/');
  if (access.status !== 'allowed') return access;
  const caller = callerOf(access.user)!;
  const working = await workingSalon(caller, undefined);
  if (working.kind !== 'salon') return working;
  return { status: 'loaded', data: await loadDashboard(caller, working.salon, {}, 'Unknown Service') };
}

const touch = authorizedAction({ name: 'touch', schema: z.object({}), run: async () => ({ ok: true, data: null }) });

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

// Needs PostgreSQL binaries and a server of its own: it stops it.
describe.skipIf(!process.env.DATABASE_URL)('a signed-in staff member while PostgreSQL is down', () => {
  const sharedUrl = process.env.DATABASE_URL;
  let cluster: Awaited<ReturnType<typeof ownCluster>> | undefined;

  beforeAll(async () => {
    cluster = await ownCluster();
    await closeDb();
    process.env.DATABASE_URL = cluster.url;
    const jar = memoryJar();
    expect((await signIn(jar, { email: 'staff@luxe.example.com', password: DEMO_PASSWORD }, '198.51.100.17')).ok).toBe(true);
    browser.cookies = jar.getAll();
  });

  afterAll(async () => {
    await closeDb();
    await cluster?.remove();
    process.env.DATABASE_URL = sharedUrl;
  });

  const loaded = { status: 'loaded', data: { todays: { ok: true }, salon: { name: 'Luxe Beauty Studio' } } };

  it('sees the failure message within the pool timeouts, not sign-in, and the same cookie works once it is back', async () => {
    expect(await staffPageRead()).toMatchObject(loaded);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await cluster!.stop();

    const page = await timed(staffPageRead);
    expect(page.result).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(page.ms).toBeLessThan(8_000);
    // The action's failure leaves in words (English: the test's request names no language).
    expect(await touch({})).toEqual({ ok: false, code: 'DATABASE_ERROR', message: serverMessages('en')(DATABASE_UNAVAILABLE_MESSAGE) });
    const cookie = browser.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    for (const path of ['/', '/admin/appointments']) {
      const response = await proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie } }));
      expect(response.headers.get('location'), path).toBeNull();
    }

    await cluster!.start();
    vi.mocked(console.error).mockRestore();
    // The same cookie still signs the staff member in: the session was not revoked.
    expect(await staffPageRead()).toMatchObject(loaded);
  });

  it('sees the failure message within the pool timeouts while the server is frozen', async () => {
    expect(await staffPageRead()).toMatchObject(loaded);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await cluster!.freeze();
    try {
      const page = await timed(staffPageRead);
      expect(page.result).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(page.ms).toBeLessThan(8_000);
    } finally {
      await cluster!.thaw();
      vi.mocked(console.error).mockRestore();
    }
    expect(await staffPageRead()).toMatchObject(loaded);
  });
});
