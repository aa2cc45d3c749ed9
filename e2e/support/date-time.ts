import type { Locator } from '@playwright/test';

/** Sets the 24-hour time of components/forms/date-time-fields (`id` is its prefix) as a person does: hour, then minute. */
export async function pickTime(scope: Locator, id: string, time: string) {
  const [hour, minute] = time.split(':');
  await scope.locator(`#${id}-hour`).selectOption(hour);
  await scope.locator(`#${id}-minute`).selectOption(minute);
}
