import { expect, test } from '@playwright/test';
import { DEMO_SALON_NAME, DEMO_SALON_SLUG } from '../lib/demo-salon';

test('serves the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Need help? Contact your salon administrator')).toBeVisible();
});

test('serves the demo booking page from the seeded database', async ({ page }) => {
  await page.goto(`/book/${DEMO_SALON_SLUG}`);
  await expect(page.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  await expect(page.getByText(DEMO_SALON_NAME).first()).toBeVisible();
});

test('answers an unknown salon with not found', async ({ page }) => {
  const response = await page.goto('/book/no-such-salon');
  expect(response?.status()).toBe(404);
});
