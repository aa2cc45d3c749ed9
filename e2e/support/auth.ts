import { expect, type Browser, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../lib/auth/config';

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

/**
 * Opens `path` signed in as `email` (by default the sign-in screen itself, which sends the member
 * on to their home). Signed out, the guard sends the visit to the form and the form back to
 * `path` in the running app; a page that is already signed in opens at once. Reusing a session
 * cookie across tests instead saved no measurable time (e2e 18.3 min either way) and opened pages
 * straight from the server, where a field filled before React hydrated its part was lost.
 */
export async function signInAt(page: Page, email: string, path = '/login') {
  await page.goto(path);
  if (new URL(page.url()).pathname !== '/login') return;
  await signInWithForm(page, email);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
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
