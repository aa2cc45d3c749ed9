import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { pickUntilSaveable } from './support/forms';
import { choose, freeTimes, openPedicureDay, timeRadio } from './support/public-booking';
import { inDarkTheme, shot } from './support/screens';
import { asNewVisitor } from './support/visitor';

// Who gets which message: the owner's reminder time, a visitor's stop of their reminders (the
// e-mail's link, then the button; and the mail client's one-click POST), a member's own notices.
// Desktop and phone share the server's database: each test puts back what it changed.

/** The page is `path` (relative, with its query and fragment). */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function signedIn(page: Page, path: string, account: keyof typeof ACCOUNTS) {
  await signInAt(page, ACCOUNTS[account].email, path);
  await expect(page).toHaveURL(at(path));
}

/** Books a Pedicure with an e-mail address on the public page; returns the manage link. */
async function bookWithEmail(page: Page, stamp: string) {
  await asNewVisitor(page);
  await openPedicureDay(page);
  const [time] = await freeTimes(page);
  await choose(timeRadio(page, time));
  await page.getByLabel('Your Name').fill(`Reminder Visitor ${stamp}`);
  await page.getByLabel('Phone Number').fill('+36 30 123 4567');
  await page.getByLabel('Email Address (optional)').fill(`reminders.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  return (await page.getByRole('link', { name: 'Manage booking' }).getAttribute('href'))!;
}

test('the owner sends reminders 48 hours ahead, and it stays so after a reload', async ({ page }, info) => {
  await signedIn(page, '/admin/settings', 'owner');
  const reminder = page.getByLabel('Reminder before the appointment');
  await expect(reminder).toHaveValue('24');
  await expect(reminder.locator('option')).toHaveText(['Off', '2 hours', '4 hours', '12 hours', '24 hours', '48 hours', '72 hours']);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await pickUntilSaveable(save, [[reminder, '48']]);
  await save.click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
  await page.reload();
  await expect(reminder).toHaveValue('48');
  await reminder.scrollIntoViewIfNeeded();
  await shot(page, info, 'settings-reminders');
  await inDarkTheme(page, () => shot(page, info, 'settings-reminders-dark'));

  await pickUntilSaveable(save, [[reminder, '24']]);
  await save.click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
  await page.reload();
  await expect(reminder).toHaveValue('24');
});

test("a visitor follows the message's stop link and stops the reminders; the page says so", async ({ page }, info) => {
  const manage = await bookWithEmail(page, `${info.project.name}${Date.now() % 1_000_000}`);
  const section = page.getByRole('region', { name: 'Reminder e-mail' });

  // The link in the e-mail: a GET, as a link scanner's, changes nothing and points at the button.
  await page.goto(`${manage}/stop-reminders`);
  await expect(page).toHaveURL(at(`${manage}?reminders=stop#reminders`));
  await expect(section).toContainText('On: we e-mail you a reminder before your appointment.');
  await shot(page, info, 'manage-reminders');
  await expectNoViolations(page);
  await inDarkTheme(page, () => shot(page, info, 'manage-reminders-dark'));
  await page.goto(manage);
  await expect(section.getByRole('button', { name: 'Stop reminders' })).toBeVisible();

  await section.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(page).toHaveURL(at(`${manage}#reminders`));
  await expect(section).toContainText(en.Server.remindersStopped);
  await expect(section.getByRole('button', { name: 'Stop reminders' })).toHaveCount(0);
  await shot(page, info, 'manage-reminders-stopped');
  await page.reload();
  await expect(section).toContainText(en.Server.remindersStopped);
});

test('the one-click stop (RFC 8058) from a mail client: no cookies, a plain answer; too long a body and an unknown link are refused', async ({ page, playwright, baseURL }, info) => {
  const manage = await bookWithEmail(page, `click${info.project.name}${Date.now() % 1_000_000}`);
  const mailClient = await playwright.request.newContext({ baseURL });
  const stop = `${manage}/stop-reminders`;
  const oneClick = { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click', maxRedirects: 0 };

  const tooLong = await mailClient.post(stop, { ...oneClick, data: `List-Unsubscribe=One-Click&${'x'.repeat(600)}` });
  expect(tooLong.status()).toBe(413);
  const unknown = await mailClient.post(`/book/manage/${'0'.repeat(64)}/stop-reminders`, oneClick);
  expect(unknown.status()).toBe(404);
  await page.goto(manage);
  await expect(page.getByRole('region', { name: 'Reminder e-mail' })).toContainText('On: we e-mail you');

  for (let i = 0; i < 2; i++) {
    const answer = await mailClient.post(stop, oneClick);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toBe(en.Server.remindersStopped);
    expect(answer.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' });
  }
  await page.goto(manage);
  await expect(page.getByRole('region', { name: 'Reminder e-mail' })).toContainText(en.Server.remindersStopped);
  await mailClient.dispose();
});

test('a stylist switches their e-mails about online bookings off, and back on; each stays after a reload', async ({ page }, info) => {
  await signedIn(page, '/account', 'staff');
  const notices = page.getByRole('switch', { name: 'Email me about online bookings' });
  await expect(page.getByText('An e-mail when a customer books or cancels an appointment with you online.')).toBeVisible();
  await expect(notices).toBeChecked();
  await notices.click();
  await expect(page.getByText('You will get no e-mails about online bookings')).toBeVisible();
  await page.reload();
  await expect(notices).not.toBeChecked();
  await notices.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shot(page, info, 'account-notifications');
  await expectNoViolations(page);
  await inDarkTheme(page, () => shot(page, info, 'account-notifications-dark'));
  await notices.click();
  await expect(page.getByText('You will get e-mails about online bookings')).toBeVisible();
  await page.reload();
  await expect(notices).toBeChecked();
});
