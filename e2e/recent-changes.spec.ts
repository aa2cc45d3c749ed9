import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { shot } from './support/screens';
import { SEEDED_URL } from './support/servers';

// "Since you last looked" for the owner, who has never marked it seen there: on the seeded
// server (where no spec marks anything seen) the demo seed's appointments are all unseen, more
// than the first ten shown. On the main server other specs mark them seen as they go.
test.use({ baseURL: SEEDED_URL });

test('"Since you last looked" says how many changed and shows them all on request', { tag: '@phone' }, async ({ page }, info) => {
  await signInAt(page, ACCOUNTS.owner.email, '/');
  const changes = page.getByTestId('recent-changes');
  await expect(changes).toBeVisible({ timeout: 30_000 });
  const counted = await changes.getByTestId('recent-changes-count').textContent();
  const count = Number(/^(\d+) appointments changed$/.exec(counted ?? '')?.[1]);
  expect(count).toBeGreaterThan(10);
  const items = changes.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const showAll = changes.getByRole('button', { name: `Show all (${count})` });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(items).toHaveCount(count);
  await expect(changes.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await shot(changes, info, 'recent-changes-all');
  await changes.getByRole('button', { name: 'Show fewer' }).click();
  await expect(items).toHaveCount(10);
});
