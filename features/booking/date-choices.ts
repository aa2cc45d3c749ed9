import 'server-only';
import { formatDateCard, formatLongDate } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import { closureMessage, type BookableDate } from '@/lib/scheduling';
import type { DateChoice } from './components/booking-choices';
import type { RenderMessage } from '@/lib/i18n/render-message';

/** Bookable dates with their words in the visitor's language (written here: the browser gets no date library). */
export function dateChoicesOf(dates: BookableDate[], language: Locale, render: RenderMessage): DateChoice[] {
  return dates.map(({ reason, closure, ...d }) => {
    const card = formatDateCard(d.date, language);
    return {
      ...d,
      ...(reason && closure ? { reason: render(closureMessage(closure)) } : {}),
      monthLabel: card.month,
      weekdayLabel: card.weekday,
      label: formatLongDate(d.date, { language }),
      labelWithoutYear: formatLongDate(d.date, { withYear: false, language }),
    };
  });
}
