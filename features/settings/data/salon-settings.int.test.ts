import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDayOffAction,
  addStationAction,
  fillHolidaysAction,
  removeDayOffAction,
  renameStationAction,
  setStationActiveAction,
  setStationsEnabledAction,
  updateSettingsAction,
} from '@/features/settings/actions';
import { runActionAs, type AuthorizedAction } from '@/lib/server/authorized-action';
import { callerOf, type Caller } from '@/lib/server/access';
import { readProfile } from '@/lib/auth/store';
import { getSalonSettings } from '@/features/settings/data/salon-settings';
import { appointments, salons, services, stations, users } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { addDays, todayInZone, zonedToInstant } from '@/lib/scheduling';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { serverMessages } from '@/lib/i18n/server-messages';
import { SETTINGS_MESSAGES } from '@/features/settings/schema';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';

// Settings, run exactly as the server runs the actions (parse → signed-in caller →
// lib/data), on PGlite and on real PostgreSQL.

const ownerOf = (salonId: string): Caller => ({ userId: randomUUID(), role: 'owner', salonId });
const TODAY = todayInZone(new Date(), 'Europe/Budapest');
const english = serverMessages('en');

let admin: Caller | null;
let demoStaff: Caller | null;
let demoOwner: Caller | null;

async function callerFor(email: string) {
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  return callerOf(await readProfile(user.id));
}

async function salonRow(id: string) {
  const [row] = await (await getDb()).select().from(salons).where(eq(salons.id, id));
  return row;
}

const settingsForm = (overrides: Record<string, unknown> = {}) => ({
  name: '  Settings Salon  ',
  email: ' Hello@Example.com ',
  phone_number: '',
  address: 'Fő utca 1',
  city: 'Budapest',
  country: 'Hungary',
  description: '  Cuts and colour.  ',
  instagram_url: 'https://www.instagram.com/settings.salon',
  timezone: 'Europe/Vienna',
  currency_code: 'EUR',
  reminder_hours: '48',
  visitor_emails_per_day: '400',
  min_notice_minutes: '60',
  booking_horizon_days: '45',
  change_window_hours: '12',
  booking_policy: '  Please arrive <b>5 minutes</b> early.  ',
  default_language: 'hu',
  opening_hours: DEFAULT_OPENING_HOURS,
  ...overrides,
});

/** A live appointment at `time` on `date` (salon zone), on `stationId` when given. */
async function book(salonId: string, date: string, time: string, stationId: string | null = null, minutes = 60) {
  const start = zonedToInstant(date, time, 'Europe/Budapest')!;
  const [row] = await (await getDb())
    .insert(appointments)
    .values({ salonId, stationId, customerName: 'Settings Test', startTime: start, endTime: new Date(start.getTime() + minutes * 60_000) })
    .returning();
  return row;
}

beforeAll(async () => {
  admin = await callerFor('admin@example.com');
  demoStaff = await callerFor('staff@luxe.example.com');
  demoOwner = await callerFor('owner@luxe.example.com');
});

describe('the settings form', () => {
  it('saves profile, hours, zone, currency and reminders, trimmed, empty fields as null, the slug untouched', async () => {
    const { salon } = await createTestSalon();
    const result = await runActionAs(updateSettingsAction, ownerOf(salon.id), { ...settingsForm(), custom_subdomain: 'hijacked' });
    expect(result).toEqual({ ok: true, data: { id: salon.id, name: 'Settings Salon' } });
    const row = await salonRow(salon.id);
    expect(row).toMatchObject({
      name: 'Settings Salon',
      customSubdomain: salon.customSubdomain,
      email: 'hello@example.com',
      phoneNumber: null,
      description: 'Cuts and colour.',
      instagramUrl: 'https://www.instagram.com/settings.salon',
      timezone: 'Europe/Vienna',
      currencyCode: 'EUR',
      reminderHours: 48,
      minNoticeMinutes: 60,
      bookingHorizonDays: 45,
      changeWindowHours: 12,
      bookingPolicy: 'Please arrive 5 minutes early.',
      defaultLanguage: 'hu',
    });
    expect(row.openingHours).toEqual(DEFAULT_OPENING_HOURS);
    expect(await getSalonSettings(ownerOf(salon.id))).toMatchObject({ reminderHours: 48 });
  });

  it('keeps clients for the chosen months, off when blank, and refuses anything outside 1 to 120 whole months', async () => {
    const { salon } = await createTestSalon();
    expect((await salonRow(salon.id)).clientRetentionMonths).toBeNull();
    expect(await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ client_retention_months: '24' }))).toMatchObject({ ok: true });
    expect(await getSalonSettings(ownerOf(salon.id))).toMatchObject({ clientRetentionMonths: 24 });
    for (const client_retention_months of [0, 121, 'x', 2.5]) {
      const result = await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ client_retention_months }));
      expect(result, String(client_retention_months)).toMatchObject({ ok: false, fieldErrors: { client_retention_months: english(SETTINGS_MESSAGES.clientRetention) } });
    }
    expect(await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ client_retention_months: '' }))).toMatchObject({ ok: true });
    expect((await salonRow(salon.id)).clientRetentionMonths).toBeNull();
  });

  it('sends no reminders at 0 and refuses reminder times outside 0 to 168 whole hours, changing nothing', async () => {
    const { salon } = await createTestSalon();
    expect(await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ reminder_hours: 0 }))).toMatchObject({ ok: true });
    expect((await salonRow(salon.id)).reminderHours).toBe(0);
    const before = await salonRow(salon.id);
    for (const reminder_hours of [169, -1, 'x', 2.5, '', null, '1e2']) {
      const result = await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ reminder_hours, name: 'Changed' }));
      expect(result, String(reminder_hours)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { reminder_hours: english(SETTINGS_MESSAGES.reminderHours) } });
    }
    expect(await salonRow(salon.id)).toEqual(before);
  });

  it("saves the salon's daily cap of visitor e-mails, shows how much of it is used, and refuses a cap outside 1 to 10,000", async () => {
    const { salon } = await createTestSalon();
    expect(await getSalonSettings(ownerOf(salon.id))).toMatchObject({ visitorEmailsPerDay: 150, visitorEmailsUsed: 0 });
    expect(await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm())).toMatchObject({ ok: true });
    expect(await getSalonSettings(ownerOf(salon.id))).toMatchObject({ visitorEmailsPerDay: 400 });
    const before = await salonRow(salon.id);
    for (const visitor_emails_per_day of [0, 10_001, -1, 'x', 2.5, '', null]) {
      const result = await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ visitor_emails_per_day, name: 'Changed' }));
      expect(result, String(visitor_emails_per_day)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { visitor_emails_per_day: english(SETTINGS_MESSAGES.visitorEmailsPerDay) } });
    }
    expect(await salonRow(salon.id)).toEqual(before);
  });

  it('saves the online booking rules at their limits and refuses anything outside them, changing nothing', async () => {
    const { salon } = await createTestSalon();
    expect(await salonRow(salon.id)).toMatchObject({ minNoticeMinutes: 120, bookingHorizonDays: 30, changeWindowHours: 24, bookingPolicy: null, defaultLanguage: 'en' });
    expect(await salonRow(salon.id)).toMatchObject({ waitlistHoldMinutes: 30 });
    const lowest = settingsForm({ min_notice_minutes: 0, booking_horizon_days: 1, change_window_hours: 0, booking_policy: '', waitlist_hold_minutes: 5 });
    expect(await runActionAs(updateSettingsAction, ownerOf(salon.id), lowest)).toMatchObject({ ok: true });
    expect(await salonRow(salon.id)).toMatchObject({ minNoticeMinutes: 0, bookingHorizonDays: 1, changeWindowHours: 0, bookingPolicy: null, waitlistHoldMinutes: 5 });
    const highest = settingsForm({ min_notice_minutes: '10080', booking_horizon_days: '365', change_window_hours: '720', booking_policy: 'p'.repeat(500), waitlist_hold_minutes: '1440' });
    expect(await runActionAs(updateSettingsAction, ownerOf(salon.id), highest)).toMatchObject({ ok: true });
    const before = await salonRow(salon.id);
    expect(before).toMatchObject({ minNoticeMinutes: 10080, bookingHorizonDays: 365, changeWindowHours: 720, waitlistHoldMinutes: 1440 });
    const refused: [string, unknown, string][] = [
      ['min_notice_minutes', 10081, english(SETTINGS_MESSAGES.minNotice)],
      ['min_notice_minutes', -1, english(SETTINGS_MESSAGES.minNotice)],
      ['min_notice_minutes', '1e2', english(SETTINGS_MESSAGES.minNotice)],
      ['booking_horizon_days', 0, english(SETTINGS_MESSAGES.bookingHorizon)],
      ['booking_horizon_days', 366, english(SETTINGS_MESSAGES.bookingHorizon)],
      ['booking_horizon_days', 2.5, english(SETTINGS_MESSAGES.bookingHorizon)],
      ['booking_horizon_days', '', english(SETTINGS_MESSAGES.bookingHorizon)],
      ['change_window_hours', 721, english(SETTINGS_MESSAGES.changeWindow)],
      ['change_window_hours', 'x', english(SETTINGS_MESSAGES.changeWindow)],
      ['booking_policy', 'p'.repeat(501), 'Booking policy must be at most 500 characters'],
      ['default_language', 'de', english(SETTINGS_MESSAGES.defaultLanguage)],
      ['waitlist_hold_minutes', 4, english(SETTINGS_MESSAGES.waitlistHold)],
      ['waitlist_hold_minutes', 1441, english(SETTINGS_MESSAGES.waitlistHold)],
    ];
    for (const [field, value, message] of refused) {
      const result = await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ [field]: value, name: 'Changed' }));
      expect(result, `${field} ${String(value)}`).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { [field]: message } });
    }
    expect(await salonRow(salon.id)).toEqual(before);
  });

  it("refuses bad input field by field with the salon form's messages, and changes nothing", async () => {
    const { salon } = await createTestSalon();
    const before = await salonRow(salon.id);
    const hours = { ...DEFAULT_OPENING_HOURS, monday: { start_time: '18:00', end_time: '09:00', is_closed: false } };
    const result = await runActionAs(
      updateSettingsAction,
      ownerOf(salon.id),
      settingsForm({ name: ' ', email: 'nope', instagram_url: 'https://example.com/me', timezone: 'Mars/Olympus', currency_code: 'euro', opening_hours: hours }));
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        name: 'Salon name is required',
        email: 'Invalid email format',
        instagram_url: english(SETTINGS_MESSAGES.instagramUrl),
        timezone: english(SETTINGS_MESSAGES.timezone),
        currency_code: english(SETTINGS_MESSAGES.currency),
        'opening_hours.monday.end_time': 'Closing time must be after opening time',
      },
    });
    expect(await salonRow(salon.id)).toEqual(before);
  });

  it('refuses a currency the database does not know, on the currency field', async () => {
    const { salon } = await createTestSalon();
    const result = await runActionAs(updateSettingsAction, ownerOf(salon.id), settingsForm({ currency_code: 'XYZ' }));
    expect(result).toMatchObject({ ok: false, code: 'UNKNOWN_CURRENCY', fieldErrors: { currency_code: english(SETTINGS_MESSAGES.currency) } });
    expect((await salonRow(salon.id)).currencyCode).toBe('HUF');
  });

  it("prices a service without its own currency in the salon's currency", async () => {
    const { salon } = await createTestSalon({ currencyCode: 'GBP' });
    const db = await getDb();
    const [service] = await db.insert(services).values({ salonId: salon.id, name: 'No currency', price: 20 }).returning();
    const { rows } = await db.execute<{ currency_code: string; currency_symbol: string }>(
      sql`SELECT currency_code, currency_symbol FROM services_with_currency WHERE id = ${service.id}`,
    );
    expect(rows[0]).toEqual({ currency_code: 'GBP', currency_symbol: '£' });
  });

  it('lets an admin save the salon they name', async () => {
    const { salon } = await createTestSalon();
    const result = await runActionAs(updateSettingsAction, admin, { ...settingsForm({ name: 'By Admin' }), salonId: salon.id });
    expect(result).toMatchObject({ ok: true, data: { name: 'By Admin' } });
  });
});

describe('days off', () => {
  it('adds dates in order, once each, and counts the coming appointments they keep', async () => {
    const { salon } = await createTestSalon({ daysOff: [addDays(TODAY, 40)] });
    const owner = ownerOf(salon.id);
    const day = addDays(TODAY, 20);
    // 00:30 in Budapest is the previous day in UTC: the salon's zone decides the day.
    const kept = await book(salon.id, day, '00:30');
    await book(salon.id, addDays(day, 1), '10:00');
    const result = await runActionAs(addDayOffAction, owner, { date: day });
    expect(result).toEqual({ ok: true, data: { daysOff: [day, addDays(TODAY, 40)], added: [day], appointmentsOnAdded: 1 } });
    expect(await runActionAs(addDayOffAction, owner, { date: day })).toMatchObject({ ok: true, data: { added: [], appointmentsOnAdded: 0 } });
    expect((await salonRow(salon.id)).daysOff).toEqual([day, addDays(TODAY, 40)]);
    // Nothing saved is lost: the appointment on the new day off is still there, unchanged.
    const [still] = await (await getDb()).select().from(appointments).where(eq(appointments.id, kept.id));
    expect(still.status).toBe('confirmed');
  });

  it('refuses a past date and a date that is not one', async () => {
    const { salon } = await createTestSalon();
    const owner = ownerOf(salon.id);
    expect(await runActionAs(addDayOffAction, owner, { date: addDays(TODAY, -1) })).toMatchObject({ ok: false, code: 'PAST_DATE', fieldErrors: { date: english(SETTINGS_MESSAGES.pastDate) } });
    expect(await runActionAs(addDayOffAction, owner, { date: '2027-02-30' })).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { date: english(SETTINGS_MESSAGES.date) } });
    expect((await salonRow(salon.id)).daysOff).toEqual([]);
  });

  it('removes a date, past ones too', async () => {
    const past = addDays(TODAY, -10);
    const { salon } = await createTestSalon({ daysOff: [past, addDays(TODAY, 5)] });
    const result = await runActionAs(removeDayOffAction, ownerOf(salon.id), { date: past });
    expect(result).toMatchObject({ ok: true, data: { daysOff: [addDays(TODAY, 5)] } });
  });

  it("fills Hungary's public holidays from today to the end of next year, once", async () => {
    const { salon } = await createTestSalon();
    const owner = ownerOf(salon.id);
    const result = await runActionAs(fillHolidaysAction, owner, { country: 'HU' });
    if (!result.ok) throw new Error(result.message);
    const nextYear = Number(TODAY.slice(0, 4)) + 1;
    expect(result.data.added).toContain(`${nextYear}-12-25`);
    expect(result.data.added.every((date) => date >= TODAY)).toBe(true);
    expect(result.data.holidays.find((h) => h.id === 'easterMonday' && h.date.startsWith(`${nextYear}-`))).toBeDefined();
    if (nextYear === 2027) expect(result.data.daysOff).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29', '2027-05-17']));
    expect((await salonRow(salon.id)).daysOff).toEqual(result.data.daysOff);
    const again = await runActionAs(fillHolidaysAction, owner, { country: 'HU' });
    expect(again).toMatchObject({ ok: true, data: { added: [], daysOff: result.data.daysOff } });
    expect(await runActionAs(fillHolidaysAction, owner, { country: 'AT' })).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
  });

  it('loses no change when many arrive at once', async () => {
    const { salon } = await createTestSalon();
    const owner = ownerOf(salon.id);
    const dates = Array.from({ length: 12 }, (_, i) => addDays(TODAY, 30 + i));
    const results = await Promise.all(dates.map((date) => runActionAs(addDayOffAction, owner, { date })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect((await salonRow(salon.id)).daysOff).toEqual(dates);
  });
});

describe('stations', () => {
  it('adds and renames, refusing a name the salon already has', async () => {
    const { salon } = await createTestSalon();
    const owner = ownerOf(salon.id);
    const added = await runActionAs(addStationAction, owner, { name: ' Chair 1 ' });
    expect(added).toMatchObject({ ok: true, data: { name: 'Chair 1', isActive: true } });
    expect(await runActionAs(addStationAction, owner, { name: 'chair 1' })).toMatchObject({ ok: false, code: 'NAME_TAKEN', fieldErrors: { name: english(SETTINGS_MESSAGES.stationNameTaken) } });
    expect(await runActionAs(addStationAction, owner, { name: '' })).toMatchObject({ ok: false, fieldErrors: { name: english(SETTINGS_MESSAGES.stationNameRequired) } });
    const second = await runActionAs(addStationAction, owner, { name: 'Chair 2' });
    if (!added.ok || !second.ok) throw new Error('not added');
    expect(await runActionAs(renameStationAction, owner, { stationId: second.data.id, name: 'Chair 1' })).toMatchObject({ ok: false, code: 'NAME_TAKEN' });
    expect(await runActionAs(renameStationAction, owner, { stationId: added.data.id, name: 'Window Chair' })).toMatchObject({ ok: true, data: { name: 'Window Chair' } });
    const settings = await getSalonSettings(owner);
    expect(settings.stations.map((s) => s.name)).toEqual(['Window Chair', 'Chair 2']);
  });

  it('keeps a station with coming appointments active, and deactivates it once they are gone; its past stays', async () => {
    const { salon } = await createTestSalon({ stationsEnabled: true });
    const owner = ownerOf(salon.id);
    const [busy, spare] = await addStations(salon.id, [{ name: 'Busy' }, { name: 'Spare' }]);
    const past = await book(salon.id, addDays(TODAY, -3), '10:00', busy.id);
    const next = await book(salon.id, addDays(TODAY, 3), '10:00', busy.id);
    expect((await getSalonSettings(owner)).stations.find((s) => s.id === busy.id)?.comingAppointments).toBe(1);

    const refused = await runActionAs(setStationActiveAction, owner, { stationId: busy.id, active: false });
    expect(refused).toEqual({ ok: false, code: 'STATION_BUSY', message: 'Busy still has 1 coming appointment. Move it to another station first; past ones stay as they are.' });
    const db = await getDb();
    await db.update(appointments).set({ stationId: spare.id }).where(eq(appointments.id, next.id));
    expect(await runActionAs(setStationActiveAction, owner, { stationId: busy.id, active: false })).toMatchObject({ ok: true, data: { isActive: false } });
    const [kept] = await db.select().from(appointments).where(eq(appointments.id, past.id));
    expect(kept.stationId).toBe(busy.id);
    expect(await runActionAs(setStationActiveAction, owner, { stationId: busy.id, active: true })).toMatchObject({ ok: true, data: { isActive: true } });
  });

  it("words the refusal in the reader's language, the count through the catalogue's plural", async () => {
    const { salon } = await createTestSalon({ stationsEnabled: true });
    const owner = ownerOf(salon.id);
    const [busy] = await addStations(salon.id, [{ name: 'Busy' }, { name: 'Spare' }]);
    await book(salon.id, addDays(TODAY, 3), '10:00', busy.id);
    await book(salon.id, addDays(TODAY, 4), '10:00', busy.id);
    const deactivate = { stationId: busy.id, active: false };
    expect(await runActionAs(setStationActiveAction, owner, deactivate, 'hu')).toEqual({
      ok: false,
      code: 'STATION_BUSY',
      message: 'A(z) „Busy” munkaállomáshoz még 2 közelgő időpont tartozik. Először helyezze át őket egy másik munkaállomásra; a korábbiak változatlanok maradnak.',
    });
    expect(await runActionAs(setStationActiveAction, owner, deactivate)).toMatchObject({
      message: 'Busy still has 2 coming appointments. Move them to another station first; past ones stay as they are.',
    });
  });

  it("refuses to deactivate the last active station while stations are on, and another salon's station", async () => {
    const { salon } = await createTestSalon({ stationsEnabled: true });
    const [only] = await addStations(salon.id, [{ name: 'Only' }]);
    expect(await runActionAs(setStationActiveAction, ownerOf(salon.id), { stationId: only.id, active: false })).toMatchObject({ ok: false, code: 'LAST_STATION' });
    const { salon: other } = await createTestSalon();
    expect(await runActionAs(setStationActiveAction, ownerOf(other.id), { stationId: only.id, active: false })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await runActionAs(renameStationAction, ownerOf(other.id), { stationId: only.id, name: 'Mine now' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const [row] = await (await getDb()).select().from(stations).where(eq(stations.id, only.id));
    expect(row).toMatchObject({ name: 'Only', isActive: true });
  });

  it('switches stations on only with an active one, and off only when coming appointments do not overlap', async () => {
    const { salon } = await createTestSalon();
    const owner = ownerOf(salon.id);
    expect(await runActionAs(setStationsEnabledAction, owner, { enabled: true })).toMatchObject({ ok: false, code: 'NO_ACTIVE_STATION' });
    const [a, b] = await addStations(salon.id, [{ name: 'A' }, { name: 'B' }]);
    const first = await book(salon.id, addDays(TODAY, 4), '10:00');
    expect(await runActionAs(setStationsEnabledAction, owner, { enabled: true })).toEqual({ ok: true, data: { enabled: true } });
    const [placed] = await (await getDb()).select().from(appointments).where(eq(appointments.id, first.id));
    expect(placed.stationId).toBe(a.id);
    // Two at once on two stations: one lane cannot hold them.
    await book(salon.id, addDays(TODAY, 4), '10:30', b.id);
    expect(await runActionAs(setStationsEnabledAction, owner, { enabled: false })).toEqual({ ok: false, code: 'STATIONS_OVERLAP', message: english(SETTINGS_MESSAGES.stationsOverlap) });
    expect((await salonRow(salon.id)).stationsEnabled).toBe(true);
  });
});

describe('who may change settings', () => {
  const actions: [string, AuthorizedAction<unknown>, Record<string, unknown>][] = [
    ['updateSalonSettings', updateSettingsAction, settingsForm({ name: 'Taken Over' })],
    ['addDayOff', addDayOffAction, { date: addDays(TODAY, 50) }],
    ['removeDayOff', removeDayOffAction, { date: addDays(TODAY, 51) }],
    ['fillPublicHolidays', fillHolidaysAction, { country: 'HU' }],
    ['addStation', addStationAction, { name: 'Intruder' }],
    ['setStationsEnabled', setStationsEnabledAction, { enabled: false }],
  ];

  it.each(actions)('%s: staff are refused, and an owner cannot name another salon', async (_name, action, input) => {
    const before = await salonRow(DEMO_SALON_ID);
    expect(await runActionAs(action, demoStaff, input)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const { salon: other } = await createTestSalon();
    expect(await runActionAs(action, ownerOf(other.id), { ...input, salonId: DEMO_SALON_ID })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await runActionAs(action, null, input)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await runActionAs(action, admin, input)).toMatchObject({ ok: false, code: 'SALON_REQUIRED' });
    const after = await salonRow(DEMO_SALON_ID);
    expect(after).toEqual(before);
    expect((await getSalonSettings(demoOwner)).stations.some((s) => s.name === 'Intruder')).toBe(false);
  });
});


