import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInWithForm } from './support/auth';

test.describe('sign-in screen', () => {
  test('disables Sign In until both fields are filled and shows the provider message on failure', async ({ page }) => {
    await page.goto('/login');
    const button = page.locator('form button[type="submit"]');
    await expect(page.getByText('Need help? Contact your salon administrator')).toBeVisible();
    await expect(button).toBeDisabled();
    await page.getByLabel('Email').fill('staff@luxe.example.com');
    await expect(button).toBeDisabled();
    await page.getByLabel('Password').fill('not-the-password');
    await expect(button).toBeEnabled();
    // Hold the server action's request back a moment so that the submitting state is observable.
    await page.route('**/login', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await button.click();
    await expect(button).toHaveText('Signing In...');
    await expect(button).toBeDisabled();
    // The first request of a fresh server also opens and seeds the embedded database.
    await expect(page.locator('form [role="alert"]')).toHaveText('Invalid login credentials', { timeout: 30_000 });
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const [name, account] of Object.entries(ACCOUNTS)) {
    test(`signs in the ${name} and lands on their home`, async ({ page }) => {
      await page.goto('/login');
      await signInWithForm(page, account.email);
      await expect(page).toHaveURL(account.role === 'admin' ? /\/admin$/ : /\/$/);
      await expect(page.getByTestId('user-email')).toHaveText(account.email);
      await expect(page.getByTestId('user-role')).toHaveText(account.role);
      await expect(page.getByTestId('user-salon')).toHaveText(account.salon);
    });
  }

  test('returns to the requested page after sign-in', async ({ page }) => {
    await page.goto('/admin/staff?tab=2');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fstaff%3Ftab%3D2$/);
    await signInWithForm(page, ACCOUNTS.owner.email);
    await expect(page).toHaveURL(/\/admin\/staff\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  });

  test('ignores a next parameter that leaves the site', async ({ page }) => {
    await page.goto('/login?next=//evil.example.com/x');
    await signInWithForm(page, ACCOUNTS.staff.email);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('shows Access Denied to staff on /admin', async ({ page }) => {
    await page.goto('/admin');
    await signInWithForm(page, ACCOUNTS.staff.email);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText('Required role: admin')).toBeVisible();
    await expect(page.getByText('Your role: staff')).toBeVisible();
  });
});

test('signs out with a toast, revokes the session and goes to /login', async ({ page, context }) => {
  await page.goto('/login');
  await signInWithForm(page, ACCOUNTS.owner.email);
  await expect(page.getByTestId('user-role')).toHaveText('owner');
  // The server render is the profile's only source: nothing personal in the browser's storage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(ACCOUNTS.owner.email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).some((c) => c.name === 'salon_session')).toBe(false);
  await page.goto('/simple-dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fsimple-dashboard$/);
});

test('signs up a new owner who lands on the new salon dashboard', async ({ page }, testInfo) => {
  const id = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const salonName = `Rosa Nails ${id}`;
  const email = `rosa-${id}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an owner account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Your name').fill('Rosa Owner');
  await page.getByLabel('Salon name').fill(salonName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('rosa-password-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('user-role')).toHaveText('owner');
  await expect(page.getByTestId('user-salon')).toHaveText(salonName);
  await expect(page.getByTestId('user-name')).toHaveText('Rosa Owner');
  await expect(page.getByText('No upcoming appointments today')).toBeVisible();

  // The same e-mail again is refused with the spec's message.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Rosa Again');
  await page.getByLabel('Salon name').fill(`${salonName} 2`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('rosa-password-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('form [role="alert"]')).toContainText('already');
});

