import { formatLongDate } from '../lib/format/dates';
import { pickDate, pickTime } from './support/date-time';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SALON_SLUG } from '../lib/demo-salon';
import { addDays, todayInZone, weekdayOf } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { asNewVisitor } from './support/visitor';
import { expectNoSidewaysScroll, shot } from './support/screens';
import { hydrated } from './support/hydration';

// A weekly block from the dashboard takes its times off the public booking page, and removing
// it gives them back. The page lists 15 days, so it shows two of the four weekly dates; the
// integration test (features/blocks/data/time-blocks.int.test.ts) checks all four in the day slots. 14:30-15:00 on weekdays holds no demo appointment (lib/db/seed.ts); the
// desktop and phone projects share the server, so each blocks its own weekday.

const TZ = 'Europe/Budapest';
const FROM = '14:30';
const LONG_NAME = 'Maximiliana Alexandrina Szentgyörgyi-Kovácsné Bartholomew';

/** Four weekly dates inside the 30-day booking window, all Monday to Friday, none the demo's day off (today + 9). */
function weeklyDates(projectOffset: number): string[] {
  const today = todayInZone(new Date(), TZ);
  for (let first = 1; first <= 7; first++) {
    const dates = [0, 7, 14, 21].map((week) => addDays(today, first + projectOffset + week));
    const workdays = dates.every((date) => !['saturday', 'sunday'].includes(weekdayOf(date)!) && date !== addDays(today, 9));
    if (workdays && dates[3] <= addDays(today, 29)) return dates;
  }
  throw new Error('no four weekly workdays in the window');
}

/** The dates the booking page lists (today and the next 14 days). */
const listed = (dates: string[]) => dates.filter((date) => date <= addDays(todayInZone(new Date(), TZ), 14));

/** Radios are visually hidden inside their card: click the card, as a visitor does. */
const choose = (page: Page, name: string, value: string) => page.locator(`input[name="${name}"][value="${value}"]`).locator('xpath=..').click();

/** Opens the booking page on Men's Haircut (30 minutes). */
async function openBooking(page: Page) {
  await page.goto(`/book/${DEMO_SALON_SLUG}`);
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  await page.getByRole('radio', { name: /^Men's Haircut/ }).locator('xpath=..').click();
}

/** Whether the booking page offers FROM on each date. */
async function offered(page: Page, dates: string[]): Promise<boolean[]> {
  await openBooking(page);
  const answers: boolean[] = [];
  for (const date of dates) {
    await choose(page, 'date', date);
    const slot = page.locator(`input[name="time"][value="${FROM}"]`);
    await expect(slot).toHaveCount(1);
    answers.push(await slot.isEnabled());
  }
  return answers;
}

async function book(page: Page, date: string, time: string, name: string) {
  await openBooking(page);
  await choose(page, 'date', date);
  await choose(page, 'time', time);
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('+36 30 123 4567');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
}

test('a weekly lunch block from the dashboard hides its times from the booking page until removed', async ({ page, browser }, info) => {
  const dates = weeklyDates(info.project.name === 'phone' ? 1 : 0);
  const shown = listed(dates);
  expect(shown).toHaveLength(2);
  const visitor = await asNewVisitor(await browser.newPage());
  expect(await offered(visitor, shown)).toEqual([true, true]);

  await signInAt(page, ACCOUNTS.staff.email, `/?date=${dates[0]}`);
  const schedule = page.getByTestId('day-schedule');
  await schedule.getByRole('button', { name: 'Block time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block time' });
  // The salon's own date and 24-hour time, whatever the device's locale.
  await expect(dialog.getByRole('button', { name: `Date, ${formatLongDate(dates[0])}` })).toBeVisible();
  await pickTime(dialog, 'block-from', FROM);
  await pickTime(dialog, 'block-to', '15:00');
  await dialog.getByLabel('Reason').fill('Lunch');
  await dialog.getByLabel('Repeat').selectOption('weekly');
  await pickDate(dialog, 'Until', dates[3]);
  await expect(dialog.getByRole('button', { name: `Until, ${formatLongDate(dates[3])}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Block time' }).click();
  await expect(dialog).toBeHidden();
  const block = schedule.getByTestId('blocked-time');
  await expect(block).toContainText(`${FROM} – 15:00`);
  await expect(block).toContainText('Whole salon · Lunch · Weekly');

  expect(await offered(visitor, shown)).toEqual([false, false]);

  // A customer with a long name right after the block, for the screenshots.
  await book(visitor, dates[0], '15:00', LONG_NAME);
  await page.reload();
  await expect(schedule.locator(`[data-customer="${LONG_NAME}"]`).filter({ visible: true }).or(schedule.getByText(LONG_NAME))).not.toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(block).toBeVisible();
    await shot(page, info, `blocked-time-${scheme}`);
  }

  await block.getByRole('button', { name: 'Remove every week' }).click();
  await page.getByRole('dialog', { name: 'Remove blocked time' }).getByRole('button', { name: 'Remove' }).click();
  await expect(block).toHaveCount(0);
  expect(await offered(visitor, shown)).toEqual([true, true]);
});

/** The next `weekday` after today, in the salon's zone. */
function next(weekday: string, after = todayInZone(new Date(), TZ)): string {
  let date = addDays(after, 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

// Issue 38 item 14: a Mon–Fri lunch is one block with no end date. Early morning, before the demo
// salon opens, where no seeded or booked appointment sits; the two projects take their own half hour.
test('a lunch every weekday with no end date is one block, on weekdays only, still there a year on', { tag: '@phone' }, async ({ page }, info) => {
  const [from, to] = info.project.name === 'phone' ? ['06:30', '07:00'] : ['06:00', '06:30'];
  const monday = next('monday');
  await signInAt(page, ACCOUNTS.staff.email, `/?date=${monday}`);
  const schedule = page.getByTestId('day-schedule');
  await schedule.getByRole('button', { name: 'Block time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block time' });
  await pickTime(dialog, 'block-from', from);
  await pickTime(dialog, 'block-to', to);
  await dialog.getByLabel('Reason').fill('Lunch');
  await dialog.getByLabel('Repeat').selectOption({ label: 'Every weekday (Mon–Fri)' });
  // Until a date by default, as before; "No end date" takes the date away.
  await expect(dialog.getByRole('button', { name: /^Until/ })).toBeVisible();
  await dialog.getByLabel('Ends').selectOption({ label: 'No end date' });
  await expect(dialog.getByRole('button', { name: /^Until/ })).toHaveCount(0);
  await expect(dialog.getByText('Kept blocked a year ahead')).toBeVisible();
  await expectNoSidewaysScroll(dialog);
  await dialog.getByRole('button', { name: 'Block time' }).scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(dialog, info, `block-every-weekday-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Block time' }).click();
  await expect(dialog).toBeHidden();

  const mine = schedule.getByTestId('blocked-time').filter({ hasText: `${from} – ${to}` });
  await expect(mine).toContainText('Whole salon · Lunch · Every weekday');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(mine, info, `blocked-every-weekday-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // Friday yes, the weekend no, and a Friday 50 weeks on still yes.
  for (const [date, count] of [[addDays(monday, 4), 1], [addDays(monday, 5), 0], [addDays(monday, 6), 0], [addDays(monday, 7 * 50 + 4), 1]] as const) {
    await page.goto(`/?date=${date}`);
    await expect(schedule).toBeVisible();
    await expect(mine, date).toHaveCount(count);
  }

  // Right after page.goto: a click before hydration would be dropped.
  await (await hydrated(mine.getByRole('button', { name: 'Remove every weekday' }))).click();
  const confirm = page.getByRole('dialog', { name: 'Remove blocked time' });
  await expect(confirm).toContainText('Remove this blocked time on every weekday?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(mine).toHaveCount(0);
  await page.goto(`/?date=${monday}`);
  await expect(schedule).toBeVisible();
  await expect(mine).toHaveCount(0);
});
