import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { DEMO_CUSTOMERS } from '@/lib/demo-salon';
import {
  describeRoles,
  GUARDED_ROUTES,
  isGuardedRoute,
  isPublicPath,
  routeOf,
  LOGIN_PATH,
  loginUrl,
  SIGNUP_PATH,
} from '@/lib/auth/route-rules';
import { ACCOUNTS, sessionCookieOf, type AccountName } from './support/auth';

// HTTP-level matrix through the real server, generated from the route rules
// (lib/auth/route-rules.ts) and the pages under app/: every page × every kind of visitor, with
// its status and no other salon's data in the HTML or the RSC payload. Runs on the desktop
// project only (playwright.config.ts); the browser flows are in auth.spec.ts.

/** Values for the dynamic segments of the pages under app/. */
const SAMPLE_PARAMS: Record<string, string[]> = {
  slug: ['luxe-beauty-studio', 'studio-nord'],
  token: ['no-such-booking'],
  // A client card of no client: every salon's card reads "not in the salon's book".
  clientId: ['00000000-0000-4000-8000-000000000000'],
};

/** Public pages that answer something else than 200 for their sample. */
// The waitlist's join page without its salon, service and day is not found either.
const PUBLIC_STATUS: Record<string, number> = { '/book/manage/no-such-booking': 404, '/book/waitlist': 404, '/book/waitlist/no-such-booking': 404 };
/**
 * Guarded pages whose sample names no record: those let in get the not-found screen, with 200 (the
 * guarded area streams from its loading state on, so the status is sent before the page knows).
 */
const NO_RECORD = ['/admin/clients/00000000-0000-4000-8000-000000000000'];

/** Every page under app/ as the paths a browser opens (route groups dropped, dynamic segments sampled). */
function pagePaths(dir = 'app', segments: string[] = []): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') paths.push(...expand(segments));
    if (entry.isDirectory()) paths.push(...pagePaths(join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]));
  }
  return paths;
}

function expand(segments: string[]): string[] {
  if (!segments.length) return ['/'];
  const [head, ...rest] = segments;
  const param = /^\[(.+)\]$/.exec(head)?.[1];
  const values = param ? SAMPLE_PARAMS[param] : [head];
  if (!values) throw new Error(`no sample value for the page segment ${head}`);
  return values.flatMap((value) => (rest.length ? expand(rest).map((tail) => `/${value}${tail}`) : [`/${value}`]));
}

type Rule = { kind: 'signIn' } | { kind: 'public' } | { kind: 'guarded'; roles: readonly string[] };

function ruleOf(path: string): Rule | null {
  if (path === LOGIN_PATH || path === SIGNUP_PATH) return { kind: 'signIn' };
  const route = routeOf(path);
  if (isGuardedRoute(route)) return { kind: 'guarded', roles: GUARDED_ROUTES[route] };
  if (isPublicPath(path)) return { kind: 'public' };
  return null;
}

type Visitor = 'signedOut' | 'deadSession' | AccountName;
const VISITORS: Visitor[] = ['signedOut', 'deadSession', ...(Object.keys(ACCOUNTS) as AccountName[])];

type Expected =
  | { status: 307; location: string }
  | { status: 403; requiredRoles: string; role: string }
  | { status: number; page: 'signedIn' | 'signInForm' | 'public' | 'notFound' };

/** What the rules promise `visitor` on `path`; a dead session is signed out. */
function expectedFor(path: string, rule: Rule, visitor: Visitor): Expected {
  const role = visitor in ACCOUNTS ? ACCOUNTS[visitor as AccountName].role : null;
  const home = role === 'admin' ? '/admin' : '/';
  if (rule.kind === 'public') return { status: PUBLIC_STATUS[path] ?? 200, page: 'public' };
  if (rule.kind === 'signIn') return role ? { status: 307, location: home } : { status: 200, page: 'signInForm' };
  // A dead session is caught by the layout, which knows the route, not the record: back to the list.
  if (!role) return { status: 307, location: loginUrl(visitor === 'deadSession' ? routeOf(path) : path) };
  if (path === '/' && role === 'admin') return { status: 307, location: home };
  if (!rule.roles.includes(role)) return { status: 403, requiredRoles: describeRoles(rule.roles), role };
  if (NO_RECORD.includes(path)) return { status: 200, page: 'notFound' };
  return { status: 200, page: 'signedIn' };
}

/** Each salon's data that only its own people (and admins) may see: never on the other salon's screens. */
const SALON_SECRETS: Record<string, string[]> = {
  'Luxe Beauty Studio': ['Luxe Beauty Studio', 'Andrássy út 12', 'hello@luxe.example.com', 'Olivia Owner', 'Sam Stylist', 'Bridal Consultation', 'staff@luxe.example.com'],
  'Studio Nord': ['Studio Nord', 'Piac utca 5', 'info@nord.example.com', 'Norbert Nord', 'Nina Nail', 'Beard Trim', 'staff@nord.example.com'],
};
/** What no public page shows, whoever opens it: the customers and the staff accounts. */
const NEVER_PUBLIC = [...DEMO_CUSTOMERS, 'anna@example.com', ...Object.values(ACCOUNTS).map((account) => account.email)];

/** The guarded areas' loading state as rendered HTML (the RSC data of a page also names it, unrendered). */
const LOADING_SHOWN = 'Checking authentication...</p>';
/** The staff dashboards arrive whole, their day in the first paint: no loading state is streamed before them. */
const NO_LOADING_STATE = ['/', '/simple-dashboard'];

/** What every signed-in screen (dashboards and the placeholders) shows: the user's e-mail. */
const SIGNED_IN_MARK = 'data-testid="user-email"';

const cookies: Partial<Record<Visitor, string>> = {};

test.beforeAll(async ({ browser, baseURL }) => {
  for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
    cookies[name] = await sessionCookieOf(browser, baseURL!, ACCOUNTS[name].email);
  }
  // Signed in, then signed out: the cookie is still validly signed, its session revoked.
  cookies.deadSession = await sessionCookieOf(browser, baseURL!, ACCOUNTS.staff.email, { signOut: true });
});

function get(request: APIRequestContext, path: string, cookie?: string, extraHeaders: Record<string, string> = {}) {
  return request.get(path, { maxRedirects: 0, headers: { ...(cookie ? { cookie: `salon_session=${cookie}` } : {}), ...extraHeaders } });
}

/** The RSC payload of `path`, past Next's redirect to the URL with its cache-busting parameter. */
async function flightOf(request: APIRequestContext, path: string, cookie?: string) {
  const first = await get(request, path, cookie, { RSC: '1' });
  const location = first.headers().location ?? '';
  return first.status() === 307 && location.includes('_rsc') ? get(request, location, cookie, { RSC: '1' }) : first;
}

/** The strings `visitor` must not find on `path`, whatever the answer. */
function forbiddenStrings(visitor: Visitor, rule: Rule): string[] {
  if (rule.kind === 'public') return NEVER_PUBLIC;
  if (!(visitor in ACCOUNTS)) return Object.values(SALON_SECRETS).flat();
  const account = ACCOUNTS[visitor as AccountName];
  if (account.role === 'admin') return [];
  return Object.entries(SALON_SECRETS).flatMap(([salon, secrets]) => (salon === account.salon ? [] : secrets));
}

test('every page under app/ has a route rule, and every guarded route a page', () => {
  const pages = pagePaths();
  expect(pages.filter((path) => !ruleOf(path))).toEqual([]);
  expect(Object.keys(GUARDED_ROUTES).filter((route) => !pages.map(routeOf).includes(route))).toEqual([]);
});

for (const path of pagePaths()) {
  const rule = ruleOf(path);
  if (!rule) continue;
  for (const visitor of VISITORS) {
    const expected = expectedFor(path, rule, visitor);
    test(`${path} as ${visitor}: ${expected.status}`, async ({ request }) => {
      const response = await get(request, path, cookies[visitor]);
      const html = await response.text();
      expect(response.status()).toBe(expected.status);
      // The same page as the client router fetches it: the RSC payload.
      const flight = await flightOf(request, path, cookies[visitor]);
      // Its status is 200 whatever the answer: redirects and refusals travel inside the payload.
      const payload = await flight.text();
      // Booleans, not the bodies: a failure names the string without printing 100 kB of page.
      const shows = (text: string) => ({ html: html.includes(text), payload: payload.includes(text) });
      for (const secret of forbiddenStrings(visitor, rule)) expect(shows(secret), secret).toEqual({ html: false, payload: false });
      // Decided before anything streams: no loading state shown in a redirect or a refusal.
      if (expected.status !== 200) expect(html.includes(LOADING_SHOWN)).toBe(false);

      if ('location' in expected) {
        const location = new URL(response.headers().location!, 'http://x');
        expect(location.pathname + location.search).toBe(expected.location);
      } else if ('requiredRoles' in expected) {
        // Next renders a refusal from its payload (the HTML is its error shell).
        expect(shows('"Access Denied"').payload).toBe(true);
        expect(shows(`"Required role: ${expected.requiredRoles}"`).payload).toBe(true);
        expect(shows(`"Your role: ${expected.role}"`).payload).toBe(true);
        expect(shows(SIGNED_IN_MARK)).toEqual({ html: false, payload: false });
      } else if (expected.page === 'signInForm') {
        expect(shows('<form').html).toBe(true);
        expect(shows(SIGNED_IN_MARK).html).toBe(false);
      } else if (expected.page === 'signedIn') {
        const account = ACCOUNTS[visitor as AccountName];
        expect(shows(SIGNED_IN_MARK).html).toBe(true);
        expect(shows(account.email)).toEqual({ html: true, payload: true });
        expect(shows(account.salon).html).toBe(true);
        if (NO_LOADING_STATE.includes(path)) expect(shows(LOADING_SHOWN).html).toBe(false);
      }
    });
  }
}

test('a path with no page goes home, whoever asks', async ({ request }) => {
  for (const path of ['/no-such-page', '/admin/no-such-page']) {
    for (const visitor of VISITORS) {
      const response = await get(request, path, cookies[visitor]);
      expect(response.status(), `${path} as ${visitor}`).toBe(307);
      expect(response.headers().location).toBe('/');
    }
  }
});

test.describe('the server checks again behind the proxy', () => {
  const secret = () => new TextEncoder().encode(process.env.AUTH_SECRET || readFileSync('.data/auth-secret', 'utf8').trim());

  test('a request carrying x-middleware-subrequest gets no protected content', async ({ request }) => {
    for (const path of ['/', '/admin', '/admin/salons', '/simple-dashboard']) {
      const response = await get(request, path, undefined, { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' });
      expect((await response.text()).includes(SIGNED_IN_MARK)).toBe(false);
      expect(response.headers().location ?? '').toMatch(/^\/login/);
    }
  });

  test('a route header naming an allowed route does not open a refused one', async ({ request }) => {
    const response = await get(request, '/admin/salons', cookies.staff, { 'x-salon-route': '/' });
    expect(response.status()).toBe(403);
    expect((await response.text()).includes('Access Denied')).toBe(true);
  });

  test('a validly signed cookie claiming admin for a staff session is still refused', async ({ request }) => {
    const claims = decodeJwt(cookies.staff!);
    const forged = await new SignJWT({ ...claims, role: 'admin', salon: null }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    // The proxy routes by the claim and lets the request through; the layout reads the role from the database.
    const response = await get(request, '/admin/salons', forged);
    expect(response.status()).toBe(403);
    expect((await (await flightOf(request, '/admin/salons', forged)).text()).includes('"Your role: staff"')).toBe(true);
  });

  test('the sign-in screen does not bounce a revoked cookie back (no redirect loop)', async ({ request }) => {
    expect((await get(request, '/login', cookies.deadSession)).status()).toBe(200);
  });
});
