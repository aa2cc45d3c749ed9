// next-intl's types: message keys and arguments are checked against the English catalogue, and
// the locale is one of the product's languages.
import type messages from '../messages/en.json';
import type { Locale } from '../lib/i18n/locale';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
