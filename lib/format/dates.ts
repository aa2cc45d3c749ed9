import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { hu } from 'date-fns/locale/hu';
import { toCalendarDate } from '../scheduling/calendar-date';
import { parseTimeOfDay } from '../scheduling/time-of-day';
import { instantToZonedParts, isDateString } from '../scheduling/zoned-time';
import type { Locale } from '../i18n/locale';

/** Languages of dates in words: the product's (lib/i18n/locale.ts). */
export type DateLanguage = Locale;

/**
 * English long dates follow en-GB ('Monday, 23 November 2026'), Hungarian ones hu
 * ('2026. november 23., hétfő'); times use each locale's short time ('14:05', '9:00' in hu).
 */
const STYLES = {
  en: { locale: enGB, withYear: 'PPPP', withoutYear: 'EEEE, d MMMM' },
  hu: { locale: hu, withYear: 'PPPP', withoutYear: 'MMMM d., EEEE' },
} as const;

/**
 * Words already said: a date or time is formatted once and then looked up (a booking's
 * messages say the same date and time some six times, and date-fns' format was a visible share
 * of a booking's CPU, issue 37). Bounded: emptied when full.
 */
const said = new Map<string, string>();
function remembered(key: string, say: () => string): string {
  let words = said.get(key);
  if (words === undefined) {
    if (said.size >= 2_000) said.clear();
    words = say();
    said.set(key, words);
  }
  return words;
}

/**
 * A calendar date 'yyyy-MM-dd' in words, with or without the year:
 * en 'Monday, 23 November 2026' / 'Monday, 23 November', hu '2026. november 23., hétfő' /
 * 'november 23., hétfő'. '' for an invalid date.
 */
export function formatLongDate(
  date: string,
  { withYear = true, language = 'en' }: { withYear?: boolean; language?: DateLanguage } = {},
): string {
  if (!isDateString(date)) return '';
  const style = STYLES[language];
  return remembered(`${language} ${withYear ? 'PPPP' : 'no year'} ${date}`, () => format(toCalendarDate(date), withYear ? style.withYear : style.withoutYear, { locale: style.locale }));
}

/**
 * A date card's words: the short month and the short weekday, en 'Nov' 'Tue', hu 'nov.' 'K'
 * (Hungarian's own short forms, as a calendar's column heads: 'H', 'Sze', 'Cs', 'Szo'; the
 * whole 'csütörtök' overflows a card on a 375 px phone). The card's label says the whole date.
 * Empty for an invalid date.
 */
export function formatDateCard(date: string, language: DateLanguage = 'en'): { month: string; weekday: string } {
  if (!isDateString(date)) return { month: '', weekday: '' };
  const day = toCalendarDate(date);
  const { locale } = STYLES[language];
  return { month: format(day, 'LLL', { locale }), weekday: format(day, 'EEE', { locale }) };
}

/** A wall-clock time 'HH:mm' in the language's short form: en '09:05', hu '9:05'. '' if invalid. */
export function formatTime(time: string, language: DateLanguage = 'en'): string {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) return '';
  return remembered(`${language} p ${minutes}`, () => format(new TZDate(minutes * 60_000, 'UTC'), 'p', { locale: STYLES[language].locale }));
}

/** A calendar date 'yyyy-MM-dd' in short form, as staff tables show it: en '3 Nov 2026', hu '2026. nov. 3.'. */
export function formatShortDate(date: string, language: DateLanguage = 'en'): string {
  return isDateString(date) ? format(toCalendarDate(date), 'PP', { locale: STYLES[language].locale }) : '';
}

/** An appointment's wall-clock span in the salon's zone: '09:30 – 10:15'. */
export function formatTimeRange(start: Date, end: Date, timeZone: string): string {
  return `${instantToZonedParts(start, timeZone).time} – ${instantToZonedParts(end, timeZone).time}`;
}

/** An instant as a weekday, date and time in the salon's zone: en 'Tue 24 Nov, 14:00', hu 'nov. 24., kedd 14:00'. */
export function formatDayAndTime(instant: Date, timeZone: string, language: DateLanguage = 'en'): string {
  const pattern = language === 'hu' ? 'MMM d., EEEE HH:mm' : 'EEE d MMM, HH:mm';
  return format(new TZDate(instant, timeZone), pattern, { locale: STYLES[language].locale });
}

/**
 * The name of a weekday (0 Monday … 6 Sunday) in a language: 'Monday', 'hétfő'; short, as a
 * calendar's column heads: 'Mon', 'H' ('Sze', 'Cs', 'Szo': Hungarian's own short forms).
 */
export function weekdayName(weekday: number, language: DateLanguage = 'en', { short = false }: { short?: boolean } = {}): string {
  // 1 January 2024 was a Monday.
  return format(new Date(2024, 0, 1 + weekday), short ? (language === 'hu' ? 'EEEEEE' : 'EEE') : 'EEEE', { locale: STYLES[language].locale });
}

/** The month of a calendar date with its year (the calendar's 'Month Year' header): en 'November 2026' (short 'Nov 2026'), hu '2026. november' ('2026. nov.'). '' if invalid. */
export function formatMonth(date: string, language: DateLanguage = 'en', { short = false }: { short?: boolean } = {}): string {
  if (!isDateString(date)) return '';
  const month = short ? 'LLL' : 'LLLL';
  return format(toCalendarDate(date), language === 'hu' ? `yyyy. ${month}` : `${month} yyyy`, { locale: STYLES[language].locale });
}

/** A calendar date's day and short month, as a chart's axis: en '23 Mar', hu 'márc. 23.'. '' if invalid. */
export function formatDayMonth(date: string, language: DateLanguage = 'en'): string {
  return isDateString(date) ? format(toCalendarDate(date), language === 'hu' ? 'MMM d.' : 'd MMM', { locale: STYLES[language].locale }) : '';
}

/** A weekday's (0 Monday … 6 Sunday) short name, as a week summary uses it: 'Mon', 'Sat'; hu 'H', 'Szo'. */
export function shortWeekdayName(weekday: number, language: DateLanguage = 'en'): string {
  return format(new Date(2024, 0, 1 + weekday), 'EEE', { locale: STYLES[language].locale });
}
