import { asNewVisitor } from './support/visitor';
import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { ACCOUNTS, signInAt, signInWithForm } from './support/auth';
import { expectNoViolations } from './support/axe';
import { shot } from './support/screens';
import type { CaughtMail } from './support/mail-catcher-server';
import { MAILS_URL, SEEDED_URL } from './support/servers';

// The owner's Services and Staff areas, as the demo owner on desktop
// and on a 375 px phone. Both projects share one server database: names are unique per run.

async function signInAsOwner(page: Page, path: string) {
  await signInAt(page, ACCOUNTS.owner.email, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Radios are visually hidden inside their card: click the card, as a visitor does. */
const choose = (radio: Locator) => radio.locator('xpath=..').click();

/** The first date (from the second bookable one on) with a free time, and that time. */
async function pickDateAndTime(page: Page) {
  const dates = page.locator('input[name="date"]:not([disabled])');
  const count = await dates.count();
  for (let i = 1; i < count; i++) {
    await choose(dates.nth(i));
    await expect(page.locator('p[aria-live="polite"]')).toHaveText(/times? available for/);
    const free = page.locator('input[name="time"]:not([disabled])');
    if ((await free.count()) > 0) return choose(free.first());
  }
  throw new Error('no free time found');
}

test('an owner adds a service, a visitor books it at once, then the owner takes it off and deletes it', async ({ page, context }, info) => {
  const name = `Express Glow ${info.project.name} ${Date.now().toString(36)}`;
  await signInAsOwner(page, '/admin/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hair', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog.getByText('Service name is required')).toBeVisible();
  await expect(dialog.getByText("Enter a price, or choose 'Price on request'")).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByLabel('Category').fill('Express');
  await dialog.getByLabel('Duration (minutes)').fill('30');
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('4990');
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toContainText('HUF');
  await dialog.getByLabel('Tooltip').fill('A quick glow-up');
  await dialog.getByLabel('Nail Desk').click();
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await shot(dialog, info, 'service-dialog');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator(`li[data-service="${name}"]`);
  await expect(page.getByRole('heading', { name: 'Express', level: 2 })).toBeVisible();
  await expect(row).toContainText('30 minutes · 4 990 Ft · Nail Desk');
  await expectNoViolations(page);
  await shot(page, info, 'services');

  // The public booking page offers it at once.
  const visitor = await asNewVisitor(await context.newPage());
  await visitor.goto('/book/luxe-beauty-studio');
  const card = visitor.getByRole('radio', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  // Its description is on the card, readable on a phone (no hover title).
  await expect(card.locator('xpath=..').getByText('A quick glow-up')).toBeVisible();
  await visitor.getByLabel('Your Name').fill(`Glow Visitor ${info.project.name}`);
  await visitor.getByLabel('Phone Number').fill('+36 30 765 4321');
  await choose(card);
  await pickDateAndTime(visitor);
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expect(visitor.getByText(name)).toBeVisible();

  // A new price: the booking page, kept by the server since the visitor's first load
  // (lib/net/page-cache.mjs), shows it on the next load.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await edit.getByRole('spinbutton', { name: /^Price/ }).fill('5490');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('5 490 Ft');
  await visitor.goto('/book/luxe-beauty-studio');
  await expect(visitor.getByRole('radio', { name: new RegExp(name) }).locator('xpath=..')).toContainText('5 490 Ft');

  // Taken off: gone from the booking page, still in the list.
  await row.getByRole('switch', { name: `${name} offered` }).click();
  await expect(row).toContainText('inactive');
  await visitor.goto('/book/luxe-beauty-studio');
  await expect(visitor.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  await expect(visitor.getByRole('radio', { name: new RegExp(name) })).toHaveCount(0);

  // Deleted: its appointment keeps it, the list does not.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Service' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
});

test('an owner adds a staff member, who signs in with the one-time password and sees the dashboard', async ({ page, browser, baseURL }, info) => {
  const stamp = Date.now().toString(36);
  const email = `nora-${info.project.name}-${stamp}@luxe.example.com`;
  await signInAsOwner(page, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const team = page.getByRole('list', { name: 'Team' });
  await expect(team.locator('li[data-member="owner@luxe.example.com"]')).toContainText('you');

  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('Full Name').fill('Nora New');
  await dialog.getByLabel('Email').fill(ACCOUNTS.staff.email);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText(en.Errors.staff.emailTaken).first()).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  const shown = page.getByRole('dialog', { name: 'Nora New is added' });
  const password = (await shown.getByTestId('one-time-password').textContent())!.trim();
  expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await shot(shown, info, 'staff-password');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const row = team.locator(`li[data-member="${email}"]`);
  await expect(row).toContainText('Nora New');

  // The new member signs in with it and must choose their own password before anything else.
  const theirs = await browser.newContext({ baseURL });
  const member = await theirs.newPage();
  await member.goto('/login');
  await signInWithForm(member, email, password);
  await expect(member).toHaveURL(/\/account$/);
  await expect(member.getByText(en.Account.oneTimePassword)).toBeVisible();
  await member.goto('/admin/appointments');
  await expect(member).toHaveURL(/\/account$/);
  await shot(member, info, 'staff-member-one-time-password');
  await member.getByLabel('One-time password').fill(password);
  await member.getByLabel(/^New password/).fill('nora-own-password');
  await member.getByLabel('Repeat the new password').fill('nora-own-password-typo');
  await member.getByRole('button', { name: 'Change password' }).click();
  await expect(member.getByText(en.FormErrors.account.confirmMismatch)).toBeVisible();
  await member.getByLabel('Repeat the new password').fill('nora-own-password');
  await member.getByRole('button', { name: 'Change password' }).click();
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByTestId('user-email')).toHaveText(email);
  await expect(member.getByTestId('user-salon')).toHaveText('Luxe Beauty Studio');
  await expect(member.getByTestId('metrics-bar')).toBeVisible({ timeout: 30_000 });
  await shot(member, info, 'staff-member-dashboard');
  await theirs.close();
  // Only the password they chose signs them in now.
  const again = await browser.newContext({ baseURL });
  const next = await again.newPage();
  await next.goto('/login');
  await signInWithForm(next, email, password);
  await expect(next.getByText('Invalid login credentials')).toBeVisible();
  await signInWithForm(next, email, 'nora-own-password');
  await expect(next.getByTestId('user-email')).toHaveText(email);
  await again.close();

  // Renamed; the only owner cannot make herself staff.
  await page.getByRole('button', { name: 'Rename Nora New' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Nora New' });
  await rename.getByLabel('Full Name').fill('Nora Nails');
  await rename.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row).toContainText('Nora Nails');
  await page.getByRole('combobox', { name: 'Role of Olivia Owner' }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await expect(page.getByText(en.Errors.staff.lastOwner)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Olivia Owner' })).toContainText('Owner');
  await expectNoViolations(page);
  await shot(page, info, 'staff');

  await page.getByRole('button', { name: 'Remove Nora Nails' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Member' });
  await expect(remove).toContainText('appointments stay and will show as unassigned');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
});


// Where SMTP is set (the seeded server sends to the e2e mail server), a new member is e-mailed an
// invitation instead of the owner handing over a one-time password (issue 38 item 8). At Studio
// Nord, whose team no test compares with the seed.
test.describe('with SMTP', () => {
  test.use({ baseURL: SEEDED_URL });

  test('an owner adds a member, who gets an invitation e-mail whose link sets their password once', { tag: '@phone' }, async ({ page, browser }, info) => {
    const email = `ines-${info.project.name}-${Date.now().toString(36)}@nord.example.com`;
    await signInAt(page, ACCOUNTS.otherOwner.email, '/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Staff Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
    await dialog.getByLabel('Full Name').fill('Ines Invited');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    const shown = page.getByRole('dialog', { name: 'Ines Invited is added' });
    await expect(shown.getByTestId('invitation-sent')).toHaveText(
      `We have e-mailed Ines Invited an invitation at ${email}. Its link lets them choose their password within 7 days, once; then they sign in at /login. If it does not arrive, give them a one-time password with New password in their row.`,
    );
    await expect(shown.getByTestId('one-time-password')).toHaveCount(0);
    await expectNoViolations(page, { include: '[role="dialog"]' });
    await shot(shown, info, 'staff-invitation-sent');
    await shown.getByRole('button', { name: 'Done' }).click();

    // One e-mail, in the salon's language (English), with the set-password link.
    let invitations: CaughtMail[] = [];
    await expect(async () => {
      invitations = ((await (await fetch(MAILS_URL)).json()) as CaughtMail[]).filter((mail) => mail.to.includes(email));
      expect(invitations).toHaveLength(1);
    }).toPass({ timeout: 20_000 });
    const [invitation] = invitations;
    expect(invitation.subject).toBe('You are invited to Studio Nord');
    expect(invitation.text).toContain('To choose your password, open this link within 7 days. It works once:');
    const link = /https?:\/\/\S+\/reset-password\/[0-9a-f]{64}/.exec(invitation.text ?? '')![0];

    const theirs = await browser.newContext();
    const member = await theirs.newPage();
    await member.goto(link);
    await member.getByLabel('New password', { exact: true }).fill('ines-own-password');
    await member.getByLabel('Repeat the new password').fill('ines-own-password');
    await member.getByRole('button', { name: 'Set new password' }).click();
    await expect(member).toHaveURL(/\/login\?reset=1$/);
    await signInWithForm(member, email, 'ines-own-password');
    await expect(member.getByTestId('user-email')).toHaveText(email);
    await expect(member.getByTestId('user-salon')).toHaveText('Studio Nord');
    // The link worked once.
    await member.goto(link);
    await expect(member.getByText(en.Auth.invalidLink)).toBeVisible();
    await theirs.close();
  });
});
