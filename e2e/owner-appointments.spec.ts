import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { pickDate } from './support/date-time';
import { shot } from './support/screens';

// The Appointments list (filters, search, status changes, one
// customer's visits) and Analytics, as an owner; staff reach only Appointments.

async function signIn(page: Page, email: string, path: string) {
  await signInAt(page, email, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

const list = (page: Page) => page.getByTestId('appointment-list');
const rows = (page: Page) => list(page).getByRole('listitem');

/** The no-show figure's "N of M". */
async function noShowsOf(page: Page): Promise<{ count: number; of: number }> {
  const detail = await page.getByTestId('analytics-no-show-rate').locator('p').last().textContent();
  const [, count, of] = /(\d+) of (\d+)/.exec(detail ?? '')!;
  return { count: Number(count), of: Number(of) };
}

test('an owner marks an appointment no-show from the list and Analytics counts it', async ({ page }, info) => {
  await signIn(page, ACCOUNTS.owner.email, '/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const before = await noShowsOf(page);
  const rateBefore = await page.getByTestId('analytics-no-show-rate').locator('[data-value]').textContent();

  await page.goto('/admin/appointments?status=completed');
  const first = rows(page).first();
  const customer = await first.getAttribute('data-customer');
  const id = await first.getAttribute('data-appointment');
  await first.getByRole('button', { name: `Change the status of ${customer}'s appointment` }).click();
  await page.getByRole('menuitem', { name: 'Mark no-show' }).click();
  await expect(page.getByText(`${customer}: No show`)).toBeVisible();
  // The list is filtered to completed ones: the appointment leaves it.
  await expect(list(page).locator(`[data-appointment="${id}"]`)).toHaveCount(0);
  await page.goto('/admin/appointments?status=no_show');
  await expect(list(page).locator(`[data-appointment="${id}"]`)).toBeVisible();

  await page.goto('/admin/analytics');
  expect(await noShowsOf(page)).toEqual({ count: before.count + 1, of: before.of });
  await expect(page.getByTestId('analytics-no-show-rate').locator('[data-value]')).not.toHaveText(rateBefore!);

  // The columns' numbers: a row per day of the 30 shown, and the same as a CSV whose counts add up to the figure.
  const figures = page.getByTestId('analytics-figures');
  await figures.getByText('The figures per day').click();
  await expect(figures.getByRole('row')).toHaveCount(31);
  const booked = Number(await page.getByTestId('analytics-booked').locator('[data-value]').textContent());
  const downloading = page.waitForEvent('download');
  await figures.getByRole('link', { name: 'Download as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await fs.readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('period_start,appointments,revenue,currency');
  expect(lines).toHaveLength(31);
  expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(booked);
  await shot(page, info, 'analytics');
});

test('the list filters by status and searches by name; a customer’s visits are one click away', async ({ page }) => {
  await signIn(page, ACCOUNTS.owner.email, '/admin/appointments');
  await page.getByLabel('Status', { exact: true }).selectOption('no_show');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=no_show/);
  await expect(rows(page).first()).toBeVisible();
  for (const badge of await list(page).locator('[data-status]').all()) await expect(badge).toHaveAttribute('data-status', 'no_show');

  await page.getByRole('link', { name: 'Clear' }).click();
  // Typed without accents, in capitals: the search folds both.
  await page.getByRole('searchbox', { name: 'Search' }).fill('KOVACS');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('appointment-count')).toContainText('matching "KOVACS"');
  const customers = await list(page).locator('[data-customer]').evaluateAll((items) => items.map((item) => item.getAttribute('data-customer')));
  expect(customers.length).toBeGreaterThan(0);
  expect(new Set(customers)).toEqual(new Set(['Anna Kovács']));

  // The first row opens the detail dialog, and from it the same edit dialog as the dashboard's.
  await rows(page).first().getByRole('button', { name: /Anna Kovács/ }).first().click();
  await page.getByRole('dialog', { name: 'Anna Kovács' }).getByRole('button', { name: 'Edit Appointment' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // One click: the customer's past visits, with the no-shows counted.
  await rows(page).first().getByRole('link', { name: 'Past visits of Anna Kovács' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('no-show-count')).toBeVisible();
  for (const name of await list(page).locator('[data-customer]').evaluateAll((items) => items.map((item) => item.getAttribute('data-customer')))) expect(name).toBe('Anna Kovács');
});

test('the list opens on today and reads forward; Past and dates picked on the month grid filter it', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, ACCOUNTS.owner.email, '/admin/appointments');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
  const dates = () => list(page).locator('[data-date]').evaluateAll((items) => items.map((item) => item.getAttribute('data-date')!));
  await expect(list(page).locator('[data-date]').first()).toBeVisible(); // the list has rendered
  const upcoming = await dates();
  expect(upcoming.length).toBeGreaterThan(0);
  expect(upcoming.every((date) => date >= today)).toBe(true);
  expect(upcoming).toEqual([...upcoming].sort());

  await page.getByRole('navigation', { name: 'Jump' }).getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL(/to=/);
  const past = await dates();
  expect(past.length).toBeGreaterThan(0);
  expect(past.every((date) => date < today)).toBe(true);
  expect(past).toEqual([...past].sort().reverse());

  // From and To picked on the Monday-first month grid (the GET form sends them as yyyy-MM-dd): the days between.
  const from = past.at(-1)!;
  const to = past.at(-3) ?? past[0];
  const filters = page.getByRole('search');
  await pickDate(filters, 'From', from);
  await pickDate(filters, 'To', to);
  await expect(filters.getByRole('button', { name: /^From, \w+day, \d+ \w+ \d{4}$/ })).toBeVisible();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  const between = await dates();
  expect(between).toContain(from);
  expect(between).toContain(to);
  expect(between.every((date) => date >= from && date <= to)).toBe(true);

  // Cleared, To leaves the address: the book from that day on.
  await filters.getByRole('button', { name: 'Clear the “To” date' }).click();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=(&|$)`));
  const fromOn = await dates();
  expect(fromOn[0] >= from).toBe(true);
  expect(fromOn).toEqual([...fromOn].sort());
});

test('staff see only the dashboard and Appointments: the list works, Analytics is denied', { tag: '@phone' }, async ({ page, isMobile }) => {
  await signIn(page, ACCOUNTS.staff.email, '/admin/appointments');
  await expect(rows(page).first()).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Dashboard', 'Appointments', 'Clients', 'Messages']);
  await page.goto('/admin/analytics');
  await expect(page.getByText('Access Denied')).toBeVisible();
});

