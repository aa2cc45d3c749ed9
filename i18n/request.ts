import { getRequestConfig } from 'next-intl/server';
import { pageLocale } from './page-locale';
import { CATALOGUES } from '@/lib/i18n/catalogues';

// next-intl's per-request configuration: the page's language (a visitor's or a member's,
// i18n/page-locale.ts) and its catalogue.
export default getRequestConfig(async () => {
  const locale = await pageLocale();
  return { locale, messages: CATALOGUES[locale] };
});
