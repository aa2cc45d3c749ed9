import { expect, test } from '@playwright/test';
import { DEMO_SALON_NAME, DEMO_SALON_SLUG } from '../lib/demo-salon';
import { ACCOUNTS, signInWithForm } from './support/auth';

test('serves the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Need help? Contact your salon administrator')).toBeVisible();
});

test('serves the demo booking page from the seeded database', async ({ page }) => {
  await page.goto(`/book/${DEMO_SALON_SLUG}`);
  await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  await expect(page.getByText(DEMO_SALON_NAME).first()).toBeVisible();
});

test('answers an unknown salon with not found', async ({ page }) => {
  const response = await page.goto('/book/no-such-salon');
  expect(response?.status()).toBe(404);
});

test('runs every script under the nonce policy: no CSP violation on public pages, a dashboard and a staff form', async ({ page }) => {
  const violations: string[] = [];
  // Each page loaded starts ICU's throwaway worker from a blob: URL (components/shell/intl-warm-up.tsx).
  let warmUps = 0;
  page.on('worker', (worker) => {
    if (worker.url().startsWith('blob:')) warmUps++;
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  const scriptPolicy = (policy: string | undefined) => policy?.split('; ').find((directive) => directive.startsWith('script-src'));
  const policies: string[] = [];
  // Each booking page twice: the second answer comes from server.mjs's page cache, with a nonce of
  // its own and the built stylesheet inline (the first may be Next's, linking to it).
  const paths = ['/book-luxury', '/book-luxury', `/book/${DEMO_SALON_SLUG}`, `/book/${DEMO_SALON_SLUG}`, '/signup', '/login'];
  for (const [index, path] of paths.entries()) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const policy = scriptPolicy(response?.headers()['content-security-policy']) ?? '';
    expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'$/);
    policies.push(policy);
    if (paths.indexOf(path) < index) expect(await response?.text()).toMatch(/<style [^>]*data-precedence="next">/);
  }
  expect(new Set(policies).size).toBe(policies.length);
  await signInWithForm(page, ACCOUNTS.owner.email);
  await expect(page.getByTestId('user-email')).toHaveText(ACCOUNTS.owner.email);
  await page.waitForLoadState('networkidle');
  // A page that builds zod schemas as it loads (the password form): zod must not probe for eval.
  await page.goto('/account', { waitUntil: 'networkidle' });
  expect(violations).toEqual([]);
  expect(warmUps).toBeGreaterThanOrEqual(paths.length);
});
