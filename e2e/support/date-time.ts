import { expect, type Locator } from '@playwright/test';

/** Sets the 24-hour time of components/forms/date-time-fields (`id` is its prefix) as a person does: hour, then minute. */
export async function pickTime(scope: Locator, id: string, time: string) {
  const [hour, minute] = time.split(':');
  await scope.locator(`#${id}-hour`).selectOption(hour);
  await scope.locator(`#${id}-minute`).selectOption(minute);
}

/** Expects the 24-hour time `time` in the time field whose id prefix is `id`. */
export async function expectTime(scope: Locator, id: string, time: string) {
  const [hour, minute] = time.split(':');
  await expect(scope.locator(`#${id}-hour`)).toHaveValue(hour);
  await expect(scope.locator(`#${id}-minute`)).toHaveValue(minute);
}

/** Picks `date` ('yyyy-MM-dd') in the date field labelled `label` (components/forms/date-time-fields): opens its month grid and pages to it, forward or back. */
export async function pickDate(scope: Locator, label: string, date: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}, `) }).click();
  const grid = scope.page().locator('[data-slot="popover-content"][data-state="open"]');
  const day = grid.locator(`[data-day="${date}"]:not([data-outside]) button`);
  const shownDay = grid.locator('[data-day]:not([data-outside])').first();
  await expect(shownDay).toBeVisible(); // the grid is open (its code may come on the first click)
  for (let month = 0; month < 24 && !(await day.isVisible()); month += 1) {
    const shown = (await shownDay.getAttribute('data-day')) ?? '';
    await grid.getByRole('button', { name: date < shown ? 'Go to the Previous Month' : 'Go to the Next Month' }).click();
  }
  await day.click();
}
