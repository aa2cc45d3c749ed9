import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { menu, openNav } from './support/nav';
import { bookWithEmail } from './support/public-booking';
import { SCREENSHOTS, shot } from './support/screens';

// The Clients screen (issue 33 item 2): staff reach it from the navigation, find a client by
// the name written without its accents, and read their visits; on a phone too.

const list = (page: Page) => page.getByTestId('client-list');

/** A client of the demo salon with two bookings under one e-mail: one client, two visits; a long name. */
async function bookTwice(page: Page, info: TestInfo) {
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  // A long unbroken word in the name: the row must truncate it, never widen the page.
  const client = { name: `Éva Ügyfél Wolfeschlegelsteinhausenbergerdorffvoralternwaren ${tag}`, email: `eva-${tag}@example.com` };
  await bookWithEmail(page, client);
  await bookWithEmail(page, client);
  return { ...client, query: `eva ugyfel ${tag}` };
}

async function screenshots(page: Page, info: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, info, `clients-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('staff find a client by name from the navigation and see their visits', { tag: '@phone' }, async ({ page, isMobile }, info) => {
  const client = await bookTwice(page, info);
  await page.context().clearCookies();
  await signInAt(page, ACCOUNTS.staff.email, '/');

  await (await openNav(page, isMobile)).getByRole('link', { name: 'Clients', exact: true }).click();
  if (isMobile) await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await screenshots(page, info, 'list');

  const search = page.getByRole('search', { name: 'Search clients' });
  await search.getByLabel('Search').fill(client.query);
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]q=eva\+ugyfel/);
  const row = list(page).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-client', client.name);
  await expect(row.getByText(client.email)).toBeVisible();
  await expect(row.getByTestId('client-visits')).toHaveText('2 visits');
  await expect(row.getByTestId('client-no-shows')).toHaveText('0 no-shows');
  // Both bookings lie ahead: the later one is the client's booked visit.
  await expect(row.getByTestId('client-last-visit')).toHaveText(/^Booked for /);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await screenshots(page, info, 'found');
});

test('an owner narrows the list to clients with no-shows, by name; an unreadable filter is said', async ({ page }) => {
  await signInAt(page, ACCOUNTS.owner.email, '/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search clients' });
  await search.getByLabel('Order').selectOption({ label: 'Name' });
  await search.getByLabel('Has no-shows').check();
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=name/);
  const noShows = list(page).getByTestId('client-no-shows');
  await expect(noShows.first()).toBeVisible();
  for (const text of await noShows.allTextContents()) expect(text).not.toBe('0 no-shows');

  // The form takes 1 to 60 months; an address may say anything.
  await page.goto('/admin/clients?months=61');
  await expect(page.getByText('Some filters could not be read, so all clients are shown.')).toBeVisible();
});
