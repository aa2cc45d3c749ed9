import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { menu, nav, openNav } from './support/nav';
import { SCREENSHOTS, shot } from './support/screens';

// One shell around every signed-in screen. As staff, owner and admin, each screen lists every
// entry of the role and marks its own; a round through the entries, by clicks alone, follows
// each of them, so every screen is reached from every other. The admin's salon stays chosen;
// on a phone the menu closes behind the entry it followed.

const LUXE = ACCOUNTS.owner.salon;
/** A new owner with long names: the shell must wrap or truncate them, never widen the page. */
const LONG_NAME = 'Maximiliana Wolkenstein-Trauttmansdorff von Hohenberg-Weitra';
const LONG_SALON = 'Szépségszalon és Körömstúdió a Belváros Szívében — Luxus Kezelések';

/** A screen's own heading: the dashboard's is the salon, the salons screen's 'Admin Dashboard'. */
const headingOf = (label: string, salon: string) => (label === 'Dashboard' ? salon : label === 'Salons' ? 'Admin Dashboard' : label);

/** The screen shows its heading on screen, nothing lies over it, and the page is no wider than the screen. */
async function expectScreen(page: Page, heading: string) {
  const title = page.getByRole('heading', { level: 1, name: heading, exact: true });
  await expect(title).toBeInViewport();
  const covered = await title.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return !hit || !element.contains(hit);
  });
  expect(covered, `something covers '${heading}'`).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** On the current screen: every entry of the role is listed and `label` alone is marked current. */
async function expectEntries(links: Locator, entries: readonly string[], label: string) {
  await expect(links.getByRole('link')).toHaveText([...entries]);
  await expect(links.locator('[aria-current="page"]')).toHaveText([label]);
}

async function follow(page: Page, isMobile: boolean, entries: readonly string[], from: string, to: string) {
  const links = await openNav(page, isMobile);
  await expectEntries(links, entries, from);
  await links.getByRole('link', { name: to, exact: true }).click();
  if (isMobile) await expect(menu(page)).toBeHidden();
}

async function screenshots(page: Page, info: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, info, `navigation-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Follows `round` entry by entry from `start`, checking each screen on arrival (`onArrival` adds the role's own checks). */
async function tour(page: Page, isMobile: boolean, entries: readonly string[], start: string, round: readonly string[], onArrival: (label: string) => Promise<void>) {
  let current = start;
  for (const next of round) {
    await follow(page, isMobile, entries, current, next);
    await onArrival(next);
    current = next;
  }
}

test('staff reach the dashboard, Appointments, Clients and Messages from each other', { tag: '@phone' }, async ({ page, isMobile }) => {
  const entries = ['Dashboard', 'Appointments', 'Clients', 'Messages'];
  await signInAt(page, ACCOUNTS.staff.email, '/');
  await expectScreen(page, LUXE);
  await tour(page, isMobile, entries, 'Dashboard', ['Appointments', 'Clients', 'Messages', 'Dashboard'], (label) => expectScreen(page, headingOf(label, LUXE)));

  // Their own account (the password) is in the user block of the same menu, and back again.
  await (await openNav(page, isMobile)).page().getByRole('link', { name: 'Account', exact: true }).locator('visible=true').click();
  if (isMobile) await expect(menu(page)).toBeHidden();
  await expectScreen(page, 'Account');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  const links = await openNav(page, isMobile);
  await expect(links.locator('[aria-current="page"]')).toHaveCount(0);
  await links.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectScreen(page, LUXE);
});

test('an owner reaches every area from every other, with long names', { tag: '@phone' }, async ({ page, isMobile }, info) => {
  const entries = ['Dashboard', 'Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings'];
  const salon = `${LONG_SALON} ${info.project.name}-${Date.now().toString(36)}`;
  await page.goto('/signup');
  await page.getByLabel('Your name').fill(LONG_NAME);
  await page.getByLabel('Salon name').fill(salon);
  await page.getByLabel('Email').fill(`long-${info.project.name}-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Password').fill('long-names-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectScreen(page, salon);
  await expect(page.getByTestId('user-name')).toHaveText(LONG_NAME);
  await screenshots(page, info, 'owner-dashboard');
  if (isMobile) {
    await openNav(page, isMobile);
    await screenshots(page, info, 'owner-menu');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
  }
  await tour(page, isMobile, entries, 'Dashboard', [...entries.slice(1), 'Dashboard'], async (label) => {
    await expectScreen(page, headingOf(label, salon));
    if (label === 'Services') await screenshots(page, info, 'owner-services');
  });
});

test("an admin's chosen salon stays chosen across every screen", { tag: '@phone' }, async ({ page, isMobile }, info) => {
  const entries = ['Dashboard', 'Salons', 'Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings'];
  const picker = page.getByRole('combobox', { name: 'Salon' });
  await signInAt(page, ACCOUNTS.admin.email, '/admin');
  await expectScreen(page, 'Admin Dashboard');

  // The first visit to a salon screen asks once.
  await follow(page, isMobile, entries, 'Salons', 'Dashboard');
  await expect(page.getByText('Choose a salon to see its day.')).toBeVisible();
  await picker.selectOption({ label: LUXE });
  await expectScreen(page, LUXE);
  await expect(page.getByTestId('metrics-bar')).toBeVisible();
  await screenshots(page, info, 'admin-dashboard');

  await tour(page, isMobile, entries, 'Dashboard', ['Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings', 'Salons', 'Dashboard'], async (label) => {
    await expectScreen(page, headingOf(label, LUXE));
    if (label === 'Salons') return;
    await expect(picker.locator('option:checked')).toHaveText(LUXE);
    await expect(page.getByText(/^Choose a salon/)).toHaveCount(0);
    if (label === 'Services') await screenshots(page, info, 'admin-services');
  });
  await expect(page).toHaveURL(/\/simple-dashboard$/);
});

test('the folded sidebar keeps its role badge inside and stays folded across screens', async ({ page }) => {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  // The badge stays in the sidebar's column, as the entries do, clear of its border.
  const badgeInside = async () => {
    const [column, badge] = [await nav(page).getByRole('link').first().boundingBox(), await sidebar.getByTestId('user-role').boundingBox()];
    expect(badge!.x).toBeGreaterThanOrEqual(column!.x);
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(column!.x + column!.width);
  };
  await signInAt(page, ACCOUNTS.owner.email, '/');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await badgeInside();
  // From the dashboard's layout to the admin areas' one: still folded.
  await nav(page).getByRole('link', { name: 'Staff' }).click();
  await expectScreen(page, 'Staff');
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await badgeInside();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByTestId('user-role')).toHaveText('owner');
});

test("a followed entry spins until its page arrives; the phone's menu waits with it", { tag: '@phone' }, async ({ page, isMobile }) => {
  await signInAt(page, ACCOUNTS.staff.email, '/admin/appointments');
  await expectScreen(page, 'Appointments');
  // The dashboard has no loading state to show at once: its answer held back, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const entry = (await openNav(page, isMobile)).getByRole('link', { name: 'Dashboard', exact: true });
  await entry.click();
  await expect(entry.locator('[data-pending]')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  release();
  await expectScreen(page, LUXE);
  if (isMobile) await expect(menu(page)).toBeHidden();
  else await expect(entry.locator('[data-pending]')).toHaveCount(0);
});
