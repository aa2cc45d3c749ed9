import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '@/components/shell/theme-script';

// Spec point 9: light or dark; follows the system (live) unless the user picked one; the choice
// is saved, with a separate flag for following the system.

test('the theme toggle picks light, dark or the system; the pick is kept and switches with no transition', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme: / });
  // Nothing picked: the system's dark, from the first paint.
  await expect(toggle).toHaveAccessibleName('Theme: system. Switch to light');
  await expect(html).toHaveClass(/\bdark\b/);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: light. Switch to dark');
  await expect(html).not.toHaveClass(/\bdark\b/);
  // The colours changed at once: a transition per coloured element would still be running.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  // A pick wins over the system, after a reload too.
  await page.reload();
  await expect(toggle).toHaveAccessibleName('Theme: light. Switch to dark');
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => [localStorage.getItem(key), localStorage.getItem('prefs_theme_follow_system')], THEME_STORAGE_KEY)).toEqual(['light', 'false']);

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/\bdark\b/);

  // Following the system again: live.
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: system. Switch to light');
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('prefs_theme_follow_system'))).toBe('true');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
});
