import 'server-only';
import { formatDateCard, formatLongDate } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import type { BookableDate } from '@/lib/scheduling';
import type { DateChoice } from './components/booking-choices';
import type { Translate } from './server-messages';

/** Bookable dates with their words in the visitor's language (written here: the browser gets no date library). */
export function dateChoicesOf(dates: BookableDate[], language: Locale, translate: Translate): DateChoice[] {
  return dates.map(({ reason, ...d }) => {
    const card = formatDateCard(d.date, language);
    return {
      ...d,
      ...(reason ? { reason: translate(reason) } : {}),
      monthLabel: card.month,
      weekdayLabel: card.weekday,
      label: formatLongDate(d.date, { language }),
      labelWithoutYear: formatLongDate(d.date, { withYear: false, language }),
    };
  });
}
