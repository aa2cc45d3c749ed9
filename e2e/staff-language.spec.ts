import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { shot } from './support/screens';

// A member's own language (issue 32): chosen on /account, kept across visits, and undone the
// same way. Studio Nord's stylist: no other spec reads that account's screens in a language.
const MEMBER = ACCOUNTS.otherStaff;

/** The navigation as the screen shows it: the sidebar from 768 px up, else the menu's button. */
async function expectShell(page: Page, words: { nav: string; dashboard: string; openMenu: string }) {
  if (test.info().project.name === 'phone') await expect(page.getByRole('button', { name: words.openMenu })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: words.nav }).getByRole('link', { name: words.dashboard })).toBeVisible();
}

test('a member chooses Hungarian on /account: every page of theirs follows, and English again @phone', async ({ page }, info) => {
  await signInAt(page, MEMBER.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  try {
    await page.getByLabel('Language').selectOption('hu');
    await expect(page.getByRole('heading', { name: 'Fiók', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expectShell(page, { nav: 'Fő', dashboard: 'Irányítópult', openMenu: 'Menü megnyitása' });
    await shot(page, info, 'account-hu');
    // Kept: another page, loaded afresh, is Hungarian too.
    await page.goto('/admin/appointments');
    await expect(page.getByRole('heading', { name: 'Időpontok', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expectShell(page, { nav: 'Fő', dashboard: 'Irányítópult', openMenu: 'Menü megnyitása' });
    await page.goto('/account');
    await page.getByLabel('Nyelv').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectShell(page, { nav: 'Main', dashboard: 'Dashboard', openMenu: 'Open menu' });
  } finally {
    // Whatever failed above, the account is English again for the next run.
    if ((await page.locator('html').getAttribute('lang')) !== 'en') {
      await page.goto('/account');
      await page.locator('#own-language').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  }
});

// Signed out, the sign-in screens speak the browser's language.
test.describe('a Hungarian browser', () => {
  test.use({ locale: 'hu-HU' });
  const english = Object.values(JSON.parse(readFileSync('messages/en.json', 'utf8')).Auth as Record<string, string>).filter((text) => text.includes(' '));

  test('gets the sign-in, sign-up and forgot-password screens in Hungarian', async ({ page }) => {
    for (const [path, heading] of [
      ['/login', 'Bejelentkezés'],
      ['/signup', 'Hozza létre a szalonját'],
      ['/forgot-password', 'Elfelejtett jelszó'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
      const text = await page.locator('body').innerText();
      expect(english.filter((words) => text.includes(words)), path).toEqual([]);
    }
  });
});
