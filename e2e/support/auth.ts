import { expect, type Browser, type Cookie, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../lib/auth/config';
import { hydrated } from './hydration';

export const DEMO_PASSWORD = 'salon-demo-2026';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', role: 'admin', salon: 'All salons' },
  owner: { email: 'owner@luxe.example.com', role: 'owner', salon: 'Luxe Beauty Studio' },
  staff: { email: 'staff@luxe.example.com', role: 'staff', salon: 'Luxe Beauty Studio' },
  otherOwner: { email: 'owner@nord.example.com', role: 'owner', salon: 'Studio Nord' },
  otherStaff: { email: 'staff@nord.example.com', role: 'staff', salon: 'Studio Nord' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the real sign-in screen. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The session cookie this worker's tests signed in for, by server and account. */
const sessions = new Map<string, Cookie>();
const onSignInScreen = (page: Page) => new URL(page.url()).pathname === '/login';

/**
 * Opens `path` signed in as `email` (by default the sign-in screen, which sends a signed-in
 * member on to their home). The first time per server and account in this worker it signs in
 * through the form, as a person does; later tests reuse that session's cookie instead of the
 * form (~100 sign-ins in a run), which auth.spec.ts and the walks in Hungarian prove on their own.
 * A session revoked since (signed out, a password reset) lands on the sign-in screen: the form again.
 */
export async function signInAt(page: Page, email: string, path = '/login') {
  // Relative to the context's server (a describe may point it at the seeded one): /healthz says which.
  const target = new URL(path, (await page.request.head('/healthz')).url());
  const key = `${target.origin} ${email}`;
  const saved = sessions.get(key);
  if (saved) await page.context().addCookies([saved]);
  await page.goto(target.href);
  // Opened straight from the server: a click before React is attached would be dropped.
  if (saved && !onSignInScreen(page)) {
    await hydrated(page.locator('body'));
    return;
  }
  await signInWithForm(page, email);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  const cookie = (await page.context().cookies(target.origin)).find((c) => c.name === SESSION_COOKIE);
  if (cookie) sessions.set(key, cookie);
}

/**
 * The session cookie of `email`, obtained by signing in through the UI in a fresh context.
 * `signOut`: then signs out through the UI, so that the cookie is validly signed but revoked.
 */
export async function sessionCookieOf(browser: Browser, baseURL: string, email: string, { signOut = false } = {}): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithForm(page, email);
  await expect(page.getByTestId('user-email')).toHaveText(email);
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (signOut) {
    await page.getByRole('button', { name: /^(Sign Out|Logout)$/ }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  }
  await context.close();
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie.value;
}
