import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { menu, openNav } from './support/nav';
import { bookWithEmail } from './support/public-booking';
import { SCREENSHOTS, shot } from './support/screens';

// The client card (issue 33 item 3): staff find a client from the navigation, open their card,
// read their history, add an allergy alert and a technical note, then see the alert (and the
// note) on that client's next appointment on the dashboard; on a phone too.

async function screenshots(page: Page, info: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, info, `client-card-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const fitsScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('staff open a client card, add an allergy alert, and see it on the next appointment', { tag: '@phone' }, async ({ page, isMobile }, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  // A long unbroken word: the card must wrap it, never widen the page.
  const client = { name: `Zsófia Kártyás Wolfeschlegelsteinhausenbergerdorffvoralternwaren ${tag}`, email: `zsofia-${tag}@example.com` };
  const first = await bookWithEmail(page, client);
  await bookWithEmail(page, client);
  await page.context().clearCookies();
  await signInAt(page, ACCOUNTS.staff.email, '/');

  // Find the client in the Clients list (the name without its accents) and open the card.
  await (await openNav(page, isMobile)).getByRole('link', { name: 'Clients', exact: true }).click();
  if (isMobile) await expect(menu(page)).toBeHidden();
  const search = page.getByRole('search', { name: 'Search clients' });
  await search.getByLabel('Search').fill(`zsofia kartyas ${tag}`);
  await search.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('client-list').getByRole('link', { name: client.name }).click();

  const card = page.getByTestId('client-card');
  await expect(card.getByRole('heading', { name: client.name })).toBeVisible();
  await expect(card.getByLabel('E-mail', { exact: true })).toHaveValue(client.email);
  const coming = card.getByTestId('coming-visits');
  await expect(coming.getByRole('listitem')).toHaveCount(2);
  await expect(coming.getByRole('listitem').first()).toContainText("Women's Haircut");
  await expect(card.getByTestId('past-visits')).toContainText('No visits');
  await expect(card.getByTestId('client-no-show-count')).toHaveText('0');

  // A lasting alert, and the first visit's technical note.
  await card.getByLabel('Note', { exact: true }).fill('Allergy: PPD');
  await card.getByLabel(/^Alert: show it/).click();
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByTestId('client-notes').locator('[data-alert]')).toHaveText('Allergy: PPD');
  await coming.getByRole('listitem').first().getByRole('button', { name: /^Technical note/ }).click();
  await coming.getByLabel('Technical note', { exact: true }).fill('6/0 + 6% 1:1');
  await coming.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(coming.getByTestId('visit-note').first()).toHaveText('Technical note: 6/0 + 6% 1:1');
  await expect.poll(() => fitsScreen(page)).toBe(true);
  await screenshots(page, info, 'card');

  // New appointment from the card: the client's details filled in, the alert shown.
  await card.getByRole('button', { name: 'New appointment' }).click();
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking.getByLabel('Customer name')).toHaveValue(client.name);
  await expect(booking.getByTestId('client-alerts')).toHaveText('Allergy: PPD');
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  // The next appointment's detail on the dashboard shows the alert; the second one the note before it.
  await page.goto(`/?date=${first.date}`);
  const visits = page.locator(`[data-customer="${client.name}"]`).filter({ visible: true });
  await visits.first().click();
  const detail = page.getByRole('dialog', { name: client.name });
  await expect(detail.getByTestId('client-alerts')).toHaveText('Allergy: PPD');
  await expect(detail.getByText('6/0 + 6% 1:1')).toBeVisible();
  await expect.poll(() => fitsScreen(page)).toBe(true);
  await screenshots(page, info, 'detail');
  await page.keyboard.press('Escape');
});

test("an e-mail another client has is refused on the card, and nothing changes", async ({ page }, info) => {
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  const taken = `taken-${tag}@example.com`;
  await bookWithEmail(page, { name: `Taken Owner ${tag}`, email: taken });
  const mine = { name: `Card Editor ${tag}`, email: `editor-${tag}@example.com` };
  await bookWithEmail(page, mine);
  await page.context().clearCookies();
  await signInAt(page, ACCOUNTS.owner.email, `/admin/clients?q=${encodeURIComponent(mine.name)}`);
  await page.getByTestId('client-list').getByRole('link', { name: mine.name }).click();

  const contact = page.getByRole('form', { name: 'Contact details' });
  await contact.getByLabel('E-mail').fill(taken.toUpperCase());
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Another client already has this e-mail address. Nothing was changed.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel('E-mail')).toHaveValue(mine.email);
});
