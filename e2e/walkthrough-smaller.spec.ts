import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type AccountName, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { bookWithEmail } from './support/public-booking';
import { inDarkTheme } from './support/screens';
import { SEEDED_URL } from './support/servers';

/** Issue 38 item 14: the walk-through's smaller defects, each as the member or visitor meets it. */

async function signIn(page: Page, account: AccountName, path = '/') {
  await signInAt(page, ACCOUNTS[account].email, path);
  await expect(page.getByTestId('quick-actions')).toBeVisible({ timeout: 30_000 });
}

type Catalogue = { [key: string]: string | Catalogue };
const HU = JSON.parse(readFileSync('messages/hu.json', 'utf8')) as Catalogue;
/** A Hungarian catalogue value by its dotted key. */
const hu = (key: string) => key.split('.').reduce<Catalogue | string>((node, part) => (node as Catalogue)[part], HU) as string;

/** A Hungarian browser signed in as `account` (Studio Nord's: the walk of issue 32 saves English for Luxe's members). */
/**
 * A member with a Hungarian browser and no language of their own, signed in: on the seeded server,
 * since on the main one staff-language.spec.ts leaves its member's choice at English.
 */
async function hungarianMember(browser: Browser, account: AccountName, path: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'hu-HU', baseURL: SEEDED_URL })).newPage();
  await page.goto(path);
  await page.getByLabel(hu('Auth.email')).fill(ACCOUNTS[account].email);
  await page.getByLabel(hu('Auth.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: hu('Auth.signIn') }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  return page;
}

test('Quick Actions link to the reports, the settings and the client list the member may open', { tag: '@phone' }, async ({ page, browser }) => {
  await signIn(page, 'owner');
  const actions = page.getByTestId('quick-actions');
  await expect(actions.getByText('Coming soon.')).toHaveCount(0);
  await actions.getByRole('link', { name: 'View Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await page.goBack();
  await actions.getByRole('link', { name: 'Manage Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.goBack();
  await actions.getByRole('link', { name: 'Customer List' }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);

  // Staff may not open the reports or the settings: no link to Access Denied.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff');
  const staffActions = staff.getByTestId('quick-actions');
  await expect(staffActions.getByRole('link', { name: 'Customer List' })).toBeVisible();
  await expect(staffActions.getByRole('link', { name: 'View Reports' })).toHaveCount(0);
  await expect(staffActions.getByRole('link', { name: 'Manage Settings' })).toHaveCount(0);
});

test('every staff screen has a tab title of its own with the salon, in the member language', async ({ page, browser }) => {
  await signIn(page, 'owner');
  await expect(page).toHaveTitle(/^(\(\d+\) )?Dashboard · Luxe Beauty Studio · Salon Booking$/);
  for (const [path, screen] of [
    ['/admin/appointments', 'Appointments'],
    ['/admin/clients', 'Clients'],
    ['/admin/analytics', 'Analytics'],
    ['/admin/settings', 'Settings'],
    ['/admin/messages', 'Messages'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${screen} · Luxe Beauty Studio · Salon Booking`);
  }
  await page.goto('/account');
  await expect(page).toHaveTitle('Account · Salon Booking');

  const member = await hungarianMember(browser, 'otherStaff', '/admin/appointments');
  await expect(member).toHaveTitle(`${hu('Shell.nav.Appointments')} · Studio Nord · Salon Booking`);
});

test("the dashboard's tab title counts the new bookings not yet seen", async ({ page, browser }) => {
  await signIn(page, 'owner');
  const markSeen = page.getByRole('button', { name: 'Mark as seen' });
  if (await markSeen.isVisible()) await markSeen.click();
  await expect(page).toHaveTitle('Dashboard · Luxe Beauty Studio · Salon Booking');
  const visitor = await (await browser.newContext()).newPage();
  await bookWithEmail(visitor, { name: 'Tabitha Title', email: 'tabitha@example.com' });
  await expect(page).toHaveTitle('(1) Dashboard · Luxe Beauty Studio · Salon Booking', { timeout: 15_000 });
});

test('a visitor is told the booking is confirmed, once, with the time zone in words', { tag: '@phone' }, async ({ page }) => {
  await bookWithEmail(page, { name: 'Connie Confirmed', email: 'connie@example.com' });
  await expect(page.getByText('Appointment booked successfully! It is confirmed: we look forward to seeing you.')).toBeVisible();
  await expect(page.getByText("We'll contact you soon to confirm")).toHaveCount(0);
  // The rules were read before Book; the confirmation does not repeat them.
  await expect(page.getByText('Before you book')).toHaveCount(0);
  await expect(page.getByText('(Central European Time)')).toBeVisible();
  await expect(page.getByText('Europe/Budapest')).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByText('(Central European Time)')).toBeVisible();
  await expect(page.getByText('Europe/Budapest')).toHaveCount(0);
});

/** Words of `scope`'s text that the layout splits over two lines ('Appointmen' / 't'). */
const splitWords = (scope: Locator) =>
  scope.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });

/** Elements inside `scope` whose content is wider than their box. */
const overflowing = (scope: Locator) => scope.evaluateAll((cards) => cards.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent));

test('Hungarian date cards and the Edit tabs fit a phone, words whole', { tag: '@phone' }, async ({ page, browser }) => {
  const name = `Tabs Visitor ${Date.now() % 100000}`;
  // Booked in English; the manage page is read in Hungarian (?lang=hu).
  const visitor = await (await browser.newContext()).newPage();
  const { date } = await bookWithEmail(visitor, { name, email: 'tabs.visitor@example.com' });
  await visitor.getByRole('link', { name: 'Manage booking' }).click();
  await visitor.goto(`${visitor.url().split('?')[0]}?lang=hu&change=1#reschedule`);
  const cards = visitor.locator('#reschedule nav li > *');
  await expect(cards.first()).toBeVisible();
  expect(await overflowing(cards)).toEqual([]);
  expect(await splitWords(visitor.locator('#reschedule nav ul'))).toEqual([]);

  await signInAt(page, ACCOUNTS.staff.email, `/?date=${date}&view=week`);
  await page.locator(`[data-customer="${name}"]`).filter({ visible: true }).click();
  await page.getByRole('button', { name: 'Edit Appointment' }).click();
  const tabs = page.getByRole('dialog', { name: 'Edit Appointment' }).getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Appointment Details' })).toBeVisible();
  expect(await splitWords(tabs)).toEqual([]);
  expect(await overflowing(tabs.getByRole('tab'))).toEqual([]);
});

test('a 30-minute appointment on the timeline shows the client and the service, the whole of it in the tooltip', async ({ page, browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  const { date, time } = await bookWithEmail(visitor, { service: /^Bridal Consultation/, name: 'Anna Kis', email: 'anna.kis@example.com' });
  await signInAt(page, ACCOUNTS.owner.email, `/?date=${date}`);
  const block = page.getByTestId('station-timeline').locator(`[data-customer="Anna Kis"][data-start="${time}"]`);
  await expect(block).toBeVisible({ timeout: 30_000 });
  const name = block.locator('[data-part="name"]');
  await expect(name).toHaveText('Anna Kis');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(block.locator('[data-part="service"]')).toHaveText('Bridal Consultation');
  await expect(block).toHaveAttribute('title', /Anna Kis · Bridal Consultation/);
  await expect(block).toHaveAccessibleName(/Anna Kis · Bridal Consultation/);
});

test('axe: the reschedule date cards and the Cancelled badge read clearly, light and dark', { tag: '@phone' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await bookWithEmail(visitor, { name: 'Axel Contrast', email: 'axel@example.com' });
  await visitor.getByRole('link', { name: 'Manage booking' }).click();
  await visitor.goto(`${visitor.url().split('?')[0]}?change=1#reschedule`);
  await expect(visitor.locator('#reschedule nav li').first()).toBeVisible();
  await expectNoViolations(visitor, { label: 'reschedule, light' });
  await inDarkTheme(visitor, () => expect(visitor.locator('#reschedule nav li').first()).toBeVisible());

  await signInAt(page, ACCOUNTS.owner.email, '/admin/appointments?status=cancelled');
  await expect(page.getByText('Cancelled', { exact: true }).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, { label: 'cancelled appointments, light' });
  await inDarkTheme(page, () => expect(page.getByText('Cancelled', { exact: true }).filter({ visible: true }).first()).toBeVisible());
});
