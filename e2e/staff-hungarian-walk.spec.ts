import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type AccountName } from './support/auth';
import { shot } from './support/screens';

/**
 * Issue 32: a member whose browser speaks Hungarian walks every staff screen by the app's own
 * navigation and opens its dialogs. Nothing the English catalogue says in two words or more is on
 * screen, <html lang> is hu, and no date is written in English. Signed in through the Hungarian
 * sign-in screen; the walk changes nothing.
 */

type Catalogue = { [key: string]: string | Catalogue };
const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Catalogue;
const [EN, HU] = [read('en'), read('hu')];

/** A catalogue value by its dotted key, in Hungarian. */
export function hu(key: string): string {
  const value = key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), HU);
  if (typeof value !== 'string') throw new Error(`no Hungarian text for ${key}`);
  return value;
}

/**
 * The English catalogue's texts of two words or more that Hungarian says differently; of a
 * message with arguments, its fixed stretches of two words or more.
 */
function englishTexts(english: Catalogue, hungarian: Catalogue | undefined): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const other = hungarian?.[key];
    if (typeof value !== 'string') return englishTexts(value, typeof other === 'object' ? other : undefined);
    if (value === other) return [];
    return value
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
      .map((part) => part.trim())
      .filter((part) => /\p{L}+[\s ]+\p{L}+/u.test(part) && part.length >= 6);
  });
}
const ENGLISH = [...new Set(englishTexts(EN, HU))];

/** English month and weekday names: a date written in English. */
const ENGLISH_DATE = /\b(January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/**
 * What of the page (or the open dialog) is still English. A part marked in another language (a
 * message as it went out to an English-speaking client) is the record, not the screen's words.
 */
async function expectHungarian(page: Page, label: string, scope = page.locator('body')) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  const text = await scope.evaluate((root: HTMLElement) => {
    const foreign = [...root.querySelectorAll<HTMLElement>('[lang]:not([lang="hu"])')].map((element) => [element, element.style.display] as const);
    for (const [element] of foreign) element.style.display = 'none';
    const shown = root.innerText;
    for (const [element, display] of foreign) element.style.display = display;
    return shown;
  });
  expect.soft(ENGLISH.filter((words) => text.includes(words)), `${label}: English catalogue texts`).toEqual([]);
  expect.soft(text.match(ENGLISH_DATE)?.[0] ?? null, `${label}: a date in English`).toBeNull();
}

test.use({ locale: 'hu-HU' });

/**
 * Signs in through the Hungarian sign-in screen and chooses Hungarian on /account: the member's
 * own choice wins over the browser's, and other specs leave it English.
 */
async function signIn(page: Page, account: AccountName) {
  await page.goto('/login');
  await expectHungarian(page, 'sign-in');
  await page.getByLabel(hu('Auth.email')).fill(ACCOUNTS[account].email);
  await page.getByLabel(hu('Auth.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: hu('Auth.signIn') }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await chooseLanguage(page, 'hu');
}

async function chooseLanguage(page: Page, language: 'en' | 'hu') {
  await page.goto('/account');
  const select = page.locator('#own-language');
  // Until hydration a pick is no change to React (e2e/support/forms.ts): retry until it holds.
  await expect(async () => {
    if ((await page.locator('html').getAttribute('lang')) === language) return;
    await select.selectOption(language === 'hu' ? 'en' : 'hu');
    await select.selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // A retry may have saved the other language on the way, and its toast would still show.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

// English again for the specs that follow, whatever the walk found.
test.afterEach(async ({ page }) => {
  if (page.url().includes('/login') || page.url() === 'about:blank') return;
  await chooseLanguage(page, 'en');
});

/** Follows the navigation's entry to a screen: the sidebar on a desktop, the menu on a phone. */
async function navigate(page: Page, info: TestInfo, entry: string) {
  const name = hu(`Shell.nav.${entry}`);
  if (info.project.name === 'phone') await page.getByRole('button', { name: hu('Shell.openMenu') }).click();
  const nav = info.project.name === 'phone' ? page.getByRole('dialog', { name: hu('Shell.menu') }) : page.getByRole('navigation', { name: hu('Shell.mainNav') });
  const link = nav.getByRole('link', { name });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  // The screen left behind stays until the new one is in: its buttons (the dashboard's cards) must
  // not take the next click, so wait for the new address first.
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** A button whose Hungarian name begins as the catalogue's text before its first argument ('{name} szerkesztése' too). */
function named(key: string): RegExp {
  const [before, after] = hu(key).split(/\{[^}]*\}/);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(before ? `^${escape(before)}` : `${escape(after ?? '')}$`);
}

/** Opens a dialog with the first visible button of that name, checks it, and closes it with Escape. */
async function checkDialog(page: Page, info: TestInfo, label: string, name: string | RegExp) {
  await page.getByRole('button', { name }).filter({ visible: true }).first().click();
  await checkOpenDialog(page, info, label);
}

/** Checks the dialog just opened, and closes it with Escape. */
async function checkOpenDialog(page: Page, info: TestInfo, label: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await expectHungarian(page, label, dialog);
  await shot(page, info, `hu-walk-dialog-${label.replace(/\W+/g, '-')}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The first appointment's details: its row's (or card's) button. */
async function checkAppointmentDetail(page: Page, info: TestInfo, label: string) {
  await page.locator('button[data-customer], [data-customer] > button:first-child').filter({ visible: true }).first().click();
  await checkOpenDialog(page, info, label);
}

/** The screens an owner reaches from the navigation, and the dialogs each opens. */
const OWNER_SCREENS: [string, (page: Page, info: TestInfo) => Promise<void>][] = [
  [
    'Dashboard',
    async (page, info) => {
      await checkDialog(page, info, 'new appointment', hu('Dashboard.newAppointment'));
      await checkDialog(page, info, 'block time', hu('Blocks.title'));
      await checkDialog(page, info, 'instagram import', named('Dashboard.importInstagram'));
      await checkDialog(page, info, 'email tools', hu('EmailTools.title'));
    },
  ],
  [
    'Appointments',
    async (page, info) => {
      await checkAppointmentDetail(page, info, 'appointment detail');
      await checkDialog(page, info, 'new appointment (list)', hu('Appointments.newAppointment'));
    },
  ],
  [
    'Services',
    async (page, info) => {
      await checkDialog(page, info, 'add service', hu('Services.addService'));
      await checkDialog(page, info, 'edit service', named('Services.editName'));
      await checkDialog(page, info, 'delete service', named('Services.deleteName'));
    },
  ],
  [
    'Staff',
    async (page, info) => {
      await checkDialog(page, info, 'add member', hu('Staff.addMember'));
      for (const key of ['hoursAndServicesOf', 'renameName', 'newPasswordFor', 'removeName']) await checkDialog(page, info, `staff ${key}`, named(`Staff.${key}`));
    },
  ],
  ['Clients', async () => {}],
  ['Messages', async () => {}],
  ['Analytics', async () => {}],
  ['Settings', async () => {}],
];

test('an owner walks every screen and dialog in Hungarian @phone', async ({ page }, info) => {
  await signIn(page, 'owner');
  for (const [entry, dialogs] of OWNER_SCREENS) {
    await test.step(entry, async () => {
      await navigate(page, info, entry);
      await expectHungarian(page, entry);
      await shot(page, info, `hu-walk-${entry.toLowerCase()}`);
      await dialogs(page, info);
    });
  }
});

test('an admin walks the salons screen and its dialogs in Hungarian @phone', async ({ page }, info) => {
  await signIn(page, 'admin');
  await navigate(page, info, 'Salons');
  await expectHungarian(page, 'Salons');
  await shot(page, info, 'hu-walk-salons');
  await checkDialog(page, info, 'create salon', hu('Salons.createSalon'));
  await checkDialog(page, info, 'edit salon', named('Salons.editName'));
  await checkDialog(page, info, 'delete salon', named('Salons.deleteName'));
});
