import { expect, test } from '@playwright/test';
import { addDays, instantToZonedParts } from '../lib/scheduling/zoned-time';
import { isoWeekday } from '../lib/scheduling/stylists';
import { ACCOUNTS, signInAt } from './support/auth';
import { pickTime } from './support/date-time';
import { choose, chooseDates, timeRadio } from './support/public-booking';
import { inDarkTheme, shot } from './support/screens';
import { asNewVisitor } from './support/visitor';
import { hydrated } from './support/hydration';

// A colour's processing time (issue 34): the owner gives a service processing time and clean-up,
// a visitor books it with Olivia Owner (who does every service, new ones too) and a haircut after
// it with "Any stylist" in the same visit, and staff book a walk-in with Olivia inside the gap,
// while the client keeps the chair; staff book a colour and a haircut as one visit from New
// appointment (desktop), and the visitor cancels the whole visit from its manage link. The date is past the demo's
// seeded two weeks, on a day Olivia works (Monday, Wednesday, Friday 09-20), so the chairs
// around it are free; desktop books the morning, the phone the afternoon.

const ZONE = 'Europe/Budapest';

test('a service with processing time: booked by a visitor, and a walk-in booked into its gap', { tag: '@phone' }, async ({ page, browser }, info) => {
  // The whole story (the owner, a visitor, staff, the visitor's manage link) takes over a minute on a loaded machine.
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  const [start, gap, processingTime] = phone ? ['14:00', '14:30', '14:30 – 15:15'] : ['10:00', '10:30', '10:30 – 11:15'];
  const run = `${info.project.name} ${Date.now().toString(36)}`;
  const service = `Root Colour ${run}`;
  const walkIn = `Walk-in Wanda ${run}`;

  // The owner sets it up on the Services screen.
  await signInAt(page, ACCOUNTS.owner.email, '/admin/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const form = page.getByRole('dialog', { name: 'Add Service' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(service);
  await form.getByLabel('Category').fill('Hair');
  await form.getByLabel('Duration (minutes)').fill('120');
  await form.getByRole('spinbutton', { name: /^Price/ }).fill('30000');
  await form.getByLabel('Processing time (minutes)').fill('45');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(form.getByText('Say after how many minutes of hands-on work the processing starts')).toBeVisible();
  await form.getByLabel('Processing starts after (minutes)').fill('30');
  await form.getByLabel('Clean-up after (minutes)').fill('15');
  await shot(form, info, 'service-processing-form');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator(`li[data-service="${service}"]`)).toContainText('120 minutes · 30 000 Ft · 45 min processing · 15 min clean-up');

  // A visitor sees the total time and books it with Olivia.
  const visitor = await asNewVisitor(await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage());
  await visitor.goto('/book/luxe-beauty-studio');
  const card = visitor.getByRole('radio', { name: new RegExp(service) });
  await expect(card.locator('xpath=..')).toContainText('120');
  await visitor.getByLabel('Your Name').fill(`Colour Client ${run}`);
  await visitor.getByLabel('Phone Number').fill('+36 30 765 4321');
  await choose(card);
  await choose(visitor.getByRole('radio', { name: 'Olivia Owner', exact: true }));
  // The same visit: a haircut after the colour, "Any stylist" (the default).
  await visitor.getByRole('button', { name: 'Add another service' }).click();
  const second = visitor.getByRole('group', { name: 'Service 2 of your visit' });
  await second.getByLabel('Service', { exact: true }).selectOption({ label: "Men's Haircut, 30 minutes" });
  await expect(second.getByLabel('Stylist', { exact: true })).toHaveValue('any');
  await shot(second, info, 'visit-added-service');
  const today = instantToZonedParts(new Date(), ZONE).date;
  let date = '';
  await chooseDates(
    visitor,
    (candidate) => candidate >= addDays(today, 15) && [1, 3, 5].includes(isoWeekday(candidate) ?? 0),
    async () => {
      const time = timeRadio(visitor, start);
      if ((await time.count()) === 0 || (await time.isDisabled())) return false;
      date = (await visitor.locator('input[name="date"]:checked').getAttribute('value'))!;
      return true;
    },
  );
  await choose(timeRadio(visitor, start));
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  const [colourEnd, cutEnd] = phone ? ['16:00', '16:30'] : ['12:00', '12:30'];
  const details = visitor.locator('dl');
  await expect(details).toContainText(`${service}: ${start} - ${colourEnd}, Olivia Owner`);
  await expect(details).toContainText(new RegExp(`Men's Haircut: ${colourEnd} - ${cutEnd}, \\S`));
  await shot(visitor.locator('section[aria-labelledby="confirmation-heading"]'), info, 'visit-confirmation');
  const manageLink = (await visitor.getByRole('link', { name: 'Manage booking' }).getAttribute('href'))!;
  await visitor.context().close();

  // Staff see the gap and book a 30-minute walk-in with Olivia into it.
  await page.goto(`/?date=${date}`);
  const schedule = page.getByTestId('day-schedule');
  await expect(schedule.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  // The visit's first part, by its start: the haircut after it is an appointment of its own, and in
  // the Stylists view its stylist's lane ("Any stylist" chooses by the day) may come before Olivia's.
  const colour = schedule.locator(`[data-customer="Colour Client ${run}"][data-start="${start}"]`).filter({ visible: true }).first();
  if (phone) {
    await expect(colour.locator('[data-segment="processing"]')).toHaveText(`Processing ${processingTime}`);
    // Right after page.goto: a click before hydration reaches no handler (the dialog never opened once).
    await (await hydrated(schedule.getByRole('button', { name: 'New appointment', exact: true }))).click();
    await pickTime(dialog, 'new', gap);
    await dialog.getByLabel('Stylist', { exact: true }).selectOption({ label: 'Olivia Owner' });
  } else {
    await (await hydrated(schedule.getByRole('button', { name: 'Stylists', exact: true }))).click();
    const olivia = schedule.getByRole('region', { name: 'Olivia Owner' });
    const processing = olivia.locator('[data-segment="processing"]');
    await expect(processing).toHaveText('Processing');
    await expect(colour).toHaveAccessibleName(new RegExp(`Visit: ${service} \\+ Men's Haircut · .*Processing ${processingTime}$`));
    await shot(schedule, info, 'service-processing-gap');
    // The empty place under the processing mark books there: Olivia, a time inside the gap.
    const [mark, lane] = [await processing.boundingBox(), await olivia.locator('[data-new-appointment]').boundingBox()];
    await olivia.locator('[data-new-appointment]').click({ position: { x: mark!.x - lane!.x + 2, y: lane!.height / 2 } });
    await expect(dialog.getByLabel('Stylist', { exact: true })).toHaveValue(/.+/);
    await expect(dialog.getByLabel('Stylist', { exact: true }).locator('option:checked')).toHaveText('Olivia Owner');
  }
  await dialog.getByLabel('Customer name').fill(walkIn);
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: "Men's Haircut", exact: true }).click();
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog).toBeHidden();

  const booked = schedule.locator(`[data-customer="${walkIn}"]`).filter({ visible: true });
  await expect(booked).toHaveCount(1);
  await expect(booked).toHaveAttribute('data-start', gap);
  if (!phone) await expect(schedule.getByRole('region', { name: 'Olivia Owner' }).locator(`[data-customer="${walkIn}"]`)).toBeVisible();
  await shot(page, info, 'service-processing-walk-in');

  // Staff book a visit too (desktop): the colour, then a haircut with any stylist; the free times are the whole visit's.
  if (!phone) {
    const visitClient = `Visit Vera ${run}`;
    await schedule.getByRole('button', { name: 'New appointment', exact: true }).click();
    await dialog.getByLabel('Customer name').fill(visitClient);
    await dialog.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: service, exact: true }).click();
    await dialog.getByRole('button', { name: 'Add another service' }).click();
    const added = dialog.getByRole('group', { name: 'Service 2 of the visit' });
    await added.getByLabel('Service', { exact: true }).selectOption({ label: "Men's Haircut, 30 minutes" });
    await expect(added.getByLabel('Stylist', { exact: true })).toHaveValue('any');
    await expect(dialog.getByText('The whole visit: 150 minutes')).toBeVisible();
    const chips = dialog.getByTestId('new-free-times');
    // 2 h 30 min: a start whose visit would end 15 minutes after closing is not offered.
    const lastMinute = isoWeekday(date) === 5 ? '17:45' : '15:45';
    await expect(chips.getByRole('button').first()).toBeVisible();
    await expect(chips.getByRole('button', { name: lastMinute, exact: true })).toHaveCount(0);
    const first = (await chips.getByRole('button').first().textContent())!.trim();
    await chips.getByRole('button', { name: first, exact: true }).click();
    await shot(dialog, info, 'staff-visit');
    await inDarkTheme(page, () => shot(dialog, info, 'staff-visit-dark'));
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(dialog).toBeHidden();
    const parts = schedule.locator(`[data-customer="${visitClient}"]`).filter({ visible: true });
    await expect(parts).toHaveCount(2);
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    const colourPart = schedule.locator(`[data-customer="${visitClient}"][data-start="${first}"]`).filter({ visible: true });
    await expect(colourPart).toHaveAccessibleName(new RegExp(`Visit: ${service} \\+ Men's Haircut`));
    await expect(schedule.locator(`[data-customer="${visitClient}"][data-start="${clock(minutes(first) + 120)}"]`).filter({ visible: true })).toHaveCount(1);
  }

  // The visitor's manage link shows the whole visit, and cancels all of it.
  const manage = await asNewVisitor(await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage());
  await manage.goto(manageLink);
  const booking = manage.locator('dl');
  await expect(booking).toContainText(`${service}: ${start} - ${colourEnd}, Olivia Owner`);
  await expect(booking).toContainText(new RegExp(`Men's Haircut: ${colourEnd} - ${cutEnd}, \\S`));
  await manage.getByRole('link', { name: 'Cancel appointment' }).click();
  await manage.getByRole('button', { name: 'Yes, cancel my appointment' }).click();
  await expect(manage.getByText('Your appointment has been cancelled.')).toBeVisible();
  await expect(booking).toContainText(`Men's Haircut: ${colourEnd} - ${cutEnd}`);
  await shot(manage.locator('main'), info, 'visit-cancelled');
  await manage.context().close();
});
