import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { ACCOUNTS, sessionCookieOf } from './support/auth';

// Hostile URL parameters through the built app: generated search parameters on every page and
// generated path segments under /book/, as signed-out, staff and owner. Never a 5xx, and no
// markup from the address comes back raw in the HTML. HTTP only (desktop project); seeded:
// FC_SEED reproduces a run.

const SEED = Number(process.env.FC_SEED ?? 20_261_123);
/** Per visitor: three visitors make 450 requests a run. */
const RUNS_PER_VISITOR = 150;

const PAGES = [
  '/',
  '/simple-dashboard',
  '/salon-dashboard',
  '/admin',
  '/admin/salons',
  '/admin/services',
  '/admin/staff',
  '/admin/appointments',
  '/admin/clients',
  '/admin/messages',
  '/admin/analytics',
  '/admin/settings',
  '/login',
  '/forgot-password',
  `/reset-password/${'0'.repeat(64)}`,
  '/signup',
  '/book/demo',
  '/book-luxury',
  '/book/luxe-beauty-studio',
  '/book/waitlist',
];
/** Every search parameter a page reads, and a few it does not. */
const PARAMS = ['salon', 'stylist', 'leave', 'date', 'view', 'q', 'from', 'to', 'status', 'service', 'station', 'page', 'sort', 'noShows', 'months', 'after', 'period', 'next', 'cancelled', 'error', '__proto__', 'constructor'];

// Markup that would show if a page echoed the address into its HTML unescaped.
const PROBES = ['<hx-probe onerror=alert(1)>', '"><hx-probe>', '<script>hx_probe()</script>', '</textarea><svg/onload=hx_probe()>'];
const REFLECTED = /<hx-probe|<script>hx_probe|<svg\/onload=hx_probe/i;

const HOSTILE = [
  ...PROBES,
  '',
  '\u0000',
  '\u202Eevil',
  'a\u200Bb',
  '\uD800',
  "'; DROP TABLE salons; --",
  '2026-02-30',
  '9999-12-31',
  '0000-01-01',
  '+275760-09-13',
  '0x10',
  '1e309',
  '-1',
  'NaN',
  'Infinity',
  '99999999999999999999',
  'week',
  'month',
  'cancelled',
  '00000000-0000-0000-0000-000000000000',
  '//evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  '../../etc/passwd',
  'x'.repeat(2_000),
];
/** Escapes sent as they are: a NUL, invalid escapes, an overlong and a surrogate in UTF-8, a bidi override. */
const RAW_ESCAPES = ['%00', '%ZZ', '%', '%C0%80', '%ED%A0%80', '%E2%80%AE', '%FF'];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 6 })), { maxLength: 4 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its UTF-8 bytes. */
function encode(text: string): string {
  return [...text].map((char) => (/^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** An encoded value, sometimes with a raw escape spliced in. */
const hostileValue = fc.tuple(hostileText, fc.option(fc.constantFrom(...RAW_ESCAPES), { nil: '' })).map(([text, raw]) => encode(text) + raw);

const query = fc
  .array(fc.tuple(fc.constantFrom(...PARAMS), hostileValue), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

const hostileUrl = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...PAGES), query).map(([path, search]) => `${path}?${search}`) },
  fc.tuple(hostileValue, fc.option(query, { nil: '' })).map(([slug, search]) => `/book/${slug || 'x'}${search && `?${search}`}`),
  fc.tuple(hostileValue, query).map(([token, search]) => `/book/manage/${token || 'x'}?${search}`),
  hostileValue.map((token) => `/book/manage/${token || 'x'}/calendar.ics`),
  hostileValue.map((token) => `/book/manage/${token || 'x'}/stop-reminders`),
  fc.tuple(hostileValue, query).map(([token, search]) => `/book/waitlist/${token || 'x'}?${search}`),
  hostileValue.map((secret) => `/feeds/${secret || 'x'}.ics`),
);

const VISITORS = ['signedOut', 'staff', 'owner'] as const;
const cookies: Partial<Record<(typeof VISITORS)[number], string>> = {};
const durations: number[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  cookies.staff = await sessionCookieOf(browser, baseURL!, ACCOUNTS.staff.email);
  cookies.owner = await sessionCookieOf(browser, baseURL!, ACCOUNTS.owner.email);
});

test.afterAll(() => {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
  console.log(`[hostile-urls] seed ${SEED} (FC_SEED to reproduce): ${sorted.length} requests; p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
});

async function get(request: APIRequestContext, url: string, cookie?: string) {
  const started = performance.now();
  const response = await request.get(url, { maxRedirects: 0, headers: cookie ? { cookie: `salon_session=${cookie}` } : {} });
  const body = await response.text();
  durations.push(performance.now() - started);
  return { status: response.status(), body };
}

for (const visitor of VISITORS) {
  test(`hostile addresses as ${visitor}: never a 5xx, no markup reflected`, async ({ request }) => {
    test.setTimeout(300_000);
    await fc.assert(
      fc.asyncProperty(hostileUrl, async (url) => {
        const { status, body } = await get(request, url, cookies[visitor]);
        expect(status, url).toBeLessThan(500);
        expect(body, url).not.toMatch(REFLECTED);
      }),
      { seed: SEED, numRuns: RUNS_PER_VISITOR, endOnFailure: true },
    );
  });
}
