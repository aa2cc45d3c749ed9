import { expect, test, type Page } from '@playwright/test';
import { formatShortDate } from '../lib/format/dates';
import en from '../messages/en.json' with { type: 'json' };
import { MOCK_FAILURE_MESSAGE } from '@/features/appointments/instagram-import/mock-analysis';
import { addDays, todayInZone, weekdayOf } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { pickDate, pickTime } from './support/date-time';
import { shot } from './support/screens';

const TOASTS = en.InstagramImport;

// A 1×1 PNG: the mock never looks inside, but the browser gets a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * The mock's chance comes from Math.random: here it answers from a queue the test fills, else
 * 0.5 (no failure, a 2.5 s analysis), so every run takes the same path.
 */
async function controlChance(page: Page) {
  await page.addInitScript(() => {
    const queue: number[] = [];
    Object.assign(window, { queueRandom: (...values: number[]) => queue.push(...values) });
    Math.random = () => queue.shift() ?? 0.5;
  });
}
const queueRandom = (page: Page, ...values: number[]) =>
  page.evaluate((v) => (window as unknown as { queueRandom: (...n: number[]) => void }).queueRandom(...v), values);

/** An open weekday three weeks ahead or later: no demo appointment, and open in the demo salon. */
function quietDay(offset: number): string {
  let day = addDays(todayInZone(new Date(), 'Europe/Budapest'), 21 + offset);
  while (['saturday', 'sunday'].includes(weekdayOf(day)!)) day = addDays(day, 1);
  return day;
}

test('an import of two images creates a real appointment that shows on the calendar; a non-image is refused', async ({ page }, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  await controlChance(page);
  await signInAt(page, ACCOUNTS.staff.email, '/');
  await page.getByRole('button', { name: /Import from Instagram/ }).click();
  const dialog = page.getByRole('dialog', { name: /AI Instagram Import/ });
  await expect(dialog.getByText('Demo', { exact: true })).toBeVisible();
  const browse = dialog.getByLabel('Browse images');

  // A non-image is refused with the spec's toast and never listed.
  await browse.setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText(TOASTS.invalidFileType, { exact: true })).toBeVisible();
  await expect(page.getByText(TOASTS.notAnImage.replace('{file}', 'price-list.pdf'))).toBeVisible();
  await expect(dialog.locator('[data-image]')).toHaveCount(0);

  // The first analysis fails (0.05 < 10%), then Try Again succeeds.
  await queueRandom(page, 0.5, 0.05);
  await browse.setInputFiles(image('dm-lili.png'));
  const first = dialog.locator('[data-image="dm-lili.png"]');
  await expect(first).toHaveAttribute('data-status', 'processing');
  await expect(first).toHaveAttribute('data-status', 'error', { timeout: 10_000 });
  await expect(first).toContainText(MOCK_FAILURE_MESSAGE);
  // The message reads across the item, not in a narrow column beside the preview and the button.
  const message = first.getByText(MOCK_FAILURE_MESSAGE);
  const [messageBox, itemBox] = [await message.boundingBox(), await first.boundingBox()];
  expect(messageBox!.width).toBeGreaterThan(itemBox!.width * 0.8);
  await expect(page.getByText(TOASTS.analysisFailed, { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Try Again' }).click();
  await expect(first).toHaveAttribute('data-status', 'processing');
  await expect(first).toHaveAttribute('data-status', 'completed', { timeout: 10_000 });
  await expect(page.getByText(TOASTS.analysisComplete, { exact: true })).toBeVisible();

  await browse.setInputFiles(image('story-reply.png'));
  await expect(dialog.locator('[data-image="story-reply.png"]')).toHaveAttribute('data-status', 'completed', { timeout: 10_000 });
  await expect(dialog.locator('[data-status="completed"]')).toHaveCount(2);

  // The extracted details are editable; the appointment is created for real.
  const form = dialog.getByRole('form', { name: 'Extracted booking details' });
  await expect(dialog.getByRole('heading', { name: 'Details from dm-lili.png' })).toBeVisible();
  const customer = `Insta ${info.project.name} ${Date.now()}`;
  const date = quietDay(phone ? 1 : 0);
  const time = phone ? '14:00' : '11:00';
  await form.getByLabel('Customer name').fill(customer);
  await form.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: "Women's Haircut" }).click();
  await pickDate(form, 'Date', date);
  await pickTime(form, 'import-time', time);
  await shot(page, info, 'instagram-import');
  await expectNoViolations(page, { include: '[role="dialog"]' });
  await form.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(page.getByText(TOASTS.bookingCreated, { exact: true })).toBeVisible();
  await expect(page.getByText(TOASTS.bookingCreatedDescription)).toBeVisible();
  await expect(dialog.getByText(`Appointment created for ${formatShortDate(date)} at ${time}.`)).toBeVisible();

  // Shown on the calendar's day, as every other appointment.
  await dialog.getByRole('button', { name: 'Show on calendar' }).click();
  await expect(dialog).toHaveCount(0);
  const schedule = page.getByTestId('day-schedule');
  await expect(schedule.getByRole('heading', { level: 2 })).toHaveText(`${formatShortDate(date)} Schedule`);
  const created = schedule.locator(`[data-customer="${customer}"]`).filter({ visible: true });
  await expect(created).toHaveCount(1);
  await expect(page.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-label', /, 1 appointment$/);
  await created.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: customer })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText("Women's Haircut");
});

test('the import dialog in the dark theme', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await controlChance(page);
  await signInAt(page, ACCOUNTS.owner.email, '/');
  await page.getByRole('button', { name: /Import from Instagram/ }).click();
  const dialog = page.getByRole('dialog', { name: /AI Instagram Import/ });
  await dialog.getByLabel('Browse images').setInputFiles(image('dm-dark.png'));
  await expect(dialog.locator('[data-image="dm-dark.png"]')).toHaveAttribute('data-status', 'completed', { timeout: 10_000 });
  await expect(dialog.getByRole('button', { name: 'Create Appointment' })).toBeVisible();
  await shot(page, info, 'instagram-import-dark');
  await expectNoViolations(page, { include: '[role="dialog"]' });
});
