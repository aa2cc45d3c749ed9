import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { THEME_STORAGE_KEY } from '@/components/shell/theme-script';
import en from '../messages/en.json' with { type: 'json' };
import { ACCOUNTS, signInWithForm } from './support/auth';
import { expectNoViolations } from './support/axe';
import { shot } from './support/screens';

/** The toast of `type` is dark (sonner's dark rich colours), readable by axe's measure, and on screen. */
async function expectDarkReadableToast(page: Page, info: TestInfo, type: 'error' | 'success') {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"]`);
  await expect(toast).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
  // Measured once the enter transition is over (a half-faded toast has no true contrast).
  await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const background = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
  const channels = background.match(/\d+/g)!.slice(0, 3).map(Number);
  expect(Math.max(...channels), background).toBeLessThan(64);
  await expectNoViolations(page, { include: '[data-sonner-toaster]', withToasts: true });
  await shot(page, info, `toast-${type}-dark`);
}

test('in the system dark theme an error toast is dark and readable', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/book/luxe-beauty-studio');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(en.Server.serviceNotSelected);
  await expectDarkReadableToast(page, info, 'error');
});

test('in a picked dark theme (system light) a success toast is dark and readable', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(([key]) => localStorage.setItem(key, 'dark'), [THEME_STORAGE_KEY]);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await signInWithForm(page, ACCOUNTS.owner.email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveText(/Logged out successfully/);
  await expectDarkReadableToast(page, info, 'success');
});
