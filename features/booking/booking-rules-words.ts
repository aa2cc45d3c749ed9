import 'server-only';
import { createTranslator } from 'next-intl';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locale';
import type { BookingRulesWords } from './components/booking-rules-note';

type SalonRules = { minNoticeMinutes: number; bookingHorizonDays: number; changeWindowHours: number; bookingPolicy: string | null };

/** A salon's booking rules as the visitor reads them, in their language, with its policy text. */
export function bookingRulesWords(salon: SalonRules, locale: Locale): BookingRulesWords {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Booking' });
  const notice = salon.minNoticeMinutes;
  const lines = [
    ...(notice === 0 ? [] : [notice % 60 === 0 ? t('noticeRule', { hours: notice / 60 }) : t('noticeRuleMinutes', { minutes: notice })]),
    t('horizonRule', { days: salon.bookingHorizonDays }),
    salon.changeWindowHours === 0 ? t('changeRuleAnytime') : t('changeRule', { hours: salon.changeWindowHours }),
  ];
  return { heading: t('rulesHeading'), lines, policy: salon.bookingPolicy?.trim() || null };
}
