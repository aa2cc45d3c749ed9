import { expect, test, type Page } from '@playwright/test';
import { formatLongDate } from '../lib/format/dates';
import { addDays, todayInZone } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectTime, pickDate, pickTime } from './support/date-time';
import { hydrated } from './support/hydration';
import { expectNoSidewaysScroll, inDarkTheme, shot } from './support/screens';

// Issue 38 item 14 (last point): New appointment shows the chosen day's free times up front, as
// chips that set the time. Issue 36 item 2: staff book a standing appointment (a series of 6)
// from the same dialog and see it on the schedule; an occurrence moves from Edit with the rest of
// its series ("This and the following"), and cancels with the rest of its series. Both on a desktop and a 375 px phone, each project on weeks of its own.

const ZONE = 'Europe/Budapest';

/** The Tuesday at least `days` ahead: a working day of the demo salon with nothing booked yet. */
function tuesdayAhead(days: number): string {
  let date = addDays(todayInZone(new Date(), ZONE), days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 2) date = addDays(date, 1);
  return date;
}

async function openNewAppointment(page: Page, date: string) {
  await signInAt(page, ACCOUNTS.staff.email, `/?date=${date}`);
  await page.getByTestId('quick-actions').getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await pickDate(dialog, 'Date', date);
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Pedicure' }).click();
  return dialog;
}

test('New appointment shows the day’s free times up front, as chips that set the time @phone', async ({ page }, info) => {
  const date = tuesdayAhead(info.project.name === 'phone' ? 120 : 100);
  const dialog = await openNewAppointment(page, date);
  const times = dialog.getByTestId('new-free-times');
  // No time chosen yet: the free times are there before anything is booked or refused.
  await expect(times.getByText('Available times')).toBeVisible();
  const chips = times.getByTestId('slot-chips').getByRole('button');
  await expect(chips.first()).toBeVisible();
  const chosen = (await chips.nth(2).textContent())!.trim();
  await chips.nth(2).click();
  await expectTime(dialog, 'new', chosen);
  await expect(times.getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
  await expect(times.getByRole('status')).toHaveText('Time slot is available');
  // Another day asks again, for the same service and stylist.
  await pickDate(dialog, 'Date', addDays(date, 1));
  await expect(times.getByRole('status')).toHaveText('Time slot is available');
  await expect(chips.first()).toBeVisible();
  await shot(page, info, 'new-appointment-free-times');
});

test('staff book a standing appointment of 6 from New appointment and see it on the schedule; the rest of the series moves from Edit, then cancels @phone', async ({ page }, info) => {
  test.setTimeout(150_000);
  const first = tuesdayAhead(info.project.name === 'phone' ? 260 : 200);
  const dates = Array.from({ length: 6 }, (_, week) => addDays(first, 7 * week));
  const name = `Szentgyörgyvölgyi-Hosszúnevű Rozália Standing ${info.project.name} ${Date.now() % 100000}`;
  const dialog = await openNewAppointment(page, first);
  await dialog.getByTestId('new-free-times').getByRole('button', { name: '10:00' }).click();
  await dialog.getByLabel('Customer name').fill(name);
  await dialog.getByLabel('E-mail').fill(`rozalia.standing.${Date.now()}@example.com`);

  await dialog.getByRole('switch', { name: 'Repeat (standing appointment)' }).click();
  await dialog.getByLabel('Every').selectOption('1');
  await expect(dialog.getByLabel('Number of appointments')).toHaveValue('6');
  const listed = dialog.getByTestId('series-dates').getByRole('listitem');
  await expect(listed).toHaveCount(6);
  for (const [i, date] of dates.entries()) {
    await expect(listed.nth(i)).toHaveAttribute('data-placeable', 'true');
    await expect(listed.nth(i)).toContainText(`${formatLongDate(date)} 10:00`);
  }
  await expectNoSidewaysScroll(dialog);
  await dialog.getByTestId('series-fields').scrollIntoViewIfNeeded();
  await shot(dialog.getByTestId('series-fields'), info, 'standing-appointment');
  await dialog.getByRole('button', { name: 'Book 6 appointments' }).click();
  await expect(page.getByText('6 appointments booked')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Another client's series at the same time: every date collides, is listed with its reason and
  // nearest free time, and nothing is booked until staff choose what to do with them.
  const other = `Másik Rendszeres Vendég ${info.project.name} ${Date.now() % 100000}`;
  await page.getByTestId('quick-actions').getByRole('button', { name: 'New appointment' }).click();
  await pickDate(dialog, 'Date', first);
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Pedicure' }).click();
  await pickTime(dialog, 'new', '10:00');
  await dialog.getByLabel('Customer name').fill(other);
  await dialog.getByRole('switch', { name: 'Repeat (standing appointment)' }).click();
  await dialog.getByLabel('Every').selectOption('1');
  await expect(listed).toHaveCount(6);
  for (const i of dates.keys()) await expect(listed.nth(i)).toHaveAttribute('data-placeable', 'false');
  await expect(listed.first()).toContainText(`Conflicts with ${name}'s appointment (10:00 - 11:00)`);
  await expect(listed.first()).toContainText(`Nearest free time: ${formatLongDate(first)} 09:00`);
  await dialog.getByRole('button', { name: 'Book 6 appointments' }).click();
  await expect(dialog.getByText('Choose what to do with the dates that cannot be booked.')).toBeVisible();
  const fields = dialog.getByTestId('series-fields');
  await fields.scrollIntoViewIfNeeded();
  await shot(fields, info, 'standing-appointment-collisions');
  await inDarkTheme(page, () => shot(fields, info, 'standing-appointment-collisions-dark'));
  await dialog.getByLabel('Book the nearest free times instead').check();
  await dialog.getByRole('button', { name: 'Book 6 appointments' }).click();
  await expect(page.getByText('6 appointments booked')).toBeVisible();
  await expect(dialog).toBeHidden();

  // On the schedule: the first week and the sixth.
  const schedule = page.getByTestId('day-schedule');
  await expect(schedule.locator(`[data-customer="${name}"][data-start="10:00"]`).filter({ visible: true })).toHaveCount(1);
  await expect(schedule.locator(`[data-customer="${other}"][data-start="09:00"]`).filter({ visible: true })).toHaveCount(1);
  await page.goto(`/?date=${dates[5]}`);
  await expect(schedule.locator(`[data-customer="${name}"][data-start="10:00"]`).filter({ visible: true })).toHaveCount(1);

  // The third moves to 11:30 from Edit with "This and the following": the fourth to sixth follow, the first two stay.
  await page.goto(`/?date=${dates[2]}`);
  await (await hydrated(schedule.locator(`[data-customer="${name}"]`).filter({ visible: true }))).click();
  await page.getByRole('button', { name: 'Edit Appointment' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await pickTime(edit, 'edit', '11:30');
  await expect(edit.locator('[data-slot-status="available"]')).toHaveText('Time slot is available');
  await edit.getByLabel('This and the following').check();
  await expect(edit.getByRole('checkbox', { name: 'Notify the client' })).toBeChecked();
  await expect(edit.getByText('One e-mail in their language listing the new times.')).toBeVisible();
  await edit.getByTestId('edit-series').scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(edit);
  await shot(edit, info, 'standing-appointment-edit-rest');
  await inDarkTheme(page, () => shot(edit, info, 'standing-appointment-edit-rest-dark'));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('4 appointments changed. The client has been e-mailed the new times.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(schedule.locator(`[data-customer="${name}"][data-start="11:30"]`).filter({ visible: true })).toHaveCount(1);
  for (const [date, start] of [[dates[1], '10:00'], [dates[5], '11:30']] as const) {
    await page.goto(`/?date=${date}`);
    await expect(schedule.locator(`[data-customer="${name}"][data-start="${start}"]`).filter({ visible: true })).toHaveCount(1);
  }

  // The fourth cancels with the fifth and sixth; the third stays.
  await page.goto(`/?date=${dates[3]}`);
  const detail = page.getByRole('dialog', { name });
  // A click before the page has hydrated opens nothing: click until the details open.
  await expect(async () => {
    await schedule.locator(`[data-customer="${name}"]`).filter({ visible: true }).click();
    await expect(detail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(detail.getByTestId('series-badge')).toHaveText('Standing appointment');
  await shot(page, info, 'standing-appointment-detail');
  await detail.getByRole('button', { name: `Change the status of ${name}'s appointment` }).click();
  await page.getByRole('menuitem', { name: 'Cancel appointment' }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp('^Cancel') });
  await confirm.getByLabel('Cancel this and the later ones of the series').check();
  await inDarkTheme(page, () => shot(confirm, info, 'standing-appointment-cancel-dark'));
  await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(confirm).toBeHidden();
  for (const [date, live] of [[dates[2], 1], [dates[4], 0], [dates[5], 0]] as const) {
    await page.goto(`/?date=${date}`);
    await expect(schedule.locator(`[data-customer="${name}"]:not([data-status="cancelled"])`).filter({ visible: true })).toHaveCount(live);
  }
});
