import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { pickUntilSaveable } from './support/forms';
import { shot } from './support/screens';
import { asNewVisitor } from './support/visitor';

// Studio Nord's owner sets strict rules for a while; the visitor's pages follow them. The
// defaults come back at the end: the booking specs share this salon.
const BOOKING_PAGE = '/book/studio-nord?lang=en';
const NOTICE_HOURS = 48;
const WINDOW_HOURS = 168;

/** Radios are visually hidden inside their card: click the card, as a visitor does. */
const choose = (radio: Locator) => radio.locator('xpath=..').click();

async function setRules(page: Page, rules: { notice: string; window: string }) {
  await signInAt(page, ACCOUNTS.otherOwner.email, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await pickUntilSaveable(save, [
    [page.getByLabel('Minimum notice'), rules.notice],
    [page.getByLabel('Online changes and cancellations'), rules.window],
  ]);
  await save.click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
}

test("the salon's notice hides too-soon times, and inside its change window the manage link sends the visitor to the salon", async ({ page, browser }, info) => {
  await setRules(page, { notice: String(NOTICE_HOURS * 60), window: String(WINDOW_HOURS) });
  const context = await browser.newContext();
  try {
    const visitor = await asNewVisitor(await context.newPage());
    await visitor.goto(BOOKING_PAGE);
    await expect(visitor.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
    await expect(visitor.getByText(`Online booking closes ${NOTICE_HOURS} hours before the start.`)).toBeVisible();
    await expect(visitor.getByText(`You can change or cancel online until ${WINDOW_HOURS} hours before your appointment.`)).toBeVisible();
    await choose(visitor.getByRole('radio', { name: /^Beard Trim/ }));

    // Today and tomorrow are inside the 48-hour notice: no time is offered on them.
    const dates = visitor.locator('input[name="date"]');
    const live = visitor.locator('p[aria-live="polite"]');
    for (const i of [0, 1]) {
      if (await dates.nth(i).isDisabled()) continue;
      await choose(dates.nth(i));
      await expect(visitor.getByText('No times available on this day. Please choose another date.')).toBeVisible();
    }
    // The first open day after them with a free time: inside the 168-hour change window.
    let booked = false;
    for (let i = 3; i < 6 && !booked; i++) {
      if (await dates.nth(i).isDisabled()) continue;
      await choose(dates.nth(i));
      await expect(live).toHaveText(/times? available for/);
      const free = visitor.locator('input[name="time"]:not([disabled])');
      if ((await free.count()) === 0) continue;
      await choose(free.first());
      booked = true;
    }
    expect(booked).toBe(true);
    await visitor.getByLabel('Your Name').fill('Rule Tester');
    await visitor.getByLabel('Phone Number').fill('+36 30 555 7777');
    await visitor.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(visitor.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();

    await visitor.getByRole('link', { name: 'Manage booking' }).click();
    await expect(visitor.getByRole('heading', { name: 'Your booking' })).toBeVisible();
    await expect(visitor.getByText(`Online changes and cancellations close ${WINDOW_HOURS} hours before the start. To change or cancel this appointment now, please contact Studio Nord.`)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Cancel appointment' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Change time' })).toHaveCount(0);
    await expect(visitor.getByText('Questions? Contact Studio Nord:')).toBeVisible();
    await expect(visitor.getByRole('link', { name: '+36 52 123 456' })).toBeVisible();
    // An address that asks to cancel anyway gets no button.
    await visitor.goto(`${visitor.url()}?cancel=confirm`);
    await expect(visitor.getByRole('button', { name: 'Yes, cancel my appointment' })).toHaveCount(0);
    await shot(visitor, info, 'manage-inside-window');
  } finally {
    await context.close();
    await setRules(page, { notice: '120', window: '24' });
  }
});
