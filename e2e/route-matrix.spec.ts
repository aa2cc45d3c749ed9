import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { ACCOUNTS, sessionCookieOf, type AccountName } from './support/auth';

// HTTP-level matrix through the real server: every route of the spec × every kind of visitor.
// Runs on the desktop project only (playwright.config.ts); the browser flows are in auth.spec.ts.

type Visitor = 'signedOut' | AccountName;
type Expected = { page: true } | { denied: string } | { redirect: string } | { public: true };

const PAGE = { page: true } as const;
const to = (path: string) => ({ redirect: path });
const login = (path: string) => to(`/login?next=${encodeURIComponent(path)}`);
const denied = (roles: string) => ({ denied: roles });

const dashboard = (path: string, signedOut: Expected = login(path)) => ({ signedOut, staff: PAGE, owner: PAGE, otherOwner: PAGE, admin: PAGE });
const adminOnly = (path: string) => ({ signedOut: login(path), staff: denied('admin'), owner: denied('admin'), otherOwner: denied('admin'), admin: PAGE });
const adminOwner = (path: string) => ({
  signedOut: login(path),
  staff: denied('admin or owner'),
  owner: PAGE,
  otherOwner: PAGE,
  admin: PAGE,
});
const everyone = (expected: Expected) => ({ signedOut: expected, staff: expected, owner: expected, otherOwner: expected, admin: expected });
const signInScreen = { signedOut: PAGE, staff: to('/'), owner: to('/'), otherOwner: to('/'), admin: to('/admin') };

const MATRIX: Record<string, Record<Visitor, Expected>> = {
  '/login': signInScreen,
  '/signup': signInScreen,
  '/book-luxury': everyone({ public: true }),
  '/book/demo': everyone({ public: true }),
  '/book/luxe-beauty-studio': everyone({ public: true }),
  '/': { ...dashboard('/', to('/login')), admin: to('/admin') },
  '/simple-dashboard': dashboard('/simple-dashboard'),
  '/salon-dashboard': dashboard('/salon-dashboard'),
  '/admin': adminOnly('/admin'),
  '/admin/salons': adminOnly('/admin/salons'),
  '/admin/services': adminOwner('/admin/services'),
  '/admin/staff': adminOwner('/admin/staff'),
  '/admin/appointments': { ...dashboard('/admin/appointments') },
  '/admin/analytics': adminOwner('/admin/analytics'),
  '/admin/settings': adminOwner('/admin/settings'),
  '/no-such-page': everyone(to('/')),
  '/admin/no-such-page': everyone(to('/')),
};

/** What every signed-in screen (dashboards and the placeholders) shows: the user's e-mail. */
const SIGNED_IN_MARK = 'data-testid="user-email"';

const cookies: Partial<Record<Visitor, string>> = {};

test.beforeAll(async ({ browser, baseURL }) => {
  for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
    cookies[name] = await sessionCookieOf(browser, baseURL!, ACCOUNTS[name].email);
  }
});

function get(request: APIRequestContext, path: string, cookie?: string, extraHeaders: Record<string, string> = {}) {
  return request.get(path, { maxRedirects: 0, headers: { ...(cookie ? { cookie: `salon_session=${cookie}` } : {}), ...extraHeaders } });
}

for (const [path, row] of Object.entries(MATRIX)) {
  for (const [visitor, expected] of Object.entries(row) as [Visitor, Expected][]) {
    test(`${path} as ${visitor}`, async ({ request }) => {
      const response = await get(request, path, cookies[visitor]);
      const body = await response.text();
      if ('redirect' in expected) {
        expect(response.status()).toBe(307);
        expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(expected.redirect);
        return;
      }
      // Public booking routes are never sent to sign-in (their screens belong to the booking issue).
      if ('public' in expected) {
        expect(response.status()).not.toBe(307);
        return;
      }
      expect(response.status()).toBe(200);
      if ('denied' in expected) {
        expect(body).toContain('Access Denied');
        expect(body).toContain(`Required role: <!-- -->${expected.denied}`);
        expect(body).not.toContain(SIGNED_IN_MARK);
        return;
      }
      if (visitor === 'signedOut') {
        // The sign-in and sign-up screens.
        expect(body).toContain('<form');
        expect(body).not.toContain(SIGNED_IN_MARK);
        return;
      }
      const account = ACCOUNTS[visitor as AccountName];
      // The guarded layout's loading state streams first, then the page.
      expect(body).toContain('Checking authentication...');
      expect(body).toContain(SIGNED_IN_MARK);
      expect(body).toContain(account.email);
      // Tenancy: the salon shown is the user's own (admins see every salon: they manage them all).
      expect(body).toContain(account.salon);
      if (account.role === 'admin') return;
      const otherSalon = account.salon === 'Studio Nord' ? 'Luxe Beauty Studio' : 'Studio Nord';
      expect(body).not.toContain(otherSalon);
    });
  }
}

test.describe('the server checks again behind the proxy', () => {
  const secret = () => new TextEncoder().encode(process.env.AUTH_SECRET || readFileSync('.data/auth-secret', 'utf8').trim());

  test('a request carrying x-middleware-subrequest gets no protected content', async ({ request }) => {
    for (const path of ['/', '/admin', '/admin/salons', '/simple-dashboard']) {
      const response = await get(request, path, undefined, { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' });
      expect(await response.text()).not.toContain(SIGNED_IN_MARK);
      expect(response.headers().location ?? '').toMatch(/^\/login/);
    }
  });

  test('a validly signed cookie claiming admin for a staff session still sees Access Denied', async ({ request }) => {
    const claims = decodeJwt(cookies.staff!);
    const forged = await new SignJWT({ ...claims, role: 'admin', salon: null }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    // The proxy routes by the claim and lets the request through; the page reads the role from the database.
    const response = await get(request, '/admin/salons', forged);
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('Access Denied');
    expect(body).toContain('Your role: <!-- -->staff');
  });

  test('a revoked session is refused by the page even though its cookie is validly signed', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.staff.email);
    await page.getByLabel('Password').fill('salon-demo-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('user-role')).toHaveText('staff');
    const stolen = (await context.cookies()).find((c) => c.name === 'salon_session')!.value;
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();

    const response = await get(request, '/simple-dashboard', stolen);
    const body = await response.text();
    expect(body).not.toContain(SIGNED_IN_MARK);
    expect(body).toContain('/login?next=%2Fsimple-dashboard');
    // And the sign-in screen does not bounce the revoked cookie back (no redirect loop).
    expect((await get(request, '/login', stolen)).status()).toBe(200);
  });
});
