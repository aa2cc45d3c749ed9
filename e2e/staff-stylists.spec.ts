import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signInAt } from './support/auth';
import { expectNoViolations } from './support/axe';
import { expectNoSidewaysScroll, inDarkTheme, shot } from './support/screens';

// The demo salon uses stylists; staff@luxe.example.com is Sam Stylist.
const SAM = 'Sam Stylist';

const schedule = (page: Page) => page.getByTestId('day-schedule');
const shownAppointments = (page: Page) => schedule(page).locator('[data-appointment]').filter({ visible: true });

/** What an appointment on the schedule says of itself: the timeline's label, or the list's text. */
async function described(appointment: Locator) {
  return (await appointment.getAttribute('aria-label')) ?? (await appointment.textContent()) ?? '';
}

/** Opens the appointment's Edit dialog from the day schedule, sets its stylist and saves. */
async function setStylist(page: Page, id: string, stylist: string) {
  await shownAppointments(page).and(page.locator(`[data-appointment="${id}"]`)).click();
  await page.getByRole('button', { name: 'Edit Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Appointment' });
  await dialog.getByLabel('Stylist').selectOption({ label: stylist });
  return dialog;
}

test('a stylist narrows the day to their own appointments and sets the stylist in the edit dialog', async ({ page }, info) => {
  // Sam's next live appointment, from the Appointments list filtered to their own (the list also
  // holds the ones other specs cancelled, which the schedule leaves out).
  await signInAt(page, ACCOUNTS.staff.email, '/admin/appointments?stylist=mine');
  await expect(page.getByLabel('Stylist', { exact: true })).toHaveValue('mine');
  const first = page.getByTestId('appointment-list').getByRole('listitem').filter({ has: page.locator('[data-status="confirmed"]') }).first();
  const id = (await first.getAttribute('data-appointment'))!;
  const date = (await first.getAttribute('data-date'))!;

  await page.goto(`/?date=${date}`);
  const mine = schedule(page).getByRole('button', { name: 'My appointments' });
  await expect(shownAppointments(page).first()).toBeVisible();
  const everyone = await shownAppointments(page).count();
  await mine.click();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`[data-appointment="${id}"]`).filter({ visible: true })).toBeVisible();
  const own = await shownAppointments(page).all();
  expect(own.length).toBeLessThan(everyone);
  for (const appointment of own) expect(await described(appointment)).toContain(SAM);

  if (info.project.name === 'desktop') {
    await schedule(page).getByRole('button', { name: 'Stylists' }).click();
    await expect(schedule(page).getByRole('region', { name: SAM }).locator(`[data-appointment="${id}"]`)).toBeVisible();
  }
  await shot(page, info, 'my-appointments');
  await inDarkTheme(page, () => shot(page, info, 'my-appointments-dark'));

  // No stylist: it leaves "My appointments"; Sam again: it is back, and the detail names Sam.
  let dialog = await setStylist(page, id, 'No stylist');
  await expectNoSidewaysScroll(dialog);
  await shot(page, info, 'edit-stylist');
  // The edit form needs the customer's e-mail, which a phone booking of the demo may lack.
  await dialog.getByRole('tab', { name: 'Customer Info' }).click();
  await dialog.locator('#edit-customer-email').fill('sam.regular@example.com');
  // A new stylist is a change the client is told of (Notify the client, ticked by default).
  await expect(dialog.getByRole('checkbox', { name: 'Notify the client' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved. The client has been e-mailed.')).toBeVisible();
  await expect(page.locator(`[data-appointment="${id}"]`).filter({ visible: true })).toHaveCount(0);

  await mine.click();
  dialog = await setStylist(page, id, SAM);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // The first save's toast may still be up: the dialog closing is this save's answer.
  await expect(dialog).toBeHidden();
  await mine.click();
  await shownAppointments(page).and(page.locator(`[data-appointment="${id}"]`)).click();
  const details = page.getByTestId('appointment-details');
  await expect(details.getByText(SAM)).toBeVisible();
  await expectNoViolations(page);
});
