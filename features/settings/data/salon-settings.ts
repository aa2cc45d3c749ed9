import 'server-only';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { appointments, currencies, salons, stations } from '@/lib/db/schema';
import { upcomingPublicHolidays, type HolidayCountry, type PublicHoliday } from '@/lib/scheduling/public-holidays';
import { todayInZone } from '@/lib/scheduling/zoned-time';
import { salonProfileColumns } from '@/lib/data-internal/salon-profile-columns';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES, type SalonSettingsData } from '@/features/settings/schema';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { AccessError, scopedSalonId, type Caller } from '@/lib/server/access';
import { salonRecordColumns, type SalonRecord } from '@/lib/server/salon-profiles';
import { classifyDbError } from '@/lib/server/db-errors';
import { readRateLimit } from '@/lib/server/rate-limit';
import { MAIL_CAPS } from '@/lib/validation/mail-caps';
import type { Locale } from '@/lib/i18n/locale';

// The owner's Settings: the salon's profile, hours, zone, currency and reminders, and
// its days off. Owners act on their own salon, admins on the one they name; staff never.

export type StationSetting = { id: string; name: string; isActive: boolean; comingAppointments: number };
export type CurrencyChoice = { code: string; name: string; symbol: string };

export type SalonSettings = SalonRecord & {
  description: string | null;
  instagramUrl: string | null;
  timezone: string;
  currencyCode: string;
  reminderHours: number;
  visitorEmailsPerDay: number;
  /** Visitor-caused customer e-mails counted against the cap in its current 24-hour window. */
  visitorEmailsUsed: number;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
  changeWindowHours: number;
  bookingPolicy: string | null;
  noShowLimit: number;
  noShowMonths: number;
  waitlistHoldMinutes: number;
  defaultLanguage: Locale;
  clientRetentionMonths: number | null;
  daysOff: string[];
  stationsEnabled: boolean;
  stations: StationSetting[];
  currencies: CurrencyChoice[];
};

/** The salon's own columns the Settings screen shows. */
const settingsColumns = {
  ...salonRecordColumns,
  description: salons.description,
  instagramUrl: salons.instagramUrl,
  timezone: salons.timezone,
  currencyCode: salons.currencyCode,
  reminderHours: salons.reminderHours,
  visitorEmailsPerDay: salons.visitorEmailsPerDay,
  minNoticeMinutes: salons.minNoticeMinutes,
  bookingHorizonDays: salons.bookingHorizonDays,
  changeWindowHours: salons.changeWindowHours,
  bookingPolicy: salons.bookingPolicy,
  noShowLimit: salons.noShowLimit,
  noShowMonths: salons.noShowMonths,
  waitlistHoldMinutes: salons.waitlistHoldMinutes,
  defaultLanguage: salons.defaultLanguage,
  clientRetentionMonths: salons.clientRetentionMonths,
  daysOff: salons.daysOff,
  stationsEnabled: salons.stationsEnabled,
};

/** Non-cancelled appointments that have not ended yet (the ones a change must not strand). */
const coming = () => and(ne(appointments.status, 'cancelled'), gt(appointments.endTime, sql`now()`));

/** Everything the Settings screen shows for the caller's salon (or the admin's named one). */
export async function getSalonSettings(caller: Caller | null, salonId?: string | null): Promise<SalonSettings> {
  const id = scopedSalonId(caller, MANAGER_ROLES, salonId);
  const db = await getDb();
  const { bucket, windowMs } = MAIL_CAPS.perSalon;
  const [[salon], stationRows, currencyRows, visitorEmailsUsed] = await Promise.all([
    db.select(settingsColumns).from(salons).where(eq(salons.id, id)).limit(1),
    db
      .select({
        id: stations.id,
        name: stations.name,
        isActive: stations.isActive,
        // The stations_guard trigger's own test: coming appointments placed in the station's lane.
        comingAppointments: sql<number>`(SELECT count(*)::int FROM appointments a
          WHERE a.lane_key = "stations"."id" AND a.status <> 'cancelled' AND a.end_time > now())`,
      })
      .from(stations)
      .where(eq(stations.salonId, id))
      .orderBy(asc(stations.createdAt), asc(stations.id)),
    db.select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol }).from(currencies).orderBy(asc(currencies.code)),
    readRateLimit(bucket, id, { windowMs }).then((quota) => quota.hits),
  ]);
  if (!salon) throw new AccessError('NOT_FOUND');
  return { ...salon, visitorEmailsUsed, stations: stationRows, currencies: currencyRows };
}

/** Saves the settings form: profile, opening hours, time zone, currency, when reminders go out and the online booking rules. */
export async function updateSalonSettings(caller: Caller | null, data: SalonSettingsData): Promise<ActionResult<{ id: string; name: string }, 'UNKNOWN_CURRENCY'>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, data.salonId);
  const db = await getDb();
  try {
    const [row] = await db
      .update(salons)
      .set({
        ...salonProfileColumns(data),
        description: data.description,
        instagramUrl: data.instagram_url,
        timezone: data.timezone,
        currencyCode: data.currency_code,
        reminderHours: data.reminder_hours,
        visitorEmailsPerDay: data.visitor_emails_per_day,
        minNoticeMinutes: data.min_notice_minutes,
        bookingHorizonDays: data.booking_horizon_days,
        changeWindowHours: data.change_window_hours,
        bookingPolicy: data.booking_policy,
        noShowLimit: data.no_show_limit,
        noShowMonths: data.no_show_months,
        waitlistHoldMinutes: data.waitlist_hold_minutes,
        defaultLanguage: data.default_language,
        clientRetentionMonths: data.client_retention_months,
      })
      .where(eq(salons.id, id))
      .returning({ id: salons.id, name: salons.name });
    if (!row) throw new AccessError('NOT_FOUND');
    return ok(row);
  } catch (error) {
    if (classifyDbError(error) !== 'foreign-key') throw error;
    return fail('UNKNOWN_CURRENCY', SETTINGS_MESSAGES.currency, { currency_code: SETTINGS_MESSAGES.currency });
  }
}

/** The days off after a change, with how many coming appointments fall on the days just added (they are kept). */
export type DaysOffChange = { daysOff: string[]; added: string[]; appointmentsOnAdded: number };
type DaysOffFailure = 'PAST_DATE' | 'TOO_MANY_DAYS_OFF';

/**
 * One change of a salon's days off, under a lock on the salon row so that two changes at once
 * do not lose one another. `change` gets the current list and today in the salon's zone and
 * returns the dates to add and to remove; the stored list stays sorted and free of repeats.
 */
async function changeDaysOff(
  caller: Caller | null,
  salonId: string | undefined,
  change: (today: string, timeZone: string) => { add: string[]; remove?: string } | DaysOffFailure,
): Promise<ActionResult<DaysOffChange, DaysOffFailure>> {
  const id = scopedSalonId(caller, MANAGER_ROLES, salonId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [salon] = await tx.select({ timezone: salons.timezone, daysOff: salons.daysOff }).from(salons).where(eq(salons.id, id)).for('update');
    if (!salon) throw new AccessError('NOT_FOUND');
    const wanted = change(todayInZone(new Date(), salon.timezone), salon.timezone);
    if (wanted === 'PAST_DATE') return fail(wanted, SETTINGS_MESSAGES.pastDate, { date: SETTINGS_MESSAGES.pastDate });
    if (wanted === 'TOO_MANY_DAYS_OFF') return fail(wanted, SETTINGS_MESSAGES.tooManyDaysOff);
    const added = wanted.add.filter((date) => !salon.daysOff.includes(date));
    const daysOff = [...new Set([...salon.daysOff, ...added])].filter((date) => date !== wanted.remove).sort();
    if (daysOff.length > SETTINGS_LIMITS.daysOff && added.length > 0) return fail('TOO_MANY_DAYS_OFF', SETTINGS_MESSAGES.tooManyDaysOff);
    await tx.update(salons).set({ daysOff }).where(eq(salons.id, id));
    let appointmentsOnAdded = 0;
    if (added.length > 0) {
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.salonId, id),
            coming(),
            sql`to_char(${appointments.startTime} AT TIME ZONE ${salon.timezone}, 'YYYY-MM-DD') = ANY(${sql.param(added)}::text[])`,
          ),
        );
      appointmentsOnAdded = count;
    }
    return ok({ daysOff, added, appointmentsOnAdded });
  });
}

/** Closes the salon on one more date (today or later). Appointments already booked that day stay. */
export function addDayOff(caller: Caller | null, input: { salonId?: string; date: string }) {
  return changeDaysOff(caller, input.salonId, (today) => (input.date < today ? 'PAST_DATE' : { add: [input.date] }));
}

/** Opens the salon again on a date (past dates too: the list is the owner's to tidy). */
export function removeDayOff(caller: Caller | null, input: { salonId?: string; date: string }) {
  return changeDaysOff(caller, input.salonId, () => ({ add: [], remove: input.date }));
}

/** The one-click fill: the country's public holidays from today to the end of next year. */
export async function fillPublicHolidays(
  caller: Caller | null,
  input: { salonId?: string; country: HolidayCountry },
): Promise<ActionResult<DaysOffChange & { holidays: PublicHoliday[] }, DaysOffFailure>> {
  let holidays: PublicHoliday[] = [];
  const result = await changeDaysOff(caller, input.salonId, (_today, timeZone) => {
    holidays = upcomingPublicHolidays(input.country, new Date(), timeZone);
    return { add: holidays.map((holiday) => holiday.date) };
  });
  return result.ok ? ok({ ...result.data, holidays }) : result;
}
