import { expect, type Locator, type Page } from '@playwright/test';
import { asNewVisitor } from './visitor';

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

export type EmailBooking = { path?: string; service?: RegExp; name?: string; email: string };

/**
 * Books `service` at `path` as a new visitor who gives an e-mail address: the first free time
 * from the second bookable day on. Returns the date and time booked.
 */
export async function bookWithEmail(page: Page, { path = '/book-luxury', service = /^Women's Haircut/, name = 'Mira Message', email }: EmailBooking) {
  await asNewVisitor(page);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('+36 30 111 2222');
  await page.getByLabel('Email Address (optional)').fill(email);
  await choose(page.getByRole('radio', { name: service }));
  const dates = page.locator('input[name="date"]:not([disabled])');
  for (let i = 1; i < (await dates.count()); i++) {
    await choose(dates.nth(i));
    await expect(page.locator('p[aria-live="polite"]')).toHaveText(/times? available for/);
    const free = page.locator('input[name="time"]:not([disabled])');
    if ((await free.count()) === 0) continue;
    const booked = { date: (await dates.nth(i).getAttribute('value'))!, time: (await free.first().getAttribute('value'))! };
    await choose(free.first());
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
    return booked;
  }
  throw new Error('no free time');
}

/**
 * Chooses, one after another, the bookable dates after today that `accept` takes, until `done`
 * says so, paging on to 'Later dates' (the list shows 15 at a time) when a page runs out.
 */
export async function chooseDates(page: Page, accept: (date: string) => boolean, done: () => Promise<boolean> = async () => true) {
  const dates = page.locator('input[name="date"]:not([disabled])');
  const later = page.getByRole('button', { name: 'Later dates' });
  for (let first = 1; ; first = 0) {
    for (let i = first; i < (await dates.count()); i++) {
      if (!accept((await dates.nth(i).getAttribute('value'))!)) continue;
      await choose(dates.nth(i));
      await expect(page.locator('p[aria-live="polite"]')).toHaveText(/times? available for/);
      if (await done()) return;
    }
    if ((await later.count()) === 0 || (await later.isDisabled())) break;
    await later.click();
  }
  throw new Error('no such bookable date');
}
