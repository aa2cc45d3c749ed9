import { expect, test, type Page } from '@playwright/test';
import { formatLongDate } from '../lib/format/dates';
import { parseTimeOfDay } from '../lib/scheduling/time-of-day';
import { instantToZonedParts, zonedToInstant } from '../lib/scheduling/zoned-time';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { pickDate, pickTime } from './support/date-time';
import { choose, freeTimes, openPedicureDay, timeRadio } from './support/public-booking';
import { expectNoSidewaysScroll, inDarkTheme, shot } from './support/screens';
import { asNewVisitor } from './support/visitor';

// Staff put a customer who phoned and one who walked in into the book (Pedicure: the Nail
// Desk's alone, one lane), see them on the day schedule, and the public page stops offering
// their times. The phone customer has a long name and e-mail: the dialogs must still fit a phone.

const ZONE = 'Europe/Budapest';
const PEDICURE_MINUTES = 60;

/** Free times that do not overlap each other, earliest first: a Pedicure lasts an hour. */
function apart(free: string[]): string[] {
  const chosen: string[] = [];
  for (const time of free) if (!chosen.length || parseTimeOfDay(time)! >= parseTimeOfDay(chosen.at(-1)!)! + PEDICURE_MINUTES) chosen.push(time);
  return chosen;
}


async function choosePedicure(page: Page) {
  await page.getByRole('dialog').getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Pedicure' }).click();
}

test('staff book a phone customer and a walk-in; the schedule shows them, the public page no longer offers their times', async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  const stamp = `${info.project.name}${Date.now() % 100000}`;
  const name = `Piroska Hosszúnevűtelefonáló-Kisasszonyné Szentgyörgyvölgyi ${stamp}`;
  const email = `piroska.nagyon.hosszu.cimmel.telefonon.foglalt.${stamp}@example.com`;
  const phone = `+36 30 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

  // A visitor books first, so the customer is one of the salon's past customers.
  const visitor = await asNewVisitor(await (await browser.newContext()).newPage());
  const date = await openPedicureDay(visitor, undefined, (free) => apart(free).length >= 3);
  const [own] = await freeTimes(visitor);
  await choose(timeRadio(visitor, own));
  await visitor.getByLabel('Your Name').fill(name);
  await visitor.getByLabel('Phone Number').fill(phone);
  await visitor.getByLabel('Email Address (optional)').fill(email);
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await openPedicureDay(visitor, date);
  // The walk-in comes first; the phone customer is booked for later that day (after the walk-in's "now").
  const [, walkInTime, phoneTime] = apart([own, ...(await freeTimes(visitor))]);

  // The walk-in arrives on that day: the browser's clock says so (a walk-in starts "now").
  await page.clock.setFixedTime(new Date(zonedToInstant(date, walkInTime, ZONE)!.getTime() + 2 * 60_000));
  await signInAt(page, ACCOUNTS.staff.email, `/?date=${date}&view=week`);
  const schedule = page.getByTestId('day-schedule');
  await expect(schedule.locator(`[data-customer="${name}"]`).filter({ visible: true })).toHaveCount(1);

  // The phone customer: from an empty place of the Nail Desk's lane (desktop), or the schedule's button (phone).
  const lane = schedule.getByRole('button', { name: 'New appointment on Nail Desk' });
  if (await lane.isVisible()) await lane.press('Enter');
  else await schedule.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog.getByLabel('Date')).toHaveText(formatLongDate(date));
  await dialog.getByLabel('Find a past customer').fill(phone);
  await dialog.getByRole('list', { name: 'Past customers' }).getByRole('button', { name: new RegExp(stamp) }).click();
  await expect(dialog.getByLabel('Customer name')).toHaveValue(name);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await choosePedicure(page);
  // A day already past (a mis-tap on a greyed day) is warned about before anything is booked; the browser's "now" is the walk-in's.
  const warning = dialog.getByRole('status').filter({ hasText: 'This time has already passed. The appointment is recorded, and no confirmation e-mail is sent.' });
  await pickDate(dialog, 'Date', instantToZonedParts(new Date(Date.now() - 86_400_000), ZONE).date);
  await pickTime(dialog, 'new', phoneTime);
  await expect(warning).toBeVisible();
  await pickDate(dialog, 'Date', date);
  await expect(warning).toBeHidden();
  await dialog.getByLabel('Message language').selectOption('hu');
  await dialog.getByLabel('Notes').fill('Kérem, rövidebb frufrut.');
  await shot(page, info, 'new-appointment');
  await expectNoSidewaysScroll(dialog);
  await expectNoViolations(page);
  await inDarkTheme(page, () => shot(page, info, 'new-appointment-dark'));
  await expect(dialog.getByRole('button', { name: 'Book appointment' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByText('Booking Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(schedule.locator(`[data-customer="${name}"]`).filter({ visible: true })).toHaveCount(2);

  // The walk-in: now, rounded down to five minutes, no name needed.
  await page.getByTestId('quick-actions').getByRole('button', { name: 'Walk-in' }).click();
  const walkIn = page.getByRole('dialog', { name: 'Walk-in' });
  await expect(walkIn.locator('#new-hour')).toHaveValue(walkInTime.slice(0, 2));
  await expect(walkIn.locator('#new-minute')).toHaveValue(walkInTime.slice(3));
  await choosePedicure(page);
  await walkIn.getByRole('button', { name: 'Book appointment' }).click();
  await expect(walkIn).toBeHidden();
  await expect(schedule.locator(`[data-customer="Walk-in"][data-start="${walkInTime}"]`).filter({ visible: true })).toHaveCount(1);

  // The public page: both times are taken now.
  await openPedicureDay(visitor, date);
  await expect(timeRadio(visitor, phoneTime)).toBeDisabled();
  await expect(timeRadio(visitor, walkInTime)).toBeDisabled();

  // The client's special requests: in the line under the lanes while pointed at, and in the details.
  const booked = schedule.locator(`[data-customer="${name}"][data-start="${phoneTime}"]`).filter({ visible: true });
  await booked.hover();
  await expect(page.getByTestId('timeline-detail')).toContainText('“Kérem, rövidebb frufrut.”');
  // The detail dialog keeps the long name and e-mail inside the screen, clear of the close button.
  await booked.click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByTestId('appointment-details')).toContainText('Special requestsKérem, rövidebb frufrut.');
  const title = (await detail.getByRole('heading', { name }).boundingBox())!;
  const close = (await detail.getByRole('button', { name: 'Close' }).boundingBox())!;
  expect(title.x + title.width).toBeLessThanOrEqual(close.x + 1);
  for (const button of await detail.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(detail);
  await shot(page, info, 'detail-long-name');
  await inDarkTheme(page, () => shot(page, info, 'detail-long-name-dark'));

  // A draft from the details is written in the language the customer was booked in.
  await detail.getByRole('button', { name: 'Draft Cancellation Email' }).click();
  const draft = page.getByRole('dialog', { name: 'Draft Cancellation Email' });
  await expect(draft.getByRole('combobox', { name: 'Email language' })).toHaveText('Hungarian (Magyar)');
  await draft.getByRole('button', { name: 'Close' }).click();
  await schedule.locator(`[data-customer="${name}"][data-start="${phoneTime}"]`).filter({ visible: true }).click();

  // Edit Appointment: Save is on screen without scrolling, on a phone too.
  await detail.getByRole('button', { name: 'Edit Appointment' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeInViewport({ ratio: 1 });
  await shot(page, info, 'edit-sticky-footer');
  // An e-mail to the customer is drafted in the language they were booked in.
  await edit.getByRole('tab', { name: /Email Preview/ }).click();
  await expect(edit.getByRole('combobox', { name: 'Email language' })).toHaveText('Hungarian (Magyar)');
});
