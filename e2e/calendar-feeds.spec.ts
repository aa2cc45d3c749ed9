import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoSidewaysScroll, shot } from './support/screens';

// Calendar feeds (issue 36): a stylist gets their private feed address on /account, copies it
// into their phone's calendar, and replaces it (after a confirmation) when it leaked. The
// feed's content is proven in features/feeds/serve-feed.int.test.ts; here: the card, the
// clipboard, and that the copied address really serves the calendar. Luxe's stylist: no other
// spec reads that account's feed.
const MEMBER = ACCOUNTS.staff;

/** A fresh address for the stylist's own feed: got the first time, replaced after a confirmation later. */
async function newAddress(page: Page) {
  const feed = page.getByRole('region', { name: 'My appointments' });
  const renew = feed.getByRole('button', { name: 'New address' });
  if (await renew.isVisible()) {
    await renew.click();
    const dialog = page.getByRole('dialog', { name: 'Replace the address?' });
    await expect(dialog).toContainText('stop updating');
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await expect(dialog).toBeHidden();
  } else {
    await feed.getByRole('button', { name: 'Get address' }).click();
  }
  await expect(feed.getByTestId('feed-https-member')).toBeVisible();
  return feed;
}

test('a stylist copies their calendar feed address from /account, and a replaced one stops working @phone', async ({ page, context, baseURL }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAt(page, MEMBER.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  const card = page.getByRole('heading', { name: 'Calendar feed', level: 2 });
  await expect(card).toBeVisible();
  // A stylist has their own feed only; the salon's is the owners'.
  await expect(page.getByRole('region', { name: 'Whole salon' })).toHaveCount(0);

  const feed = await newAddress(page);
  await expect(feed).toContainText('shown only this once');
  await feed.getByRole('button', { name: 'Copy Calendar app (webcal)' }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  const webcal = await page.evaluate(() => navigator.clipboard.readText());
  expect(webcal).toMatch(/^webcal:\/\/[^/]+\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(feed.getByTestId('feed-webcal-member')).toHaveText(webcal);
  await expect(feed.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', webcal);
  await expectNoSidewaysScroll(page.locator('main'));
  await shot(page, info, 'account-feed');

  // The copied address serves the stylist's calendar (on this server: APP_URL names another host).
  const path = new URL(webcal.replace(/^webcal:/, 'http:')).pathname;
  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await served.text()).toContain('X-WR-CALNAME:Luxe Beauty Studio (my appointments)');
  expect((await page.request.get(path, { headers: { 'If-None-Match': served.headers()['etag'] } })).status()).toBe(304);

  // Replaced: the old address is gone, the new one works; after a reload only the date is shown.
  await newAddress(page);
  expect((await page.request.get(path)).status()).toBe(404);
  const next = new URL(await feed.getByTestId('feed-https-member').innerText()).pathname;
  expect(next).not.toBe(path);
  expect((await page.request.get(next)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'My appointments' })).toContainText('Address made on');
  await expect(page.getByTestId('feed-https-member')).toHaveCount(0);
});

test("an owner also gets the whole salon's feed", async ({ page }) => {
  await signInAt(page, ACCOUNTS.otherOwner.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  const salon = page.getByRole('region', { name: 'Whole salon' });
  await expect(salon).toBeVisible();
  const renew = salon.getByRole('button', { name: 'New address' });
  if (await renew.isVisible()) {
    await renew.click();
    await page.getByRole('dialog', { name: 'Replace the address?' }).getByRole('button', { name: 'Replace' }).click();
  } else await salon.getByRole('button', { name: 'Get address' }).click();
  const path = new URL(await salon.getByTestId('feed-https-salon').innerText()).pathname;
  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('X-WR-CALNAME:Studio Nord (whole salon)');
});
