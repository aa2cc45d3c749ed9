import { z } from 'zod';
import { HOLIDAY_COUNTRY_CODES } from '@/lib/scheduling/public-holidays';
import { isValidTimeZone } from '@/lib/scheduling/zoned-time';
import { DATE_MESSAGE, calendarDate, currencyCode, guid, optionalFreeText, optionalText, requiredUpTo, salonId, wholeNumber } from '@/lib/validation/fields';
import { LOCALES, type Locale } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';
import { BOOKING_RULE_LIMITS } from '@/lib/scheduling/booking-rules';
import { salonFormSchema, type SalonProfileFields } from '@/lib/validation/salon';

// The owner's Settings (/admin/settings): the salon form's own fields and rules where they
// overlap (salon.ts), plus what only the owner edits. The slug is not among them: only an
// admin changes a salon's public address (docs/decisions.md).

export const SETTINGS_LIMITS = { description: 1000, instagramUrl: 200, stationName: 50, stations: 50, daysOff: 500, reminderHours: 168, visitorEmailsPerDay: { min: 1, max: 10_000 } } as const;

/** The reminder times the form offers, in hours before the appointment (0: no reminders). */
export const REMINDER_HOUR_CHOICES = [0, 2, 4, 12, 24, 48, 72] as const;

/** The client retentions the form offers, in months (issue 33: erase clients not seen for N months); '' is off. */
export const CLIENT_RETENTION_CHOICES = [6, 12, 24, 36, 60, 120] as const;

/** The minimum notices the form offers, in minutes (0: any later time). */
export const MIN_NOTICE_CHOICES = [0, 30, 60, 120, 240, 720, 1440, 2880, 10080] as const;

/** The no-show limits the form offers (0: off, the default) and the months they are counted over (12 by default). */
export const NO_SHOW_LIMIT_CHOICES = [0, 1, 2, 3, 4, 5] as const;
export const NO_SHOW_MONTH_CHOICES = [1, 3, 6, 12, 24] as const;

/** The change windows the form offers, in hours before the appointment (0: until it starts). */
export const CHANGE_WINDOW_CHOICES = [0, 2, 6, 12, 24, 48, 72, 168] as const;

/** How long a freed time is held for the client waiting for it (issue 35), in minutes: the form's choices, and the database's range. */
export const WAITLIST_HOLD_CHOICES = [5, 10, 15, 30, 60, 120, 240, 720, 1440] as const;
export const WAITLIST_HOLD_LIMITS = { min: 5, max: 1440 } as const;

export const SETTINGS_MESSAGES = {
  instagramUrl: message('FormErrors.settings.instagramUrl'),
  timezone: message('FormErrors.settings.timezone'),
  currency: message('FormErrors.settings.currency'),
  date: DATE_MESSAGE,
  pastDate: message('Errors.settings.pastDate'),
  tooManyDaysOff: message('Errors.settings.tooManyDaysOff', { max: SETTINGS_LIMITS.daysOff }),
  stationNameRequired: message('FormErrors.settings.stationNameRequired'),
  stationNameTaken: message('Errors.settings.stationNameTaken'),
  tooManyStations: message('Errors.settings.tooManyStations', { max: SETTINGS_LIMITS.stations }),
  stationBusy: (name: string, count: number) => message('Errors.settings.stationBusy', { name, count }),
  lastStation: message('Errors.settings.lastStation'),
  noActiveStation: message('Errors.settings.noActiveStation'),
  noSuitableStation: message('Errors.settings.noSuitableStation'),
  stationsOverlap: message('Errors.settings.stationsOverlap'),
  reminderHours: message('FormErrors.settings.reminderHours'),
  minNotice: message('FormErrors.settings.minNotice'),
  bookingHorizon: message('FormErrors.settings.bookingHorizon', BOOKING_RULE_LIMITS.bookingHorizonDays),
  changeWindow: message('FormErrors.settings.changeWindow'),
  defaultLanguage: message('FormErrors.settings.defaultLanguage'),
  noShowLimit: message('FormErrors.settings.noShowLimit', BOOKING_RULE_LIMITS.noShowLimit),
  noShowMonths: message('FormErrors.settings.noShowMonths', BOOKING_RULE_LIMITS.noShowMonths),
  visitorEmailsPerDay: message('FormErrors.settings.visitorEmailsPerDay', SETTINGS_LIMITS.visitorEmailsPerDay),
  clientRetention: message('FormErrors.settings.clientRetention'),
  waitlistHold: message('FormErrors.settings.waitlistHold'),
} as const;

const INSTAGRAM_HOSTS = ['instagram.com', 'www.instagram.com'];

/** An http(s) link to instagram.com (the booking page's footer links to it). */
function isInstagramUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return INSTAGRAM_HOSTS.includes(new URL(value).hostname.toLowerCase());
}

/** The settings form: the salon form's name, contact and hours rules, plus description, Instagram, zone, currency and reminders. */
export const salonSettingsSchema = salonFormSchema
  .pick({ name: true, email: true, phone_number: true, address: true, city: true, country: true, opening_hours: true })
  .extend({
    salonId,
    description: optionalFreeText('description', SETTINGS_LIMITS.description),
    instagram_url: optionalText('instagramLink', SETTINGS_LIMITS.instagramUrl).refine((value) => value === null || isInstagramUrl(value), SETTINGS_MESSAGES.instagramUrl),
    timezone: z.string().trim().min(1, SETTINGS_MESSAGES.timezone).max(64).refine(isValidTimeZone, SETTINGS_MESSAGES.timezone),
    currency_code: currencyCode(SETTINGS_MESSAGES.currency),
    /** Whole hours before an appointment its customer's reminder goes out; 0: none (the database allows 0 to 168). */
    reminder_hours: wholeNumber(SETTINGS_MESSAGES.reminderHours, 0, SETTINGS_LIMITS.reminderHours),
    /** Visitor-caused customer e-mails per 24 hours (issue 30): past it they are recorded, not sent. */
    visitor_emails_per_day: wholeNumber(SETTINGS_MESSAGES.visitorEmailsPerDay, SETTINGS_LIMITS.visitorEmailsPerDay.min, SETTINGS_LIMITS.visitorEmailsPerDay.max),
    // Online booking rules (issue 22): they bind visitors only, never staff.
    min_notice_minutes: wholeNumber(SETTINGS_MESSAGES.minNotice, BOOKING_RULE_LIMITS.minNoticeMinutes.min, BOOKING_RULE_LIMITS.minNoticeMinutes.max),
    booking_horizon_days: wholeNumber(SETTINGS_MESSAGES.bookingHorizon, BOOKING_RULE_LIMITS.bookingHorizonDays.min, BOOKING_RULE_LIMITS.bookingHorizonDays.max),
    change_window_hours: wholeNumber(SETTINGS_MESSAGES.changeWindow, BOOKING_RULE_LIMITS.changeWindowHours.min, BOOKING_RULE_LIMITS.changeWindowHours.max),
    booking_policy: optionalFreeText('bookingPolicy', BOOKING_RULE_LIMITS.bookingPolicy),
    default_language: z.enum(LOCALES, { error: SETTINGS_MESSAGES.defaultLanguage }),
    /** Erase clients not seen for this many months (the worker runs it); blank: never. */
    client_retention_months: z.preprocess((value) => (value === '' ? null : value), wholeNumber(SETTINGS_MESSAGES.clientRetention, 1, 120).nullable().default(null)),
    // No-show protection (issue 33 item 5); absent: unchanged.
    no_show_limit: wholeNumber(SETTINGS_MESSAGES.noShowLimit, BOOKING_RULE_LIMITS.noShowLimit.min, BOOKING_RULE_LIMITS.noShowLimit.max).optional(),
    no_show_months: wholeNumber(SETTINGS_MESSAGES.noShowMonths, BOOKING_RULE_LIMITS.noShowMonths.min, BOOKING_RULE_LIMITS.noShowMonths.max).optional(),
    // The waitlist's hold (issue 35); absent: unchanged.
    waitlist_hold_minutes: wholeNumber(SETTINGS_MESSAGES.waitlistHold, WAITLIST_HOLD_LIMITS.min, WAITLIST_HOLD_LIMITS.max).optional(),
  });

export type SalonSettingsValues = z.input<typeof salonSettingsSchema>;
export type SalonSettingsData = z.output<typeof salonSettingsSchema>;

/** What the settings form edits: text fields as strings ('' for empty), hours per weekday. */
export type SalonSettingsFields = SalonProfileFields & {
  description: string;
  instagram_url: string;
  timezone: string;
  currency_code: string;
  reminder_hours: string;
  visitor_emails_per_day: string;
  min_notice_minutes: string;
  booking_horizon_days: string;
  change_window_hours: string;
  booking_policy: string;
  default_language: Locale;
  client_retention_months: string;
  no_show_limit: string;
  no_show_months: string;
  waitlist_hold_minutes: string;
};

export const dayOffSchema = z.object({ salonId, date: calendarDate() });
export const holidayFillSchema = z.object({ salonId, country: z.enum(HOLIDAY_COUNTRY_CODES) });

const stationName = requiredUpTo(SETTINGS_MESSAGES.stationNameRequired, 'stationName', SETTINGS_LIMITS.stationName);

export const addStationSchema = z.object({ salonId, name: stationName });
export const renameStationSchema = z.object({ salonId, stationId: guid(), name: stationName });
export const stationActiveSchema = z.object({ salonId, stationId: guid(), active: z.boolean() });
export const stationsEnabledSchema = z.object({ salonId, enabled: z.boolean() });
