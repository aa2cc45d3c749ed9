import { expect, type Locator, type Page } from '@playwright/test';

/** Radios are visually hidden inside their card: click the card, as a visitor does. */
export const choose = (radio: Locator) => radio.locator('xpath=..').click();
export const timeRadio = (page: Page, time: string) => page.locator(`input[name="time"][value="${time}"]`);
export const freeTimes = async (page: Page) => page.locator('input[name="time"]:not([disabled])').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/**
 * The public page for Pedicure (the Nail Desk's alone: one lane) on `date`, its times listed;
 * without a date, the first day after today whose free times `enough` accepts (two by default).
 */
export async function openPedicureDay(page: Page, date?: string, enough = (free: string[]) => free.length >= 2) {
  await page.goto('/book-luxury');
  await choose(page.getByRole('radio', { name: /^Pedicure/ }));
  const dates = page.locator('input[name="date"]:not([disabled])');
  for (let i = 1; i < (await dates.count()); i++) {
    const value = (await dates.nth(i).getAttribute('value'))!;
    if (date && value !== date) continue;
    await choose(dates.nth(i));
    await expect(page.locator('p[aria-live="polite"]')).toHaveText(/times? available for/);
    if (date || enough(await freeTimes(page))) return value;
  }
  throw new Error('no day with enough free Pedicure times');
}
