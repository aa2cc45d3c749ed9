import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInWithForm } from './support/auth';
import { expectNoViolations } from './support/axe';
import type { CaughtMail } from './support/mail-catcher-server';
import { bookWithEmail, choose, timeRadio } from './support/public-booking';
import { shot } from './support/screens';
import { MAILS_URL, SEEDED_URL } from './support/servers';
import { asNewVisitor } from './support/visitor';

// Issue 35, the whole story on the seeded server (its real SMTP; Studio Nord's bookings, which no
// seed comparison reads): the time a visitor wants is taken, so they join the waiting list; staff
// cancel that appointment (their dashboard's day lists the offer); the offer arrives by e-mail, its link books the time in one step, and
// the link used again says the offer is taken.

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

  // Staff cancel the booked appointment.
  const staff = await (await browser.newContext({ baseURL: SEEDED_URL })).newPage();
  await staff.goto(`/admin/appointments?q=${encodeURIComponent(booked)}`);
  await signInWithForm(staff, ACCOUNTS.otherOwner.email);
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
});
