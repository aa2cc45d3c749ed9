import { LOCALES, LANGUAGE_NAMES } from '@/lib/i18n/locale';

/** The options of a native message-language select: each language a customer's messages can be in, by name. */
export function LanguageOptions() {
  return LOCALES.map((language) => (
    <option key={language} value={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}
