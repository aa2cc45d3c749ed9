import { asNewVisitor } from './support/visitor';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectTime, pickTime } from './support/date-time';
import { shot } from './support/screens';

// The admin salons screen and the admin shell (spec point 2), as admin on desktop and on a
// 375 px phone. Both projects share one server database: every salon made here has a name
// unique to its project and run.

const table = (page: Page) => page.getByRole('table', { name: 'Salons' });
const rows = (page: Page) => table(page).locator('tbody tr');
const names = async (page: Page) => (await rows(page).locator('td:nth-child(2)').allTextContents()).map((name) => name.trim());

async function signInAsAdmin(page: Page) {
  await signInAt(page, ACCOUNTS.admin.email, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Creates a salon through the Create dialog, with the slug that follows the name. */
async function createSalon(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create Salon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Salon' });
  await dialog.getByLabel('Salon Name').fill(name);
  await expect(dialog.getByText('Validating...')).toBeHidden();
  await dialog.getByRole('button', { name: 'Create Salon' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
}

test('search and sort the salons table', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByText('Admin User')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Salons \(\d+ total\)$/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search salons' }).fill('nord');
  expect(await names(page)).toEqual(['Studio Nord']);
  await page.getByRole('searchbox', { name: 'Search salons' }).fill('no such salon anywhere');
  await expect(rows(page)).toHaveText(['No data available']);
  await page.getByRole('searchbox', { name: 'Search salons' }).fill('');

  const nameHeader = table(page).getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await names(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await names(page)).toEqual([...ascending].reverse());
});

test('create with a taken slug, take a suggestion, edit the hours, deactivate, delete', async ({ page, context }, testInfo) => {
  const name = `Rose Studio ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Create Salon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Salon' });
  await dialog.getByLabel('Salon Name').fill(name);
  const slug = dialog.getByLabel('URL Slug');
  await expect(slug).toHaveValue(name.toLowerCase().replaceAll(' ', '-'));
  // The default hours of a new salon (spec point 9).
  await expectTime(dialog.getByRole('group', { name: 'Friday', exact: true }), 'opening-friday-to', '20:00');
  await expect(dialog.getByRole('group', { name: 'Sunday' })).toContainText('Closed');

  await slug.fill('luxe-beauty-studio');
  await expect(dialog.getByText('Validating...')).toBeVisible();
  await expect(dialog.getByText('Slug already exists for "Luxe Beauty Studio"')).toBeVisible();
  const suggestion = dialog.getByRole('button', { name: /^luxe-beauty-studio-/ }).first();
  const chosen = (await suggestion.textContent())!;
  await suggestion.click();
  await expect(slug).toHaveValue(chosen);
  await expect(dialog.getByText('Slug already exists')).toBeHidden();
  await expect(dialog.getByText(`/book/${chosen}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Salon' }).click();
  await expect(dialog).toBeHidden();
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText(chosen);
  await expect(row).toContainText('No email');
  await expect(row).toContainText('active');
  await expect(row).toContainText('Just now');

  // Open on Sundays 11:00-15:00, closed on Mondays: the public page follows.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Salon' });
  await edit.getByRole('button', { name: 'Open on Sunday' }).click();
  await pickTime(edit, 'opening-sunday-from', '11:00');
  await pickTime(edit, 'opening-sunday-to', '15:00');
  await edit.getByRole('button', { name: 'Close on Monday' }).click();
  await expect(edit.getByRole('group', { name: 'Monday' })).toContainText('Closed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  const visitor = await asNewVisitor(await context.newPage());
  await visitor.goto(`/book/${chosen}`);
  await expect(visitor.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  // A new salon has no services yet: the page says it takes no online bookings yet and shows no
  // form (no dates either: the edited hours are checked on reopening the dialog, below).
  await expect(visitor.getByRole('heading', { name: 'This salon is not taking online bookings yet' })).toBeVisible();
  await expect(visitor.getByText('Online booking opens soon')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Book Appointment' })).toHaveCount(0);
  await expect(visitor.getByLabel('Your Name')).toHaveCount(0);

  // Deactivated: the booking page is gone.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expectTime(edit, 'opening-sunday-from', '11:00');
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('inactive');
  expect((await visitor.goto(`/book/${chosen}`))!.status()).toBe(404);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Salon' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
  await expect(confirm).toContainText('This action cannot be undone. All associated data will be permanently removed.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
});

test('a failed save keeps the dialog open and says why', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Delete Luxe Beauty Studio' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Salon' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The demo salon cannot be deleted: the demo booking pages need it.');
  await expect(confirm).toBeVisible();
});

test('bulk delete two salons', async ({ page }, testInfo) => {
  const tag = `Bulk ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await createSalon(page, `${tag} One`);
  await createSalon(page, `${tag} Two`);
  await page.getByRole('searchbox', { name: 'Search salons' }).fill(tag);
  await expect(rows(page)).toHaveCount(2);
  await table(page).getByRole('checkbox', { name: 'Select all' }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete 2 salon(s)? This action cannot be undone.');
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Bulk Delete' }).click();
  await expect(rows(page)).toHaveText(['No data available']);
  await expect(page.getByText('2 selected')).toBeHidden();
});

test('the sidebar: entries, highlight, overlay on phones, Logout', { tag: '@phone' }, async ({ page, isMobile }, testInfo) => {
  await signInAsAdmin(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot(page, testInfo, 'admin-menu');
  }
  const nav = page.getByRole('navigation', { name: 'Main' }).locator('visible=true');
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Salons', 'Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings']);
  await expect(nav.getByRole('link', { name: 'Salons' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  if (isMobile) {
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
  } else {
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await shot(page, testInfo, 'admin-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  }
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Logout' }).locator('visible=true').click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('Edit and Delete are in reach on every screen width', { tag: '@phone' }, async ({ page }) => {
  await signInAsAdmin(page);
  const first = rows(page).first();
  // On a phone the row scrolls sideways under the pinned actions column.
  await expect(first.getByRole('button', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
});

for (const account of ['staff', 'owner'] as const) {
  test(`the salons screen refuses the ${account}`, async ({ page }) => {
    await signInAt(page, ACCOUNTS[account].email, '/admin/salons');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(`Your role: ${account}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Salons' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
}

const SIDEBARS = {
  owner: { route: '/admin/settings', entries: ['Dashboard', 'Services', 'Staff', 'Appointments', 'Clients', 'Messages', 'Analytics', 'Settings'] },
  staff: { route: '/admin/appointments', entries: ['Dashboard', 'Appointments', 'Clients', 'Messages'] },
} as const;

for (const [account, { route, entries }] of Object.entries(SIDEBARS)) {
  test(`the ${account}'s sidebar lists only the areas they may open`, { tag: '@phone' }, async ({ page, isMobile }) => {
    await signInAt(page, ACCOUNTS[account as keyof typeof SIDEBARS].email, route);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([...entries]);
  });
}

