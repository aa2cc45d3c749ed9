import { Languages } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { LANG_PARAM, LOCALES, OWN_LANGUAGE_NAMES, withLanguage, type Locale } from '@/lib/i18n/locale';
import { cx } from '@/lib/ui/cx';

/**
 * The visitor's language switch: plain links to the same page with `?lang=` (works without
 * scripts, and the address can be shared). Each language is named in itself.
 */
export function LanguageSwitch({ path, current }: { path: string; current: Locale }) {
  const t = useTranslations('Booking');
  return (
    <nav aria-label={t('language')} className="flex items-center justify-end gap-1 text-sm">
      <Languages aria-hidden className="size-4 text-muted-foreground" />
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={withLanguage(path, locale)}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? 'true' : undefined}
          className={cx('rounded px-2 py-1 underline-offset-4 hover:underline', locale === current ? 'font-semibold text-foreground' : 'text-muted-foreground')}
        >
          {OWN_LANGUAGE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

/** The language a page's address names, sent back by its form (the action redirects to it). */
export function LanguageField({ language }: { language: Locale | null }) {
  return language ? <input type="hidden" name={LANG_PARAM} value={language} /> : null;
}
