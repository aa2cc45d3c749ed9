import { expect, test, type Page } from '@playwright/test';
import { choose, chooseDates, freeTimes } from './support/public-booking';
import { inDarkTheme, shot } from './support/screens';
import { asNewVisitor } from './support/visitor';

/**
 * The demo salon lets visitors choose a stylist (lib/db/seed.ts): Sam Stylist cuts on weekdays
 * 09-13 and 14-20, Nóra Nagy works Tuesday to Saturday, Olivia Owner Monday, Wednesday, Friday.
 */
const HAIRCUT = /^Women's Haircut/;
const live = (page: Page) => page.locator('p[aria-live="polite"]');
const stylist = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday

async function timesWith(page: Page, name: string) {
  await choose(stylist(page, name));
  await expect(stylist(page, name)).toBeChecked();
  await expect(live(page)).toHaveText(/times? available for/);
  return freeTimes(page);
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/book/luxe-beauty-studio');
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  await choose(page.getByRole('radio', { name: HAIRCUT }));
});

test('a chosen stylist shows only their own free times; "Any stylist" covers their break and their day off', async ({ page }, info) => {
  await expect(stylist(page, 'Any stylist')).toBeChecked();
  await expect(stylist(page, 'Sam Stylist')).toBeVisible();
  // Sam does no nails: for a pedicure he is not offered.
  await choose(page.getByRole('radio', { name: /^Pedicure/ }));
  await expect(stylist(page, 'Sam Stylist')).toHaveCount(0);
  await expect(stylist(page, 'Nóra Nagy')).toBeVisible();
  await choose(page.getByRole('radio', { name: HAIRCUT }));

  // Tuesday to Friday Nóra works through Sam's lunch break: the first such day with a free time then.
  const inBreak = (time: string) => time > '12:00' && time < '14:00'; // a 60-minute haircut runs into it
  await chooseDates(
    page,
    (date) => [2, 3, 4, 5].includes(weekdayOf(date)),
    async () => {
      const any = await timesWith(page, 'Any stylist');
      const sam = await timesWith(page, 'Sam Stylist');
      expect(sam.every((time) => any.includes(time) && !inBreak(time))).toBe(true);
      return sam.length > 0 && any.some(inBreak);
    },
  );
  await shot(page, info, 'stylist-choice');
  await inDarkTheme(page, () => shot(page, info, 'stylist-choice-dark'));

  // Saturday: Sam does not work, Nóra does: the first Saturday she still has a free time on
  // (the other specs book on this shared server too).
  await chooseDates(
    page,
    (date) => weekdayOf(date) === 6,
    async () => {
      expect(await timesWith(page, 'Sam Stylist')).toEqual([]);
      return (await timesWith(page, 'Any stylist')).length > 0;
    },
  );
});

test('"Any stylist" books a stylist and the confirmation and the manage page name them', async ({ page }, info) => {
  await page.getByLabel('Your Name').fill(`Stylist visitor ${info.project.name}`);
  await page.getByLabel('Phone Number').fill('+36 30 765 4321');
  await chooseDates(page, (date) => weekdayOf(date) !== 0, async () => (await freeTimes(page)).length > 0);
  await choose(page.locator('input[name="time"]:not([disabled])').first());
  await page.getByRole('button', { name: 'Book Appointment' }).click();

  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  const who = page.locator('dt:has-text("Stylist") + dd');
  await expect(who).toHaveText(/^(Sam Stylist|Nóra Nagy|Olivia Owner)$/);
  const name = (await who.textContent())!;
  await shot(page, info, 'stylist-confirmation');

  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.locator('dt:has-text("Stylist") + dd')).toHaveText(name);
});
