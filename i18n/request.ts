import { getRequestConfig } from 'next-intl/server';
import { visitorLocale } from '@/features/booking/visitor-locale';
import { CATALOGUES } from '@/lib/i18n/catalogues';

// next-intl's per-request configuration: the visitor's language (features/booking/visitor-locale.ts)
// and its catalogue.
export default getRequestConfig(async () => {
  const locale = await visitorLocale();
  return { locale, messages: CATALOGUES[locale] };
});
