import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatLongDate, formatShortDate } from '../lib/format/dates';
import { weekDays } from '../lib/scheduling/calendar-grid';
import { addDays, todayInZone } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { seededFigures } from './support/seeded-figures';
import { SEEDED_URL } from './support/servers';
import { expectNoViolations } from './support/axe';
import { shot } from './support/screens';

const TZ = 'Europe/Budapest';
const today = () => todayInZone(new Date(), TZ);
/** The week view's title in English: its Monday. */
const weekHeader = (date: string) => `Week of ${formatShortDate(weekDays(date)[0])}`;

async function signIn(page: Page, email: string, path = '/') {
  await signInAt(page, email, path);
  await expect(page.getByTestId('metrics-bar')).toBeVisible({ timeout: 30_000 });
}

const schedule = (page: Page) => page.getByTestId('day-schedule');
const scheduleTitle = (page: Page) => schedule(page).getByRole('heading', { level: 2 });
/** The selected day's appointments as shown: the lanes on a desktop, the list on a phone. */
const shownAppointments = (page: Page) => schedule(page).locator('[data-appointment]').filter({ visible: true });
const cell = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

for (const account of ['staff', 'owner'] as const) {
  test(`the ${account} runs the day from the dashboard`, { tag: '@phone' }, async ({ page }, info) => {
    const phone = info.project.name === 'phone';
    await signIn(page, ACCOUNTS[account].email);
    await expect(page.getByTestId('dashboard-salon')).toHaveText('Luxe Beauty Studio');
    await expect(page.getByRole('button', { name: 'Email Tools' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // Today's figures agree with today's schedule.
    await expect(scheduleTitle(page)).toHaveText("Today's Schedule");
    const todayCount = await shownAppointments(page).count();
    await expect(page.locator('[data-metric="Today"]')).toHaveText(String(todayCount));
    await expect(page.locator(`[data-stat="Today's Appointments"]`)).toHaveText(String(todayCount));
    await expect(page.getByTestId('next-appointments')).toContainText(/Coming Up|now|\d+m|No upcoming appointments today/);

    // Compact screens start in the week view, wider ones in the month view (at least 42 cells).
    const grid = page.getByTestId('calendar-grid');
    await expect(grid).toHaveAttribute('data-view', phone ? 'week' : 'month');
    if (!phone) {
      expect(await grid.locator('button[data-date]').count()).toBeGreaterThanOrEqual(42);
      await page.getByRole('button', { name: 'Week', exact: true }).click();
    }
    await expect(grid.locator('button[data-date]')).toHaveCount(7);
    await expect(page.locator('#calendar-title')).toHaveText(weekHeader(today()));
    await shot(page, info, `dashboard-${account}`);

    // Sunday is closed: greyed, struck through, not clickable.
    const sunday = weekDays(today())[6];
    await expect(cell(page, sunday)).toBeDisabled();

    // Next week, then back with Today.
    // Each step waits for the server's answer (the schedule no longer busy): the next click must
    // not race the answer of this one (once, under load, the schedule was seen to come back to next week).
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.locator('#calendar-title')).toHaveText(weekHeader(addDays(today(), 7)));
    await expect(scheduleTitle(page)).toHaveText(`${formatShortDate(addDays(today(), 7))} Schedule`);
    await expect(schedule(page)).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.locator('#calendar-title')).toHaveText(weekHeader(today()));
    await expect(scheduleTitle(page)).toHaveText("Today's Schedule");
    await expect(schedule(page)).toHaveAttribute('aria-busy', 'false');

    // Clicking an open day shows its schedule; clicking an appointment opens its details.
    const other = page.locator('button[data-date]:not([disabled]):not([aria-current])');
    const day = await pickDayWithAppointments(page, other);
    await expect(scheduleTitle(page)).toHaveText(`${formatShortDate(day)} Schedule`);
    const first = shownAppointments(page).first();
    const name = (await first.getAttribute('data-customer'))!;
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(dialog.getByTestId('appointment-details')).toContainText(formatLongDate(day));
    await expect(dialog.getByRole('button', { name: 'Draft Time Change Email' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Draft Cancellation Email' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit Appointment' })).toBeVisible();
    await shot(page, info, `detail-${account}`);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    if (!phone) {
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await expect(grid).toHaveAttribute('data-view', 'month');
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.locator('#calendar-title')).not.toHaveText(/Week of/);
    }
    await expectNoViolations(page);
  });
}

test.describe('on a server that holds only the demo seed', () => {
  test.use({ baseURL: SEEDED_URL });

  test("the staff member's figures are the seed's, worked out by PostgreSQL", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.staff.email);
    const expected = await seededFigures(new Date());
    // The seed has something to count today, this week and this month (else the test proves little).
    expect(expected.weekCount).toBeGreaterThan(0);
    expect(expected.monthRevenue).toBeGreaterThan(expected.weekRevenue);

    const digits = (locator: Locator) => locator.innerText().then((text) => Number(text.replace(/\D/g, '')));
    const metric = (label: string) => page.locator(`[data-metric="${label}"]`);
    const stat = (label: string) => page.locator(`[data-stat="${label}"]`);
    await expect(metric('Today')).toHaveText(String(expected.todayCount));
    expect(await digits(metric('Revenue'))).toBe(expected.todayRevenue);
    await expect(metric('Next')).toHaveText(expected.next ?? '—');
    await expect(metric('This Week')).toHaveText(String(expected.weekCount));
    await expect(stat("Today's Appointments")).toHaveText(String(expected.todayCount));
    expect(await digits(stat("Today's Revenue"))).toBe(expected.todayRevenue);
    await expect(stat('This Week')).toHaveText(String(expected.weekCount));
    expect(await digits(stat('Weekly Revenue'))).toBe(expected.weekRevenue);

    const stats = page.getByTestId('period-stats');
    const shown = async () => ({
      revenue: await digits(stats.getByRole('tabpanel').locator('dd').first()),
      count: Number(await stats.getByRole('tabpanel').locator('dd').nth(1).innerText()),
    });
    expect(await shown()).toEqual({ revenue: expected.weekRevenue, count: expected.weekCount });
    await stats.getByRole('tab', { name: 'This Month' }).click();
    await expect(stats.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
    expect(await shown()).toEqual({ revenue: expected.monthRevenue, count: expected.monthCount });
  });
});

/**
 * The schedule on screen with its day's answer. A page load streams it first into a hidden copy,
 * loaded (not busy) but without a box, until React reveals it up to 300 ms later: blocks counted
 * there measured null (seen on a Sunday, whose loop loads another day's page).
 */
async function expectScheduleShown(page: Page) {
  await expect(schedule(page)).toBeVisible();
  await expect(schedule(page)).toHaveAttribute('aria-busy', 'false');
}

/** Clicks open days until one shows appointments; returns its date. */
async function pickDayWithAppointments(page: Page, days: Locator): Promise<string> {
  const count = await days.count();
  for (let i = 0; i < count; i++) {
    const date = (await days.nth(i).getAttribute('data-date'))!;
    await days.nth(i).click();
    await expect(scheduleTitle(page)).toHaveText(`${formatShortDate(date)} Schedule`);
    // The title changes at once; the day's appointments come with the server's answer.
    await expect(schedule(page)).toHaveAttribute('aria-busy', 'false');
    if ((await shownAppointments(page).count()) > 0) return date;
  }
  throw new Error('no open day with appointments this week');
}

test('the day timeline is readable at a glance, the full detail on hover and on focus', async ({ page }, info) => {
  await signIn(page, ACCOUNTS.owner.email);
  const timeline = page.getByTestId('station-timeline');
  const blocks = timeline.locator('[data-appointment]');
  await expectScheduleShown(page);
  // A closed day (the demo salon's Sunday) has no timeline: the loop goes on to the next day.
  for (let day = 1; day < 7 && (await blocks.count()) === 0; day += 1) {
    await page.goto(`/?date=${addDays(today(), day)}`);
    await expectScheduleShown(page);
  }
  const count = await blocks.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const block = blocks.nth(i);
    expect((await block.boundingBox())!.width).toBeGreaterThanOrEqual(60);
    // The full description in the tooltip; the start time whole, except on a short appointment
    // (under 45 minutes), whose lines are its name and service: never a sliver like 'G…'.
    await expect(block).toHaveAttribute('title', (await block.getAttribute('aria-label'))!);
    if (await block.getAttribute('data-short')) continue;
    await expect(block.locator('span.tabular-nums')).toHaveText(/^\d{2}:\d{2}$/);
    expect(await block.locator('span.tabular-nums').evaluate((time) => time.scrollWidth <= time.clientWidth)).toBe(true);
  }
  const detail = page.getByTestId('timeline-detail');
  const first = blocks.first();
  await first.hover();
  await expect(detail).toContainText((await first.getAttribute('data-customer'))!);
  await blocks.last().focus();
  await expect(detail).toContainText((await blocks.last().getAttribute('data-customer'))!);
  await shot(page, info, 'day-timeline');
});

test('an admin picks the salon on /simple-dashboard', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin.email, '/simple-dashboard');
  await expect(page.getByTestId('dashboard-salon')).toHaveText('All salons');
  await expect(page.getByText('Choose a salon to see its day.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Salon' }).selectOption({ label: 'Luxe Beauty Studio' });
  await expect(page.getByTestId('dashboard-salon')).toHaveText('Luxe Beauty Studio');
  await expect(page.getByTestId('metrics-bar')).toBeVisible();
  // An unknown salon id in the address is not looked at.
  await page.goto('/simple-dashboard?salon=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('dashboard-salon')).toHaveText('All salons');
});

test('the static demo dashboard on /salon-dashboard', { tag: '@phone' }, async ({ page }, info) => {
  await signInAt(page, ACCOUNTS.staff.email, '/salon-dashboard');
  await expect(page.getByRole('heading', { name: 'Next 2 Hours' })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('demo-summary');
  for (const label of ["Today's Appointments", 'Revenue Booked', 'No-shows', 'Staff on Duty']) await expect(summary.getByText(label, { exact: true })).toBeVisible();
  for (const label of ['Add walk-in', 'Block time', 'Send reminder']) await expect(page.getByRole('button', { name: label })).toBeVisible();
  await expect(page.getByText('6 of 8 online')).toBeVisible();
  await expect(page.locator('[data-unread]')).toHaveCount(2);
  // The sidebar only moves a local highlight.
  const nav = page.getByRole('navigation', { name: 'Demo dashboard' });
  // Every entry is within the screen's width, none cut at 375 px.
  for (const entry of await nav.getByRole('button').all()) {
    const box = (await entry.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  await nav.getByRole('button', { name: 'Staff' }).click();
  await expect(nav.getByRole('button', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  await expect(page).toHaveURL(/\/salon-dashboard$/);
  await shot(page, info, 'salon-dashboard');
  await expectNoViolations(page);
});
