import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { instantToZonedParts } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { pickUntilSaveable } from './support/forms';
import { choose } from './support/public-booking';
import { SCREENSHOTS, shot } from './support/screens';
import { asNewVisitor } from './support/visitor';

// No-show protection and consent on the client's card (issue 33 items 5 and 6): the owner
// turns the salon's policy on, a client with a no-show who tries to book online is asked to
// call, the owner clears it and records the client's marketing consent. The policy is off
// again at the end: the other specs book in this salon. Desktop only for now: on the 375 px
// phone project the run timed out on Settings (issue 33 follow-up).

const CALL_SALON = 'We cannot take this booking online. Please call the salon to book your appointment.';

async function screenshots(page: Page, info: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, info, `client-care-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function asOwner(page: Page, path: string) {
  await signInAt(page, ACCOUNTS.owner.email, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

async function setNoShowLimit(page: Page, label: string) {
  await asOwner(page, '/admin/settings');
  const limit = page.getByLabel('No-show protection');
  if ((await limit.locator('option:checked').textContent()) === label) return;
  const save = page.getByRole('button', { name: 'Save Changes' });
  const value = await limit.locator('option', { hasText: label }).getAttribute('value');
  // A pick before hydration is lost: picked until the form has seen it.
  await pickUntilSaveable(save, [[limit, value!]]);
  await save.click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
}

test('a client with a no-show is asked to call the salon; staff clear it and record consent on the card', async ({ page }, info) => {
  // Two sign-ins, a settings save each way, a booking attempt and the card on a busy machine.
  test.setTimeout(240_000);
  // A past visit marked no-show: its client is the one the policy will stop. Before today: the
  // policy counts no-shows that happened, and other specs may have completed a coming appointment.
  await asOwner(page, '/admin/appointments?status=completed');
  const rows = page.getByTestId('appointment-list').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const today = instantToZonedParts(new Date(), 'Europe/Budapest').date;
  const dates = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-date') ?? ''));
  const past = rows.nth(dates.findIndex((date) => date !== '' && date < today));
  const customer = (await past.getAttribute('data-customer'))!;
  // Its client record (the demo's names repeat across records; other specs change their visits).
  await past.locator('button').first().click();
  const details = page.getByRole('dialog');
  const card = (await details.getByRole('link', { name: 'Client card' }).getAttribute('href'))!;
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await past.getByRole('button', { name: `Change the status of ${customer}'s appointment` }).click();
  await page.getByRole('menuitem', { name: 'Mark no-show' }).click();
  await expect(page.getByText(`${customer}: No show`)).toBeVisible();

  try {
    await setNoShowLimit(page, 'After 1 no-show');
    // The client's card, from the Clients list.
    await page.goto(`/admin/clients?${new URLSearchParams({ q: customer, noShows: '1' })}`);
    const row = page.getByTestId('client-list').locator(`li[data-client="${customer}"]`).filter({ has: page.locator(`a[href^="${card}"]`) });
    await expect(row).toBeVisible();
    // The row's contact: its phone and e-mail lines (either may be missing).
    const contact = await row.locator('span.truncate').allTextContents();
    const phone = contact.find((text) => !text.includes('@')) ?? '+36 30 000 0000';
    const email = contact.find((text) => text.includes('@'));
    await row.getByRole('link', { name: customer }).click();
    await expect(page.getByTestId('client-card').getByRole('heading', { level: 2, name: customer })).toBeVisible();
    await expect(page.getByTestId('client-no-show-policy')).toHaveText(/^Online booking asks this client to call the salon/);

    // The visitor, as that client: the consent box starts unticked; the booking is refused.
    await page.context().clearCookies();
    await asNewVisitor(page);
    await page.goto('/book-luxury');
    await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
    const consent = page.getByRole('checkbox', { name: /Send me news and offers/ });
    await expect(consent).not.toBeChecked();
    await page.getByLabel('Your Name').fill(customer);
    await page.getByLabel('Phone Number').fill(phone);
    if (email) await page.getByLabel('Email Address (optional)').fill(email);
    await choose(page.getByRole('radio', { name: /^Women's Haircut/ }));
    const dates = page.locator('input[name="date"]:not([disabled])');
    const free = page.locator('input[name="time"]:not([disabled])');
    for (let i = 1; i < (await dates.count()); i++) {
      await choose(dates.nth(i));
      await expect(page.locator('p[aria-live="polite"]')).toHaveText(/times? available for/);
      if ((await free.count()) > 0) break;
    }
    await choose(free.first());
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CALL_SALON }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toHaveCount(0);
    await screenshots(page, info, 'refused');

    // Staff clear the no-shows and record the client's marketing consent.
    await page.setExtraHTTPHeaders({});
    await asOwner(page, `/admin/clients?${new URLSearchParams({ q: customer, noShows: '1' })}`);
    await page.getByTestId('client-list').locator(`li[data-client="${customer}"]`).filter({ has: page.locator(`a[href^="${card}"]`) }).getByRole('link', { name: customer }).click();
    await expect(page.getByTestId('client-card').getByRole('heading', { level: 2, name: customer })).toBeVisible();
    await screenshots(page, info, 'card-refused');
    await page.getByRole('button', { name: 'Clear no-shows' }).click();
    await expect(page.getByTestId('client-no-show-policy')).toHaveText(/^This client can book online/);
    await expect(page.getByText(/^No-shows cleared on /)).toBeVisible();
    const marketing = page.getByTestId('client-consent-panel').locator('[data-consent="marketing"]');
    const given = await marketing.getByText('Given', { exact: true }).count();
    await marketing.getByRole('button', { name: given ? 'Withdraw: Marketing e-mails' : 'Record consent: Marketing e-mails' }).click();
    await expect(marketing.getByText(given ? 'Not given' : 'Given', { exact: true })).toBeVisible();
    await expect(page.getByTestId('client-consent-history').getByRole('listitem').first()).toContainText(`Marketing: ${given ? 'withdrawn' : 'given'} (staff)`);
    await screenshots(page, info, 'card-cleared');
  } finally {
    await setNoShowLimit(page, 'Off');
  }
});
