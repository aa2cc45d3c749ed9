import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import hu from '../messages/hu.json' with { type: 'json' };
import { choose, freeTimes, openPedicureDay, timeRadio } from './support/public-booking';
import { serversOf } from './support/servers';
import { asNewVisitor } from './support/visitor';

/**
 * Issue 39: an instance past its admission limit answers 503 with Retry-After, in the visitor's
 * language, and a booking it sheds comes back as BUSY, which changes nothing. A dedicated server
 * (its own embedded database) lets one request in at a time and queues none
 * (ADMISSION_LIMIT=1, ADMISSION_QUEUE=0); a server action whose body never ends holds that slot.
 */
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = serversOf(index).port + 8;
const base = `http://127.0.0.1:${port}`;
const dataDir = `.data/e2e-overload-${index}`;
let server: ChildProcess | undefined;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXIES: '1', ADMISSION_LIMIT: '1', ADMISSION_QUEUE: '0' },
    stdio: 'ignore',
  });
  await expect
    .poll(() => fetch(`${base}/login`).then((response) => response.status, () => 0), { timeout: 200_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const readiness = () => fetch(`${base}/readyz`).then((response) => response.status);

/** Holds the server's one slot: a booking action whose body never ends. Released by `destroy()`, as when a client goes away. */
async function holdTheSlot(): Promise<ClientRequest> {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, { exportedName?: string }> };
  const actionId = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === 'bookAppointment')![0];
  const held = httpRequest(`${base}/book-luxury`, { method: 'POST', headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', origin: base } });
  held.on('error', () => {});
  held.write('[');
  // Live, but not ready: the one slot is taken and there is no queue.
  await expect.poll(readiness).toBe(503);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  return held;
}

async function release(held: ClientRequest) {
  held.destroy();
  await expect.poll(readiness).toBe(200);
}

test('past the limit a page gets the busy page with Retry-After, in English and in Hungarian, and the slot comes back when its client leaves', async ({ browser }) => {
  const held = await holdTheSlot();
  for (const [locale, catalogue] of [['en-GB', en], ['hu-HU', hu]] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const response = await page.goto('/book-luxury');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('2');
    await expect(page.getByRole('heading', { name: catalogue.Busy.title })).toBeVisible();
    await expect(page.getByText(catalogue.Busy.body)).toBeVisible();
    await expect(page.getByRole('link', { name: catalogue.Busy.retry })).toHaveAttribute('href', '/book-luxury');
    await context.close();
  }
  await release(held);
  expect((await fetch(`${base}/book-luxury`)).status).toBe(200);
});

test('a booking sent while the instance is full is refused as busy, and the same time books once there is room', async ({ page }) => {
  await asNewVisitor(page);
  await openPedicureDay(page);
  await page.getByLabel('Your Name').fill('Busy Visitor');
  await page.getByLabel('Phone Number').fill('+36 30 555 1234');
  const [time] = await freeTimes(page);
  await choose(timeRadio(page, time));

  const held = await holdTheSlot();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.Errors.busy })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toHaveCount(0);
  await release(held);

  // Nothing was written: the time is still free, and the same booking now goes through.
  await expect(timeRadio(page, time)).toBeChecked();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByText(`${time} -`)).toBeVisible();
});
