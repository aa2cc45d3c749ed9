import { expect, type Page } from '@playwright/test';

// The shell's navigation as a person uses it: the sidebar on a desktop, the menu on a phone.

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('visible=true');
export const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/**
 * On a phone, opens the menu and waits until it is open: a click before hydration is replayed by
 * React once it hydrates, so a check that the menu is closed could pass before it opens.
 */
export async function openNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page)).toBeVisible();
  }
  return nav(page);
}

