import { EMAIL_LANGUAGES, LANGUAGE_NAMES } from '@/lib/email/email-request';

/** The options of a native message-language select: each language a customer's messages can be in, by name. */
export function LanguageOptions() {
  return EMAIL_LANGUAGES.map((language) => (
    <option key={language} value={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}
