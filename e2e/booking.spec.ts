import fs from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { asNewVisitor } from './support/visitor';
import { zonedToInstant } from '../lib/scheduling/zoned-time';
import en from '../messages/en.json' with { type: 'json' };
import { expectNoViolations } from './support/axe';
import { shot } from './support/screens';

const TAKEN_REASON = en.Server.alreadyBooked;

/**
 * Opens a booking page and waits until the form is hydrated: the server renders 'Book
 * Appointment' disabled, and the browser enables it once its CSRF token is set, after
 * hydration. Typing or choosing earlier lands in markup React then resets.
 */
async function openBookingPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
}

// Every test books as a visitor of its own (booking is rate-limited per client address).
test.beforeEach(({ page }) => asNewVisitor(page));

/** Radios are visually hidden inside their card: click the card, as a visitor does. */
const choose = (radio: Locator) => radio.locator('xpath=..').click();

/** 22 characters as typed, 20 once the brackets are dropped: within the limit. */
const TYPED_PHONE = '+36 (30) 123 - 45 - 67';
const CLEANED_PHONE = '+36 30 123 - 45 - 67';

async function fillContact(page: Page, name: string) {
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill(TYPED_PHONE);
  await expect(page.getByLabel('Phone Number')).toHaveValue(TYPED_PHONE);
  await page.getByLabel('Email Address (optional)').fill('visitor@example.com');
}

/**
 * Picks the service, then the first date from the third bookable one on that has a free time:
 * more than the salon's 24-hour change window ahead, so the manage link can still cancel it.
 */
async function pickServiceDateTime(page: Page, service: RegExp) {
  await choose(page.getByRole('radio', { name: service }));
  const dates = page.locator('input[name="date"]:not([disabled])');
  const count = await dates.count();
  for (let i = 2; i < count; i++) {
    await choose(dates.nth(i));
    const live = page.locator('p[aria-live="polite"]');
    await expect(live).toHaveText(/times? available for/);
    const free = page.locator('input[name="time"]:not([disabled])');
    if ((await free.count()) > 0) {
      const time = (await free.first().getAttribute('value'))!;
      const date = (await dates.nth(i).getAttribute('value'))!;
      await choose(free.first());
      return { date, time };
    }
  }
  throw new Error('no free time found');
}

async function bookAndManage(page: Page, info: TestInfo, path: string, service: RegExp, priceSymbol: string) {
  await openBookingPage(page, path);
  await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  // No scarcity claim the diary does not back (docs/decisions.md).
  await expect(page.getByText('few spots available')).toHaveCount(0);
  await expect(page.getByText(priceSymbol).first()).toBeVisible();
  await fillContact(page, `Visitor ${info.project.name}`);
  const { date, time } = await pickServiceDateTime(page, service);
  const notes = '<b>Quiet</b> chair please';
  await page.getByLabel('Special Requests (Optional)').fill(notes);
  await expect(page.getByText(`${notes.length}/500`)).toBeVisible();
  await shot(page, info, `form${path.replaceAll('/', '-')}`);
  await page.getByRole('button', { name: 'Book Appointment' }).click();

  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByText(en.Server.bookedConfirmedToast)).toBeVisible();
  await expect(page.getByText(`${time} -`)).toBeVisible();
  await shot(page, info, `confirmation${path.replaceAll('/', '-')}`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  // The booked wall time in the salon's zone, written as UTC (lib/calendar/ics.ts).
  const utc = zonedToInstant(date, time, 'Europe/Budapest')!.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${utc}\r\n`);

  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByText('Quiet chair please')).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  // Brackets do not count towards the 20 characters, and nothing typed is cut off.
  await expect(page.getByText(CLEANED_PHONE, { exact: true })).toBeVisible();
  await shot(page, info, `manage${path.replaceAll('/', '-')}`);
  // Cancelling asks first and says what happens; keeping it changes nothing.
  await page.getByRole('link', { name: 'Cancel appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
  await expect(page.getByText('This cannot be undone')).toBeVisible();
  await shot(page, info, `manage-cancel${path.replaceAll('/', '-')}`);
  await page.getByRole('link', { name: 'Keep my appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeHidden();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my appointment' }).click();
  await expect(page.getByText('Your appointment has been cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel appointment' })).toHaveCount(0);
}

test('a visitor books on /book-luxury, downloads the .ics and cancels through the manage link', { tag: '@phone' }, async ({ page }, info) => {
  await openBookingPage(page, '/book-luxury');
  // Services under their category, each with its description on the card (phones have no hover).
  const services = page.getByRole('group', { name: 'Select Service' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(['Hair', 'Nails', 'Skin']);
  await expect(services.getByText('Wash, cut and blow-dry')).toBeVisible();
  await bookAndManage(page, info, '/book-luxury', /^Women's Haircut/, 'Ft');
});

test('a visitor books at the second salon on /book/studio-nord and cancels', async ({ page }, info) => {
  await bookAndManage(page, info, '/book/studio-nord', /^Beard Trim/, '€');
});

test('a closed day and a taken time are shown as unavailable', async ({ page }, info) => {
  await openBookingPage(page, '/book/luxe-beauty-studio');
  const sunday = page.getByRole('radio', { name: /^Sunday, .*unavailable: Regular closure \(closed on Sundays\)$/ }).first();
  await expect(sunday).toBeDisabled();
  await expect(sunday.locator('xpath=..')).toHaveAttribute('title', 'Regular closure (closed on Sundays)');

  await fillContact(page, 'First Visitor');
  const { date, time } = await pickServiceDateTime(page, /^Pedicure/);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();

  // The same day again (it may have no free Pedicure time left after this booking).
  await page.getByRole('button', { name: 'Book another appointment' }).click();
  await fillContact(page, 'Second Visitor');
  await choose(page.getByRole('radio', { name: /^Pedicure/ }));
  await choose(page.locator(`input[name="date"][value="${date}"]`));
  // Taken, and nothing says by whom (public pages never show another customer's name).
  const taken = page.getByRole('radio', { name: new RegExp(` at ${time}, unavailable: ${TAKEN_REASON}$`) });
  await expect(taken).toBeDisabled();
  await expect(taken.locator('xpath=..')).toHaveAttribute('title', TAKEN_REASON);
  expect(await page.content()).not.toContain('First Visitor');
  await shot(page, info, 'taken-slot');
});

test('the spec order decides the first error, shown as toast and inline box', async ({ page }) => {
  await openBookingPage(page, '/book/luxe-beauty-studio');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.Server.serviceNotSelected })).toBeVisible();
  await choose(page.getByRole('radio', { name: /^Pedicure/ }));
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.Server.dateTimeNotSelected })).toBeVisible();
  await expect(page.getByText('Please select a date first')).toBeVisible();

  // Formats are checked on the server; its field messages appear under the fields.
  await fillContact(page, 'Format Checker');
  await page.getByLabel('Phone Number').fill('12');
  await pickServiceDateTime(page, /^Pedicure/);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.Errors.validation })).toBeVisible();
  await expect(page.getByText(en.FormErrors.phoneInvalid)).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
});

test('the booking form works with the keyboard alone', async ({ page }) => {
  await openBookingPage(page, '/book/studio-nord');
  await page.getByLabel('Your Name').focus();
  await page.keyboard.type('Keyboard User');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+36 30 555 1234');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // into the service group
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Beard Trim/ })).toBeChecked();
  await page.keyboard.press('Tab'); // 'Add another service'
  await expect(page.getByRole('button', { name: en.Booking.addAnotherService })).toBeFocused();
  await page.keyboard.press('Tab'); // into the date group
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('input[name="date"]:checked')).toHaveCount(1);
  await expect(page.locator('p[aria-live="polite"]')).toHaveText(/[1-9]\d* times? available for/);
  await page.keyboard.press('Tab'); // 'Later dates' (30 days, 15 a page)
  await expect(page.getByRole('button', { name: 'Later dates' })).toBeFocused();
  await page.keyboard.press('Tab'); // into the time group
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="time"]:checked')).toHaveCount(1);
  await page.keyboard.press('Tab'); // the waiting list's link, under the times
  await expect(page.getByRole('link', { name: en.Booking.joinWaitlist })).toBeFocused();
  await page.keyboard.press('Tab'); // special requests
  await page.keyboard.type('Booked with the keyboard');
  await page.keyboard.press('Tab'); // Book Appointment
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeFocused();
});

for (const path of ['/book/luxe-beauty-studio', '/book-luxury']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await openBookingPage(page, path);
    await choose(page.getByRole('radio', { name: /^Pedicure/ }));
    await choose(page.locator('input[name="date"]:not([disabled])').nth(1));
    await expect(page.locator('p[aria-live="polite"]')).toHaveText(/available for/);
    await expectNoViolations(page);
  });
}

test('the demo route and an unknown manage link', async ({ page }) => {
  await page.goto('/book/demo');
  await expect(page.getByText('Luxe Beauty Studio').first()).toBeVisible();
  const response = await page.goto(`/book/manage/${'0'.repeat(64)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This booking link is not valid.' })).toBeVisible();
  await expect(page.getByText('Salon not found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Visit our demo salon' })).toHaveCount(0);
});
