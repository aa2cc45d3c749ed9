import { expect, type Locator } from '@playwright/test';

/**
 * `target` once React has hydrated it. A click that lands on server-rendered HTML before
 * hydration reaches no handler and is dropped, so a test that clicks right after `page.goto`
 * waits for this first (React marks each hydrated element with its props).
 */
export async function hydrated(target: Locator): Promise<Locator> {
  await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return target;
}
