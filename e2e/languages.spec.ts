import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { inDarkTheme, shot } from './support/screens';
import { asNewVisitor } from './support/visitor';

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (locale: string): Catalogue => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8'));

/**
 * The English catalogue's words that must never show on a Hungarian page: its plain messages
 * that Hungarian says differently, of two words or more (a single word such as 'Stylist' can be
 * part of a name in the data).
 */
function englishOnly(english: Catalogue, hungarian: Catalogue): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const other = hungarian[key];
    if (typeof value !== 'string') return englishOnly(value, other as Catalogue);
    // ICU pieces are checked through their fixed text: the longest run of plain words.
    const plain = value.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/).sort((a, b) => b.length - a.length)[0].trim();
    return plain.includes(' ') && plain !== other ? [plain] : [];
  });
}
const ENGLISH = englishOnly(catalogue('en'), catalogue('hu'));

/** Fails on any English catalogue text in what the page shows. */
async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
}

/** Radios are visually hidden inside their card: click the card, as a visitor does. */
const choose = (radio: Locator) => radio.locator('xpath=..').click();

test.beforeEach(({ page }) => asNewVisitor(page));

test('a visitor books in Hungarian, gets a Hungarian manage page and moves the booking there', async ({ page }, info) => {
  await page.goto('/book/demo?lang=hu');
  const book = page.getByRole('button', { name: 'Időpont lefoglalása' });
  await expect(book).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { name: 'Foglaljon időpontot' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Nyelv' }).getByRole('link', { name: 'Magyar' })).toHaveAttribute('aria-current', 'true');
  await expectNoEnglish(page);
  // Money as the salon writes it, lengths in Hungarian.
  await expect(page.getByText(/^\d{1,3}( \d{3})* Ft$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+ perc$/).first()).toBeVisible();

  await page.getByLabel('Az Ön neve').fill('Kovács Éva');
  await page.getByLabel('Telefonszám').fill('+36 30 555 1234');
  await choose(page.getByRole('radio').first());
  // Dates in Hungarian words ('2026. november 26., csütörtök'), times on the 24-hour clock.
  const dates = page.locator('input[name="date"]:not([disabled])');
  await expect(dates.first()).toHaveAttribute('aria-label', /^\d{4}\. [a-zá-ű]+ \d{1,2}\., [a-zá-ű]+$/);
  let picked = '';
  // From the third date on: more than the 24-hour change window ahead, so the booking can be moved.
  for (let i = 2; i < (await dates.count()) && !picked; i++) {
    await choose(dates.nth(i));
    await expect(page.locator('p[aria-live="polite"]')).toHaveText(/szabad időpont: [a-zá-ű]+ \d{1,2}\., [a-zá-ű]+$/);
    const free = page.locator('input[name="time"]:not([disabled])');
    if ((await free.count()) > 0) {
      picked = (await free.first().getAttribute('value'))!;
      await choose(free.first());
    }
  }
  expect(picked).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  await expect(page.getByText('Foglalás előtt')).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, info, 'booking-hu');
  await inDarkTheme(page, () => shot(page, info, 'booking-hu-dark'));
  await book.click();

  await expect(page.getByRole('heading', { name: 'Időpontját lefoglaltuk' })).toBeVisible();
  await expect(page.getByText('Időpontját sikeresen lefoglalta!')).toBeVisible();
  await expectNoEnglish(page);
  await shot(page, info, 'confirmation-hu');

  // The manage link remembers the booking's language: no ?lang= needed.
  await page.getByRole('link', { name: 'Foglalás kezelése' }).click();
  await expect(page.getByRole('heading', { name: 'Az Ön foglalása' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByText(picked, { exact: false }).first()).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole('link', { name: 'Időpont módosítása' }).click();
  const picker = page.getByRole('region', { name: 'Válasszon új időpontot' });
  await expect(picker).toBeVisible();
  const days = picker.getByRole('navigation').getByRole('link');
  const move = picker.getByRole('button', { name: 'Áthelyezem az időpontot' });
  const dayFull = picker.getByText('Ezen a napon nincs szabad időpont.');
  // The first day from the third on with a free time.
  for (let i = 2; i < (await days.count()); i++) {
    await days.nth(i).click();
    await expect(move.or(dayFull)).toBeVisible();
    if (await move.isVisible()) break;
  }
  await expect(move).toBeVisible();
  const newTime = (await picker.locator('input[name="time"]:checked').getAttribute('value'))!;
  await expectNoEnglish(page);
  await shot(page, info, 'reschedule-hu');
  await move.click();
  await expect(page.getByText('Időpontját áthelyeztük az új időpontra.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: newTime })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoViolations(page);
  await shot(page, info, 'manage-hu');
});

test('the switch turns a page English, and a Hungarian browser gets Hungarian without asking', async ({ page, browser }) => {
  await page.goto('/book/demo?lang=hu');
  await page.getByRole('navigation', { name: 'Nyelv' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const hungarian = await browser.newContext({ locale: 'hu-HU' });
  const visitor = await hungarian.newPage();
  await visitor.goto(page.url().replace(/\?.*$/, ''));
  await expect(visitor.getByRole('heading', { name: 'Foglaljon időpontot' })).toBeVisible();
  await hungarian.close();
});
