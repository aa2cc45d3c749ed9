import { expect, test, type Page } from '@playwright/test';
import { formatLongDate } from '../lib/format/dates';
import { SPECIAL_CLOSURE_REASON } from '../lib/scheduling/dates';
import { ACCOUNTS, signInAt } from './support/auth';
import { pickDate } from './support/date-time';
import { shot } from './support/screens';

// Settings as an owner, on desktop and a 375 px phone. The owner of Studio
// Nord works on their own salon; both projects share the server's database, so every step
// holds whether it runs first or second (the holiday fill adds nothing the second time) and
// the day off added here is removed again.

const BOOKING_PAGE = '/book/studio-nord';
const daysOffList = (page: Page) => page.getByRole('list', { name: 'Upcoming days off' });
const dateRadio = (page: Page, date: string) => page.locator(`input[name="date"][value="${date}"]`);

async function openSettings(page: Page, account: 'owner' | 'otherOwner' = 'otherOwner') {
  await signInAt(page, ACCOUNTS[account].email, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(ACCOUNTS[account].salon, { exact: true })).toBeVisible();
}

test("fill Hungary's public holidays, then close a day the booking page shows", async ({ page }, info) => {
  await openSettings(page);

  // One click: this year's remaining and next year's holidays, the Easter-based ones computed.
  await page.getByRole('button', { name: 'Add Public Holidays' }).click();
  await expect(page.getByText(/public holidays? added as days off|Every public holiday is already a day off/)).toBeVisible();
  for (const [date, name] of [
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-17', 'Whit Monday'],
  ]) {
    const item = daysOffList(page).getByRole('listitem').filter({ has: page.locator(`time[datetime="${date}"]`) });
    await expect(item).toContainText(formatLongDate(date));
    await expect(item).toContainText(name);
  }
  await page.reload();
  await expect(daysOffList(page).locator('time[datetime="2027-03-29"]')).toHaveText('Monday, 29 March 2027');

  // The last date the booking page offers that is still open becomes a day off.
  await page.goto(BOOKING_PAGE);
  const open = page.locator('input[name="date"]:not([disabled])');
  await expect(open.first()).toBeAttached();
  const day = (await open.last().getAttribute('value'))!;

  await openSettings(page);
  await pickDate(page.locator('main'), 'Date', day);
  await page.getByRole('button', { name: 'Add Day Off' }).click();
  await expect(page.getByText(`Closed on ${formatLongDate(day)}`)).toBeVisible();
  await expect(daysOffList(page).locator(`time[datetime="${day}"]`)).toBeVisible();
  await shot(page, info, 'settings-days-off');

  await page.goto(BOOKING_PAGE);
  await expect(dateRadio(page, day)).toBeDisabled();
  await expect(dateRadio(page, day).locator('xpath=..')).toHaveAttribute('title', SPECIAL_CLOSURE_REASON);

  // Open again: the booking page offers the day once more.
  await openSettings(page);
  await page.getByRole('button', { name: `Remove ${formatLongDate(day)}` }).click();
  await expect(page.getByText(`Open again on ${formatLongDate(day)}`)).toBeVisible();
  await page.goto(BOOKING_PAGE);
  await expect(dateRadio(page, day)).toBeEnabled();
});

test('the profile form validates like the salon form and saves', async ({ page }, info) => {
  await openSettings(page);
  const description = page.getByLabel('Description');
  await page.getByLabel('Salon Name').fill('');
  await page.getByLabel('Email Address').fill('not-an-address');
  await page.getByLabel('Instagram Link').fill('https://example.com/nord');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Salon name is required')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Enter the Instagram profile link')).toBeVisible();

  await page.reload();
  const text = `A small barber and beauty studio (${info.project.name}).`;
  await description.fill(text);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
  await page.goto(BOOKING_PAGE);
  await expect(page.getByText(text)).toBeVisible();
});

test('the online booking rules refuse what is out of range, save, and are restored', async ({ page }) => {
  await openSettings(page);
  const horizon = page.getByLabel('Booking horizon (days)');
  await horizon.fill('400');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter a whole number of days from 1 to 365')).toBeVisible();

  await horizon.fill('45');
  await page.getByLabel('Minimum notice').selectOption({ label: '4 hours' });
  await page.getByLabel('Online changes and cancellations').selectOption({ label: 'Up to 48 hours before' });
  await page.getByLabel('Booking policy').fill('Please arrive 5 minutes early.');
  await page.getByLabel('Waiting list: hold a freed time for').selectOption({ label: '1 hour' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
  await page.reload();
  await expect(horizon).toHaveValue('45');
  await expect(page.getByLabel('Minimum notice')).toHaveValue('240');
  await expect(page.getByLabel('Online changes and cancellations')).toHaveValue('48');
  await expect(page.getByLabel('Booking policy')).toHaveValue('Please arrive 5 minutes early.');
  await expect(page.getByLabel('Waiting list: hold a freed time for')).toHaveValue('60');

  // The defaults again: the booking specs share this salon.
  await horizon.fill('30');
  await page.getByLabel('Minimum notice').selectOption('120');
  await page.getByLabel('Online changes and cancellations').selectOption('24');
  await page.getByLabel('Booking policy').fill('');
  await page.getByLabel('Waiting list: hold a freed time for').selectOption('30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
});

test('stations: add, rename, deactivate and bring back', async ({ page }, info) => {
  await openSettings(page);
  const name = `Desk ${info.project.name} ${Date.now().toString(36)}`;
  const stations = page.getByRole('list', { name: 'Stations' });
  await page.getByLabel('New station').fill(name);
  await page.getByRole('button', { name: 'Add Station' }).click();
  await expect(stations.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(`${name} B`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const renamed = stations.getByRole('listitem').filter({ hasText: `${name} B` });
  await expect(renamed).toBeVisible();

  await page.getByRole('button', { name: `Deactivate ${name} B` }).click();
  await expect(renamed).toContainText('Inactive');
  await page.getByRole('button', { name: `Reactivate ${name} B` }).click();
  await expect(renamed).not.toContainText('Inactive');
});

test('a station with coming appointments stays active: nothing booked is stranded', async ({ page }) => {
  // Luxe Beauty Studio works with stations, and its chairs hold the demo's coming appointments.
  await openSettings(page, 'owner');
  const chair = page.getByRole('list', { name: 'Stations' }).getByRole('listitem').filter({ hasText: 'Chair 1' });
  await expect(chair).toContainText(/\d+ coming appointments?/);
  await page.getByRole('button', { name: 'Deactivate Chair 1' }).click();
  await expect(page.getByText(/^Chair 1 still has \d+ coming appointments?\. Move/)).toBeVisible();
  await page.reload();
  await expect(chair).not.toContainText('Inactive');
});

