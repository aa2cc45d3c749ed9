import { addDays, todayInZone } from './zoned-time';

// Public holidays per country, computed for any year (no yearly data files). Hungary first:
// the Labour Code's days off (Mt. 102. § (1)) — fixed dates plus those that follow Easter.
// The government's yearly bridge-day decrees (moved working days) are not predictable and
// are left to the owner.

/** A holiday's key: its name in each language is the catalogue's `Settings.holidays.<id>`. */
export type HolidayId =
  | 'newYear'
  | 'revolution1848'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'labourDay'
  | 'whitSunday'
  | 'whitMonday'
  | 'stStephen'
  | 'revolution1956'
  | 'allSaints'
  | 'christmasDay'
  | 'secondDayOfChristmas';

export type PublicHoliday = { date: string; id: HolidayId };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Western (Gregorian) Easter Sunday of `year`: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

type Rule = { id: HolidayId } & ({ month: number; day: number } | { daysAfterEaster: number });

const HUNGARY: readonly Rule[] = [
  { id: 'newYear', month: 1, day: 1 },
  { id: 'revolution1848', month: 3, day: 15 },
  { id: 'goodFriday', daysAfterEaster: -2 },
  { id: 'easterSunday', daysAfterEaster: 0 },
  { id: 'easterMonday', daysAfterEaster: 1 },
  { id: 'labourDay', month: 5, day: 1 },
  { id: 'whitSunday', daysAfterEaster: 49 },
  { id: 'whitMonday', daysAfterEaster: 50 },
  { id: 'stStephen', month: 8, day: 20 },
  { id: 'revolution1956', month: 10, day: 23 },
  { id: 'allSaints', month: 11, day: 1 },
  { id: 'christmasDay', month: 12, day: 25 },
  { id: 'secondDayOfChristmas', month: 12, day: 26 },
];

/** Countries whose holidays can be filled in, by ISO code (shown by the browser's name for it), with the names a salon's country field may hold. */
export const HOLIDAY_COUNTRIES = {
  HU: { aliases: ['hungary', 'hu', 'hun', 'magyarország', 'magyarorszag'], rules: HUNGARY },
} as const;

export type HolidayCountry = keyof typeof HOLIDAY_COUNTRIES;
export const HOLIDAY_COUNTRY_CODES = Object.keys(HOLIDAY_COUNTRIES) as HolidayCountry[];

/** The holiday country a salon's free-text country names ('Hungary', 'HU', 'Magyarország'), or null. */
export function holidayCountryOf(country: string | null | undefined): HolidayCountry | null {
  const key = country?.trim().toLowerCase();
  if (!key) return null;
  return HOLIDAY_COUNTRY_CODES.find((code) => (HOLIDAY_COUNTRIES[code].aliases as readonly string[]).includes(key)) ?? null;
}

/** The country's public holidays in `year`, in date order. */
export function publicHolidays(country: HolidayCountry, year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  return HOLIDAY_COUNTRIES[country].rules
    .map((rule) => ({ id: rule.id, date: 'daysAfterEaster' in rule ? addDays(easter, rule.daysAfterEaster) : isoDate(year, rule.month, rule.day) }))
    .sort((x, y) => x.date.localeCompare(y.date));
}

/**
 * What the one-click fill adds: the holidays still ahead this year (from today in the salon's
 * zone) and all of next year's. Past days off change nothing, and a year further ahead is
 * left for next year's fill (docs/decisions.md).
 */
export function upcomingPublicHolidays(country: HolidayCountry, now: Date, timeZone: string): PublicHoliday[] {
  const today = todayInZone(now, timeZone);
  const year = Number(today.slice(0, 4));
  return [...publicHolidays(country, year), ...publicHolidays(country, year + 1)].filter((holiday) => holiday.date >= today);
}

/** Which holiday `date` is, when it is one of the country's public holidays. */
export function publicHolidayId(country: HolidayCountry, date: string): HolidayId | null {
  return publicHolidays(country, Number(date.slice(0, 4))).find((holiday) => holiday.date === date)?.id ?? null;
}
