import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { pickTime } from './support/date-time';
import { choose, freeTimes } from './support/public-booking';
import { asNewVisitor } from './support/visitor';
import { expectNoSidewaysScroll, inDarkTheme, shot } from './support/screens';

// The owner's 'Hours & services' on the Staff screen, on desktop and a 375 px phone. A member
// made by the spec (a long name, unique per project and run) gets a split shift; a seeded
// stylist (one per project) stops taking appointments for a moment, which lists their coming
// appointments, and takes them again. Both projects share one server database.

const SEEDED = { desktop: 'Olivia Owner', phone: 'Nóra Nagy' } as const;

async function openHours(page: Page, name: string) {
  await page.getByRole('button', { name: `Hours & services of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Hours & services of ${name}` });
  await expect(dialog.getByTestId('stylist-schedule-form')).toBeVisible();
  return dialog;
}

/**
 * The public page follows the saved week at once: the new stylist is offered for the one service
 * they do, and their times on a Monday or Tuesday lie inside that day's spans (a 30-minute cut).
 */
async function expectPublicTimesFollow(browser: Browser, name: string) {
  const visitor = await asNewVisitor(await (await browser.newContext()).newPage());
  await visitor.goto('/book/luxe-beauty-studio');
  await choose(visitor.getByRole('radio', { name: /^Women's Haircut/ }));
  await expect(visitor.getByRole('radio', { name: 'Any stylist' })).toBeChecked();
  await expect(visitor.getByRole('radio', { name, exact: true })).toHaveCount(0);
  await choose(visitor.getByRole('radio', { name: /^Men's Haircut/ }));
  await choose(visitor.getByRole('radio', { name, exact: true }));
  const inside = { 1: (t: string) => (t >= '09:00' && t <= '12:30') || (t >= '14:00' && t <= '17:30'), 2: (t: string) => t >= '09:00' && t <= '16:30' };
  const dates = visitor.locator('input[name="date"]:not([disabled])');
  let checked = 0;
  for (let i = 1; i < (await dates.count()) && checked < 2; i++) {
    const date = (await dates.nth(i).getAttribute('value'))!;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 1 && weekday !== 2 && weekday !== 3) continue;
    await choose(dates.nth(i));
    await expect(visitor.locator('p[aria-live="polite"]')).toHaveText(/available for/);
    const free = await freeTimes(visitor);
    if (weekday === 3) expect(free, `no hours on Wednesday ${date}`).toEqual([]);
    else {
      expect(free.length, `times on ${date}`).toBeGreaterThan(0);
      expect(free.filter((time) => !inside[weekday](time)), `outside the spans on ${date}`).toEqual([]);
      checked++;
    }
  }
  expect(checked).toBe(2);
  await visitor.context().close();
}

test('the owner sets a split shift and sees the week, and the appointments a change leaves behind', async ({ page, browser }, info) => {
  const run = `${info.project.name}-${Date.now().toString(36)}`;
  const name = `Krisztina Szentgyörgyi-Vámbéry-Hollósné ${run}`;
  const email = `stylist-${run}@example.com`;
  await signInAt(page, ACCOUNTS.owner.email, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByText('Customers choose a stylist')).toBeVisible();

  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Staff Member' });
  await add.getByLabel('Full Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByRole('button', { name: 'Add Member' }).click();
  await page.getByRole('dialog', { name: `${name} is added` }).getByRole('button', { name: 'Done' }).click();
  const row = page.locator(`li[data-member="${email}"]`);
  await expect(row.getByTestId('work-summary')).toHaveText('Does not take appointments');

  const dialog = await openHours(page, name);
  await dialog.getByRole('switch').click();
  // Monday 09:00-13:00 and 14:00-20:00 (the second span starts after the first), Tuesday 09:00-17:00.
  await dialog.getByRole('button', { name: 'Add hours on Monday' }).click();
  await pickTime(dialog, 'hours-1-0-to', '13:00');
  await dialog.getByRole('button', { name: 'Add hours on Monday' }).click();
  await pickTime(dialog, 'hours-1-1-to', '20:00');
  await dialog.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await pickTime(dialog, 'hours-2-0-to', '08:00');
  await dialog.getByLabel('Only these').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(en.FormErrors.endAfterStart)).toBeVisible();
  await expect(dialog.getByText(en.FormErrors.staff.chooseServices)).toBeVisible();
  await pickTime(dialog, 'hours-2-0-to', '17:00');
  await dialog.getByRole('checkbox', { name: "Men's Haircut", exact: true }).click();
  await expect(dialog.getByText(en.FormErrors.staff.chooseServices)).toBeHidden();
  await expectNoSidewaysScroll(dialog);
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await shot(page, info, 'stylist-hours-dialog-services');
  await dialog.locator('[data-weekday="Monday"]').scrollIntoViewIfNeeded();
  await shot(page, info, 'stylist-hours-dialog');
  await inDarkTheme(page, () => shot(page, info, 'stylist-hours-dialog-dark'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('work-summary')).toHaveText('Mon 09:00–13:00, 14:00–20:00; Tue 09:00–17:00');
  await expectPublicTimesFollow(browser, name);

  // A seeded stylist stops taking appointments: their coming ones stay and are listed to move.
  const seeded = SEEDED[info.project.name as keyof typeof SEEDED];
  const theirs = await openHours(page, seeded);
  await theirs.getByRole('switch').click();
  await theirs.getByRole('button', { name: 'Save' }).click();
  const toMove = page.getByRole('dialog', { name: /appointments? to move/ });
  await expect(toMove.getByTestId('appointments-to-move').getByText('Does not take appointments').first()).toBeVisible();
  await expect(toMove.getByRole('link', { name: 'Find in Appointments' }).first()).toHaveAttribute('href', /\/admin\/appointments\?from=\d{4}-\d\d-\d\d&to=/);
  await shot(page, info, 'stylist-appointments-to-move');
  await toMove.getByRole('button', { name: 'Done' }).click();
  const again = await openHours(page, seeded);
  await again.getByRole('switch').click();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('dialog')).toBeHidden();
  await shot(page, info, 'staff-with-hours');

  // A stylist sees their own week on their account page.
  const staff = await (await browser.newContext()).newPage();
  await signInAt(staff, ACCOUNTS.staff.email, '/account');
  const own = staff.getByTestId('own-schedule');
  await expect(own.getByRole('heading', { name: 'My hours' })).toBeVisible();
  await expect(own).toContainText('Monday09:00–13:00, 14:00–20:00');
  await expect(own).toContainText('SundayNot working');
  await staff.context().close();
});
