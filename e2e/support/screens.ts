import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoViolations } from './axe';

/** Whether this run saves pictures for a person to look at (E2E_SCREENSHOTS set). */
export const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * What is on screen (the whole page, or one part of it), saved for a person to look at in
 * test-results/screens when E2E_SCREENSHOTS is set; a plain test run skips the pictures nobody
 * opens (a full-page picture takes 2–3 s on the 2-core machine).
 */
export async function shot(target: Page | Locator, info: TestInfo, name: string) {
  if (!SCREENSHOTS) return;
  const path = `test-results/screens/${info.project.name}-${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
}

/** The dialog fits its width: nothing to scroll sideways, on a phone either. */
export async function expectNoSidewaysScroll(dialog: Locator) {
  const overflow = await dialog.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const wide = [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > right + 1);
    return { by: element.scrollWidth - element.clientWidth, elements: wide.slice(0, 5).map((child) => `${child.tagName}.${child.className}`.slice(0, 120)) };
  });
  expect(overflow.by, overflow.elements.join('\n')).toBeLessThanOrEqual(0);
}

/** Runs `then` with the system (and so the app) in dark mode, checks it with axe, then goes back to light. */
export async function inDarkTheme(page: Page, then: () => Promise<unknown>) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await then();
  await expectNoViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

