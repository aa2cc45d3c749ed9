import { expect, type Locator } from '@playwright/test';

/**
 * Picks options in a react-hook-form form until its Save button wakes up. The server renders
 * the form with Save disabled (nothing changed yet); a pick made before the page has hydrated
 * lands in markup the form never hears of, so the pick is repeated until the form has seen it.
 */
export async function pickUntilSaveable(save: Locator, picks: [select: Locator, value: string][]) {
  await expect(async () => {
    for (const [select, value] of picks) {
      // A pick that landed before hydration is the value React adopts: picking it again is no
      // change to React. Another option first makes the wanted one a change.
      const other = (await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).find((option) => option !== value);
      if (other !== undefined) await select.selectOption(other);
      await select.selectOption(value);
    }
    await expect(save).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
