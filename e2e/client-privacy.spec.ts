import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { bookWithEmail } from './support/public-booking';
import { SCREENSHOTS, shot } from './support/screens';

// A client's GDPR rights (issue 33 item 7): the owner opens a client's card from the Clients list,
// downloads their data (JSON, and the visits as CSV) and erases them after a confirmation that
// says what will happen; on a phone too.

async function screenshots(page: Page, info: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, info, `client-privacy-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the owner exports a client and erases them', { tag: '@phone' }, async ({ page }, info) => {
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  const client = { name: `Gizella Privacy ${tag}`, email: `gizella-${tag}@example.com` };
  await bookWithEmail(page, client);
  await page.context().clearCookies();
  await signInAt(page, ACCOUNTS.owner.email, '/admin/clients');

  const search = page.getByRole('search', { name: 'Search clients' });
  await search.getByLabel('Search').fill(client.name);
  await search.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('client-list').getByRole('link', { name: client.name }).click();
  await expect(page.getByTestId('client-card').getByRole('heading', { level: 2, name: client.name })).toBeVisible();
  // Only the client's id is in the address.
  expect(page.url()).toMatch(/\/admin\/clients\/[0-9a-f-]{36}$/);
  const panel = page.getByTestId('client-privacy');
  await expect(panel.getByRole('heading', { name: 'Privacy (GDPR)' })).toBeVisible();
  await screenshots(page, info, 'card');

  // The JSON download: the client, the booking, the confirmation sent to them.
  const [json] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download data (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^client-[0-9a-f-]{36}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(data.client).toMatchObject({ name: client.name, email: client.email });
  expect(data.appointments).toHaveLength(1);
  expect(data.appointments[0]).toMatchObject({ customerName: client.name, service: "Women's Haircut" });
  expect(data.messages.map((m: { kind: string }) => m.kind)).toContain('confirmation');
  // The CSV download: a header and the one visit.
  const [csv] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download visits (CSV)' }).click()]);
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('start,end,status,service,price,currency,stylist,station,notes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Women's Haircut");

  // Erase: the confirmation says what will happen; then the client is gone from the list.
  await panel.getByRole('button', { name: 'Erase client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase client' });
  await expect(dialog.getByText(`Erase ${client.name}'s personal data?`)).toBeVisible();
  await expect(dialog.getByText(/messages not yet sent to them are cancelled.*1 visit stays.*"Erased client"/)).toBeVisible();
  await screenshots(page, info, 'erase-confirm');
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('Client erased; 1 appointment anonymised')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await search.getByLabel('Search').fill(client.name);
  await search.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No clients found')).toBeVisible();
  // Its export is gone too.
  expect((await page.request.get(json.url())).status()).toBe(404);
});

test('staff are refused the export and see no privacy panel', async ({ page }) => {
  await signInAt(page, ACCOUNTS.staff.email, '/admin/clients');
  const first = page.getByTestId('client-list').getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  const response = await page.request.get(`${href}/export`);
  expect(response.status()).toBe(403);
  expect(response.headers()['content-disposition']).toBeUndefined();
  await page.goto(href);
  await expect(page.getByTestId('client-privacy')).toHaveCount(0);
});
