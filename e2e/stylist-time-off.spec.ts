import { expect, test } from '@playwright/test';
import { isoWeekday } from '../lib/scheduling/stylists';
import { addDays, instantToZonedParts } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { pickTime } from './support/date-time';
import { shot } from './support/screens';

// A stylist's time off on the day schedule (issue 38 item 10), with Luxe's demo stylists: Olivia
// Owner works Mondays, Wednesdays and Fridays, Sam Stylist weekdays 09:00–13:00 and 14:00–20:00,
// Nóra Nagy from Tuesday to Friday from 10:00.

const ZONE = 'Europe/Budapest';

/** The next Tuesday at least two days ahead (not the demo salon's day off, nine days from today). */
function nextTuesday(): string {
  const today = instantToZonedParts(new Date(), ZONE).date;
  let date = addDays(today, 2);
  while (isoWeekday(date) !== 2 || date === addDays(today, 9)) date = addDays(date, 1);
  return date;
}

test('a stylist off shows in their lane, the stylist choice marks them off, an appointment outside their hours is flagged', { tag: '@phone' }, async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  const date = nextTuesday();
  // Both before Nóra's day and clear of each other and of the demo's first appointment (opening + 30 min, lib/db/seed.ts), whatever the date.
  const time = phone ? '09:15' : '09:00';
  const name = `Olga Offtime ${info.project.name} ${Date.now().toString(36)}`;
  await signInAt(page, ACCOUNTS.owner.email, `/?date=${date}`);
  const schedule = page.getByTestId('day-schedule');
  await expect(schedule.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });

  if (phone) {
    await expect(schedule.getByTestId('stylists-off')).toHaveText('Off this day: Olivia Owner');
  } else {
    await schedule.getByRole('button', { name: 'Stylists', exact: true }).click();
    const olivia = schedule.getByRole('region', { name: 'Olivia Owner' });
    await expect(olivia).toHaveAttribute('data-day-off', 'true');
    await expect(olivia.locator('[data-off="day"]')).toHaveText('Day offOlivia Owner is off all day');
    // Sam's break between his two spans is drawn off in his lane.
    const sam = schedule.getByRole('region', { name: 'Sam Stylist' });
    await expect(sam.locator('[data-off="hours"]').first()).toBeVisible();
    // A block of Sam's own (the day's last half-hour) is drawn in his lane, and only there.
    await schedule.getByRole('button', { name: 'Block time' }).click();
    const block = page.getByRole('dialog', { name: 'Block time' });
    await block.getByRole('combobox', { name: 'Block', exact: true }).selectOption({ label: 'One stylist' });
    await block.getByRole('combobox', { name: 'Stylist', exact: true }).selectOption({ label: 'Sam Stylist' });
    await pickTime(block, 'block-from', '17:30');
    await pickTime(block, 'block-to', '18:00');
    await block.getByLabel('Reason').fill('Dentist');
    await block.getByRole('button', { name: 'Block time' }).click();
    await expect(block).toBeHidden();
    await expect(sam.getByText('Dentist', { exact: true })).toBeVisible();
    await expect(schedule.getByRole('region', { name: 'Nóra Nagy' }).getByText('Dentist', { exact: true })).toHaveCount(0);
  }

  // New appointment: Olivia is listed as off and cannot be chosen; Nóra before her day starts, booked anyway.
  await schedule.getByRole('button', { name: 'New appointment', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  const stylist = dialog.getByLabel('Stylist', { exact: true });
  await expect(stylist.locator('option', { hasText: 'Olivia Owner (off this day)' })).toBeDisabled();
  await expect(stylist).toHaveValue('');
  await dialog.getByLabel('Customer name').fill(name);
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: "Women's Haircut" }).click();
  await dialog.getByLabel(/^Duration/).fill('15');
  await pickTime(dialog, 'new', time);
  await stylist.selectOption({ label: 'Nóra Nagy' });
  page.once('dialog', (question) => void question.accept());
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog).toBeHidden();

  const booked = schedule.locator(`[data-customer="${name}"]`).filter({ visible: true });
  await expect(booked).toHaveCount(1);
  const flag = booked.locator('[data-off-duty="hours"]');
  await expect(flag).toBeVisible();
  if (phone) await expect(flag).toHaveText("Outside Nóra Nagy's working hours");
  else await expect(booked).toHaveAccessibleName(new RegExp(`${time}.*${name}.*Outside Nóra Nagy's working hours`));
  await shot(page, info, 'stylist-time-off');
});
