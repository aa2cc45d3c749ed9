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

/** What the flow reads and clicks, in each language. */
const FLOW = {
  hu: {
    book: 'Időpont lefoglalása',
    heading: 'Foglaljon időpontot',
    switchName: 'Nyelv',
    ownName: 'Magyar',
    name: 'Az Ön neve',
    phone: 'Telefonszám',
    minutes: /^\d+ perc$/,
    // '2026. november 26., csütörtök'
    dateLabel: /^\d{4}\. [a-zá-ű]+ \d{1,2}\., [a-zá-ű]+$/,
    available: /szabad időpont: [a-zá-ű]+ \d{1,2}\., [a-zá-ű]+$/,
    rules: 'Foglalás előtt',
    booked: 'Időpontját lefoglaltuk',
    toast: 'Időpontját sikeresen lefoglalta!',
    manage: 'Foglalás kezelése',
    manageHeading: 'Az Ön foglalása',
    change: 'Időpont módosítása',
    picker: 'Válasszon új időpontot',
    move: 'Áthelyezem az időpontot',
    dayFull: 'Ezen a napon nincs szabad időpont.',
    moved: 'Időpontját áthelyeztük az új időpontra.',
  },
  en: {
    book: 'Book Appointment',
    heading: 'Book Your Appointment',
    switchName: 'Language',
    ownName: 'English',
    name: 'Your Name',
    phone: 'Phone Number',
    minutes: /^\d+ minutes$/,
    // 'Thursday, 26 November 2026'
    dateLabel: /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/,
    available: /times? available for [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+$/,
    rules: 'Before you book',
    booked: 'Your appointment is booked',
    toast: 'Appointment booked successfully!',
    manage: 'Manage booking',
    manageHeading: 'Your booking',
    change: 'Change time',
    picker: 'Choose a new time',
    move: 'Move my appointment',
    dayFull: 'No times available on this day. Please choose another date.',
    moved: 'Your appointment has been moved to the new time.',
  },
} as const;

for (const [language, words] of Object.entries(FLOW)) {
  test(`a visitor books in ${language}, gets the manage page in that language and moves the booking there`, async ({ page }, info) => {
    /** On a Hungarian page, no English catalogue text. */
    const checkWords = () => (language === 'hu' ? expectNoEnglish(page) : Promise.resolve());
    await page.goto(`/book/demo?lang=${language}`);
    const book = page.getByRole('button', { name: words.book });
    await expect(book).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: words.switchName }).getByRole('link', { name: words.ownName })).toHaveAttribute('aria-current', 'true');
    await checkWords();
    // Money as the salon writes it ('12 000 Ft'), lengths in the page's language.
    await expect(page.getByText(/^\d{1,3}( \d{3})* Ft$/).first()).toBeVisible();
    await expect(page.getByText(words.minutes).first()).toBeVisible();

    await page.getByLabel(words.name).fill('Kovács Éva');
    await page.getByLabel(words.phone).fill('+36 30 555 1234');
    // A short service: its free times are many, for the booking and for the move.
    await choose(page.getByRole('radio', { name: /, 30 (perc|minutes), / }).first());
    // Dates in the language's words, times on the 24-hour clock.
    const dates = page.locator('input[name="date"]:not([disabled])');
    await expect(dates.first()).toHaveAttribute('aria-label', words.dateLabel);
    let picked = '';
    // A week ahead and later: outside the 24-hour change window (the booking can be moved), and
    // away from the first week's days other specs count on being free.
    for (let i = 7; i < (await dates.count()) && !picked; i++) {
      await choose(dates.nth(i));
      await expect(page.locator('p[aria-live="polite"]')).toHaveText(words.available);
      const free = page.locator('input[name="time"]:not([disabled])');
      if ((await free.count()) > 0) {
        picked = (await free.first().getAttribute('value'))!;
        await choose(free.first());
      }
    }
    expect(picked).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await expect(page.getByText(words.rules)).toBeVisible();
    await checkWords();
    await shot(page, info, `booking-${language}`);
    await inDarkTheme(page, () => shot(page, info, `booking-${language}-dark`));
    await book.click();

    await expect(page.getByRole('heading', { name: words.booked })).toBeVisible();
    await expect(page.getByText(words.toast)).toBeVisible();
    await checkWords();
    await shot(page, info, `confirmation-${language}`);

    // The manage link remembers the booking's language: no ?lang= needed.
    await page.getByRole('link', { name: words.manage }).click();
    await expect(page).not.toHaveURL(/lang=/);
    await expect(page.getByRole('heading', { name: words.manageHeading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(picked, { exact: false }).first()).toBeVisible();
    await checkWords();

    await page.getByRole('link', { name: words.change }).click();
    const picker = page.getByRole('region', { name: words.picker });
    await expect(picker).toBeVisible();
    const days = picker.getByRole('navigation').getByRole('link');
    const move = picker.getByRole('button', { name: words.move });
    const dayFull = picker.getByText(words.dayFull);
    // The first day from the ninth on with a free time.
    for (let i = 8; i < (await days.count()); i++) {
      const day = new URL((await days.nth(i).getAttribute('href'))!, page.url()).searchParams.get('date');
      await days.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`date=${day}`));
      await expect(move.or(dayFull)).toBeVisible();
      if (await move.isVisible()) break;
    }
    await expect(move).toBeVisible();
    const firstFree = picker.locator('input[name="time"]').first();
    const newTime = (await firstFree.getAttribute('value'))!;
    await choose(firstFree);
    await expect(firstFree).toBeChecked();
    await checkWords();
    await shot(page, info, `reschedule-${language}`);
    await move.click();
    await expect(page.getByText(words.moved)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: newTime })).toBeVisible();
    await checkWords();
    // The title streams in after the move's redirect: wait for it before the audit.
    await expect(page).toHaveTitle(new RegExp(words.manageHeading));
    await expectNoViolations(page);
    await shot(page, info, `manage-${language}`);
  });
}

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
