import { useTranslations } from 'next-intl';
import { LOCALES } from '@/lib/i18n/locale';

/** The options of a native message-language select: each language a customer's messages can be in, by name. */
export function LanguageOptions() {
  const t = useTranslations('Common');
  return LOCALES.map((language) => (
    <option key={language} value={language}>
      {t('languageName', { language })}
    </option>
  ));
}
