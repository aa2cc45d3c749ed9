import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMERS } from '../lib/demo-salon';
import en from '../messages/en.json' with { type: 'json' };

// Public pages never show another customer's data (spec departure): not in the page HTML,
// not in slot lookups, not in server action results.

const choose = (radio: Locator) => radio.locator('xpath=..').click();

/** Every response body the page receives while `run` goes on. */
async function collectBodies(page: Page, run: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!['image', 'font'].includes(response.request().resourceType())) bodies.push(response.text().catch(() => ''));
  });
  await run();
  return Promise.all(bodies);
}

for (const path of ['/book-luxury', '/book/demo']) {
  test(`${path} says a time is taken, never by whom`, async ({ page }) => {
    let takenSeen = 0;
    const bodies = await collectBodies(page, async () => {
      await page.goto(path);
      await choose(page.getByRole('radio', { name: /Women's Haircut/ }));
      const dates = page.locator('input[name="date"]:not([disabled])');
      // The demo data books most open days: look through the first week for taken times.
      for (let i = 0; i < Math.min(6, await dates.count()); i++) {
        await choose(dates.nth(i));
        await expect(page.locator('p[aria-live="polite"]')).toHaveText(/times? available for/);
        const taken = page.locator('input[name="time"][disabled]');
        takenSeen += await taken.count();
        if ((await taken.count()) > 0) await expect(taken.first()).toHaveAttribute('aria-label', new RegExp(`unavailable: ${en.Server.alreadyBooked}$`));
      }
    });
    expect(takenSeen).toBeGreaterThan(0);
    const everything = bodies.join('\n') + (await page.content());
    for (const name of DEMO_CUSTOMERS) {
      expect(everything).not.toContain(name);
      expect(everything).not.toContain(name.split(' ')[0] + "'s");
    }
  });
}
