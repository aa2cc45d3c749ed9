import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { bookWithEmail } from './support/public-booking';

// Merging duplicates (issue 33 item 4): staff open a client's card, find the other record of the
// same person with the client search, read what the merge makes, merge; the card then holds both
// visits and the other record's address is not found. On a phone too (the dialog must fit).

const fitsScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('staff merge two records of one client from the card, after the preview', { tag: '@phone' }, async ({ page }, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  // One person who booked twice under two addresses.
  const kept = { name: `Melinda Merge ${tag}`, email: `melinda-${tag}@example.com` };
  const other = { name: `Melinda M ${tag}`, email: `mm-${tag}@example.com` };
  await bookWithEmail(page, kept);
  await bookWithEmail(page, other);
  await page.context().clearCookies();
  await signInAt(page, ACCOUNTS.staff.email, `/admin/clients?q=${encodeURIComponent(other.name)}`);
  await page.getByTestId('client-list').getByRole('link', { name: other.name }).click();
  await expect(page.getByTestId('client-card').getByRole('heading', { name: other.name })).toBeVisible();
  const otherUrl = page.url();

  await page.goto(`/admin/clients?q=${encodeURIComponent(kept.name)}`);
  await page.getByTestId('client-list').getByRole('link', { name: kept.name }).click();
  const card = page.getByTestId('client-card');
  await expect(card.getByRole('heading', { name: kept.name })).toBeVisible();
  await expect(card.getByTestId('coming-visits').getByRole('listitem')).toHaveCount(1);

  await card.getByRole('button', { name: 'Merge with another client…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge another client into ${kept.name}` });
  await dialog.getByLabel('Find a past customer').fill(other.name);
  await dialog.getByRole('list', { name: 'Past customers' }).getByRole('button', { name: new RegExp(other.name) }).click();

  // The preview: this record stays with its own e-mail, the other goes, two visits.
  const preview = dialog.getByTestId('merge-preview');
  await expect(preview).toContainText(`Kept${kept.name} · ${kept.email}`);
  await expect(preview).toContainText(`Deleted${other.name} · ${other.email}`);
  await expect(preview).toContainText('Visits2');
  await expect(preview).toContainText('1 appointment moves to the kept record');
  await expect.poll(() => fitsScreen(page)).toBe(true);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('Clients merged: 1 appointment moved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('coming-visits').getByRole('listitem')).toHaveCount(2);

  // The merged-away record is gone.
  await page.goto(otherUrl);
  await expect(page.getByText(/could not be found/).first()).toBeVisible();
  await expect(page.getByTestId('client-card')).toHaveCount(0);
});
