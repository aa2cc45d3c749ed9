import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInWithForm, signInAt } from './support/auth';
import { bookWithEmail } from './support/public-booking';
import { shot } from './support/screens';
import { MAILS_URL, SEEDED_URL } from './support/servers';

// The main e2e server keeps its messages in the app (no SMTP_URL): staff read them there.

async function signIn(page: Page) {
  await signInAt(page, ACCOUNTS.owner.email);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The salon's message list, reloaded until `row` shows (the worker sends within a second or so). */
async function openMessagesUntil(page: Page, text: string) {
  await page.goto('/admin/messages');
  await expect(async () => {
    await page.reload();
    // Visible text only: a salon notice names the customer's address too, inside its closed body.
    await expect(page.getByTestId('message-list').getByText(text).filter({ visible: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("a visitor's confirmation is in the salon's message log and the appointment's delivery log", async ({ page, browser }, info) => {
  const email = `mira-${info.project.name}-${Date.now().toString(36)}@example.com`;
  await bookWithEmail(page, { email });

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await openMessagesUntil(staff, email);
  const row = staff.getByTestId('message-list').locator('li', { hasText: email }).filter({ hasText: 'Confirmation' });
  await expect(row.getByText('Kept in app')).toBeVisible();
  await row.locator('summary').click();
  await expect(row.getByText(/Thank you for your booking/)).toBeVisible();
  await expect(row.getByText(/\/book\/manage\/[0-9a-f]{64}/)).toBeVisible();

  await staff.goto(`/admin/appointments?q=${encodeURIComponent(email)}`);
  await staff.getByRole('button', { name: /Mira Message/ }).first().click();
  await staff.getByRole('dialog').locator('summary', { hasText: 'Messages' }).click();
  const log = staff.getByTestId('delivery-log');
  await expect(log.getByText('Confirmation')).toBeVisible();
  await expect(log.getByText(/kept in the app/i).first()).toBeVisible();
});

test("'Send Reminders' sends each due reminder once, however often it is pressed", async ({ page }) => {
  await signIn(page);
  const button = page.getByRole('button', { name: 'Send Reminders' });
  await button.click();
  const first = page.getByText(/reminders? (is|are) on (its|their) way\.|No reminders to send/).first();
  await expect(first).toBeVisible();
  const queued = Number(/^(\d+) reminder/.exec((await first.textContent()) ?? '')?.[1] ?? 0);
  await button.click();
  await expect(page.getByText(/^No reminders to send/).last()).toBeVisible();

  await page.goto('/admin/messages');
  const appointments = await page.getByTestId('message-list').locator('li[data-kind="reminder"]:not([data-status="cancelled"])').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-appointment')));
  expect(appointments.length).toBeGreaterThanOrEqual(queued);
  // One reminder per appointment, however often it was asked for.
  expect(new Set(appointments).size).toBe(appointments.length);
});

test('a password reset works once, end to end through a real SMTP server', async ({ page }, info) => {
  // The seeded server sends through the e2e mail server; a member of its own, so no other test's sign-in changes.
  const owner = await page.context().browser()!.newContext({ baseURL: SEEDED_URL });
  const ownerPage = await owner.newPage();
  await signIn(ownerPage);
  const email = `reset-${info.project.name}-${Date.now().toString(36)}@example.com`;
  await ownerPage.goto('/admin/staff');
  await ownerPage.getByRole('button', { name: 'Add Staff Member' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('Full Name').fill('Rita Reset');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await ownerPage.getByRole('dialog', { name: 'Rita Reset is added' }).getByRole('button', { name: 'Done' }).click();
  await owner.close();

  const visitor = await (await page.context().browser()!.newContext({ baseURL: SEEDED_URL })).newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByText(/If an account exists for that address/)).toBeVisible();

  let link = '';
  await expect(async () => {
    const mails = (await (await fetch(MAILS_URL)).json()) as { to: string[]; subject: string; text: string }[];
    const mail = mails.find((m) => m.to.includes(email) && m.subject === 'Reset your password');
    link = /(http\S+\/reset-password\/[0-9a-f]{64})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });

  await visitor.goto(link);
  await visitor.getByLabel('New password', { exact: true }).fill('a-brand-new-pass-1');
  await visitor.getByLabel('Repeat the new password').fill('a-brand-new-pass-1');
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();
  await signInWithForm(visitor, email, 'a-brand-new-pass-1');
  await expect(visitor).not.toHaveURL(/\/login/);

  await visitor.goto(link);
  await expect(visitor.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
});

test('a mail outage is said plainly on the dashboard, and its messages are among the failing @phone', async ({ page, browser }, info) => {
  // The seeded server sends through the e2e mail server, which refuses the next messages for now.
  await fetch(MAILS_URL.replace(/\/mails$/, '/fail-next?count=2'), { method: 'POST' });
  const visitor = await (await browser.newContext({ baseURL: SEEDED_URL })).newPage();
  await bookWithEmail(visitor, { email: `outage-${info.project.name}-${Date.now().toString(36)}@example.com`, name: 'Otto Outage' });

  const owner = await (await browser.newContext({ baseURL: SEEDED_URL, viewport: page.viewportSize() })).newPage();
  await signIn(owner);
  const banner = owner.getByTestId('mail-outage');
  await expect(async () => {
    await owner.reload();
    await expect(banner).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(banner).toContainText(/^E-mails are not going out: \d+ messages? waits? to be sent again/);
  await shot(owner, info, 'mail-outage');
  await banner.getByRole('link', { name: 'See the failing messages' }).click();
  await expect(owner).toHaveURL(/\/admin\/messages\?status=failed$/);
  await expect(owner.getByTestId('message-list').getByText('Failing, will retry').first()).toBeVisible();
});
