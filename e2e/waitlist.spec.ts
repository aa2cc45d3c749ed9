import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { hydrated } from './support/hydration';
import type { CaughtMail } from './support/mail-catcher-server';
import { bookWithEmail, choose, timeRadio } from './support/public-booking';
import { expectNoSidewaysScroll, inDarkTheme, shot } from './support/screens';
import { MAILS_URL, SEEDED_URL } from './support/servers';
import { asNewVisitor } from './support/visitor';

// Issue 35, the whole story on the seeded server (its real SMTP; Studio Nord's bookings, which no
// seed comparison reads): the time a visitor wants is taken, so they join the waiting list; staff
// cancel that appointment (their dashboard's day lists the offer); the offer arrives by e-mail, its link books the time in one step, and
// the link used again says the offer is taken. Then staff add a walk-in to that day's list and
// offer them a free time by hand: the time is held on the schedule and the offer goes out.

const caughtMails = async (): Promise<CaughtMail[]> => (await fetch(MAILS_URL)).json();
const hour = (time: string, add = 0) => `${String(Number(time.slice(0, 2)) + add).padStart(2, '0')}:00`;

test('a waiting visitor is offered a cancelled time by e-mail and books it in one step', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const booked = `Wally Booked ${stamp}`;
  const waiting = `Wanda Waiting ${stamp}`;
  const email = `waitlist-${stamp}@example.com`;
  const visitor = await browser.newContext({ baseURL: SEEDED_URL });
  const page = await visitor.newPage();
  const { date, time } = await bookWithEmail(page, { path: '/book/studio-nord?lang=en', service: /^Beard Trim/, name: booked, email: `booked-${stamp}@example.com` });

  // Another visitor wants that time: it is taken, so they join the waiting list for its hour.
  await asNewVisitor(page);
  await page.goto('/book/studio-nord?lang=en');
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  await choose(page.getByRole('radio', { name: /^Beard Trim/ }));
  await choose(page.locator(`input[name="date"][value="${date}"]`));
  await expect(timeRadio(page, time)).toBeDisabled();
  await page.getByRole('link', { name: /Join the waiting list/ }).click();
  await expect(page.getByRole('heading', { name: 'Join the waiting list' })).toBeVisible();
  const join = page.getByRole('button', { name: 'Join the waiting list' });
  await expect(join).toBeEnabled();
  await page.getByLabel('Your name').fill(waiting);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('From').selectOption(hour(time));
  await page.getByLabel('Until').selectOption(hour(time, 1));
  await shot(page, info, 'waitlist-join');
  await join.click();
  await expect(page.getByText(/^You are on the waiting list for /)).toBeVisible();
  // Joining sends "you are on the waiting list", with the way to leave it.
  await expect(async () => {
    const joined = (await caughtMails()).find((m) => m.to.includes(email) && m.subject?.startsWith('You are on the waiting list'));
    expect(joined?.text).toMatch(/To leave the waiting list: https?:\/\/\S+\/book\/waitlist\/[0-9a-f]{64}\?lang=en&leave=confirm/);
  }).toPass({ timeout: 30_000 });

  // Staff cancel the booked appointment.
  const staff = await (await browser.newContext({ baseURL: SEEDED_URL })).newPage();
  await signInAt(staff, ACCOUNTS.otherOwner.email, `/admin/appointments?q=${encodeURIComponent(booked)}`);
  const row = staff.getByTestId('appointment-list').locator(`[data-customer="${booked}"]`);
  await row.getByRole('button', { name: `Change the status of ${booked}'s appointment` }).click();
  await staff.getByRole('menuitem', { name: 'Cancel appointment' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'cancelled');
  // The day's waiting list on the dashboard: the time is offered to them.
  await staff.goto(`/?date=${date}`);
  const entry = staff.getByTestId('waitlist-day').locator(`li[data-customer="${waiting}"]`);
  await expect(entry).toHaveAttribute('data-state', 'offered');
  await expect(entry).toContainText(/Offered .* until /);
  await shot(staff, info, 'waitlist-dashboard');

  // The offer arrives at the SMTP server, with the time, and its link books it.
  let offer: CaughtMail | undefined;
  await expect(async () => {
    offer = (await caughtMails()).find((m) => m.to.includes(email) && m.subject?.startsWith('A time has opened up for you'));
    expect(offer).toBeDefined();
  }).toPass({ timeout: 30_000 });
  expect(offer!.text).toContain(`at ${time}`);
  const link = /https?:\/\/\S+\/book\/waitlist\/[0-9a-f]{64}\?lang=en/.exec(offer!.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'A time has opened up for you' })).toBeVisible();
  await expect(page.getByText(`${time} – `)).toBeVisible();
  await shot(page, info, 'waitlist-offer');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Accept this time' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(waiting)).toBeVisible();

  // Used again, the link says the offer is taken.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This offer is taken' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept this time' })).toHaveCount(0);
  await shot(page, info, 'waitlist-offer-taken');
  // The message's other link (leave the list) opens the same page, which changes nothing by itself.
  const leave = /https?:\/\/\S+\/book\/waitlist\/[0-9a-f]{64}\?lang=en&leave=confirm/.exec(offer!.text ?? '')?.[0];
  expect(leave).toBeTruthy();
  await page.goto(leave!);
  await expect(page.getByRole('heading', { name: 'This offer is taken' })).toBeVisible();
  await visitor.close();

  // Staff add a walk-in to the day's list and offer them a time by hand.
  const walkIn = `Walt Walk-in ${stamp}`;
  await staff.goto(`/?date=${date}`);
  await addAndOfferByHand(staff, info, { name: walkIn, email: `walk-in-${stamp}@example.com`, pick: 'first' });
  await expect(async () => {
    expect((await caughtMails()).some((m) => m.to.includes(`walk-in-${stamp}@example.com`) && m.subject?.startsWith('A time has opened up for you'))).toBe(true);
  }).toPass({ timeout: 30_000 });
});

/**
 * On the dashboard's day: Add to waiting list (Beard Trim, the whole day, in English), then
 * Offer a time (the first or the last free one): the entry is offered and its hold is on the
 * schedule, "Held for <name> until <time>" (the timeline's lane on a desktop, the list on a phone).
 */
async function addAndOfferByHand(staff: Page, info: TestInfo, { name, email, pick }: { name: string; email: string; pick: 'first' | 'last' }) {
  const list = staff.getByTestId('waitlist-day');
  await (await hydrated(list.getByRole('button', { name: 'Add to waiting list' }))).click();
  const dialog = staff.getByRole('dialog', { name: 'Add to the waiting list' });
  await dialog.getByLabel('Service').selectOption({ label: 'Beard Trim' });
  await dialog.getByLabel("Client's name").fill(name);
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Language of their e-mails')).toHaveValue(/en|hu/);
  await dialog.getByLabel('Language of their e-mails').selectOption('en');
  await expectNoSidewaysScroll(dialog);
  await shot(staff, info, 'waitlist-add');
  await dialog.getByRole('button', { name: 'Add to waiting list' }).click();
  await expect(dialog).toBeHidden();
  const entry = list.locator(`li[data-customer="${name}"]`);
  await expect(entry).toHaveAttribute('data-state', 'waiting');

  await entry.getByRole('button', { name: 'Offer a time' }).click();
  const offer = staff.getByRole('dialog', { name: `Offer ${name} a time` });
  const times = offer.getByRole('radio');
  await expect(times.first()).toBeVisible();
  const time = pick === 'first' ? times.first() : times.last();
  await time.click();
  await expect(time).toHaveAttribute('aria-checked', 'true');
  await shot(staff, info, 'waitlist-offer-by-hand');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  await expect(entry).toHaveAttribute('data-state', 'offered');
  const hold = staff.locator(`[data-hold="${name}"]`).filter({ visible: true });
  await expect(hold).toContainText(`Held for ${name} until `);
  await shot(staff, info, 'waitlist-held');
  await inDarkTheme(staff, () => shot(staff, info, 'waitlist-held-dark'));
}

test('staff add a client to the waiting list from the phone and offer a time by hand', { tag: '@phone' }, async ({ browser }, info) => {
  const stamp = Date.now().toString(36);
  // A day the public page offers Beard Trim on, after the story's day.
  const visitor = await browser.newContext({ baseURL: SEEDED_URL });
  const page = await visitor.newPage();
  await page.goto('/book/studio-nord?lang=en');
  await choose(page.getByRole('radio', { name: /^Beard Trim/ }));
  const date = (await page.locator('input[name="date"]:not([disabled])').nth(2).getAttribute('value'))!;
  await visitor.close();
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const staff = await (await browser.newContext({ baseURL: SEEDED_URL, viewport, isMobile, hasTouch, deviceScaleFactor })).newPage();
  await signInAt(staff, ACCOUNTS.otherOwner.email, `/?date=${date}`);
  await expect(staff.getByTestId('waitlist-day')).toBeVisible();
  // The desktop and the phone run at once on this day: each offers a time of its own.
  await addAndOfferByHand(staff, info, { name: `Phoebe Phone ${stamp}`, email: `phone-${stamp}@example.com`, pick: info.project.name === 'phone' ? 'last' : 'first' });
});
