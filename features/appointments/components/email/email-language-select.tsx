'use client';

import { useTranslations } from 'next-intl';
import { LabelledSelect } from '@/components/forms/select-field';
import { LOCALES, type Locale } from '@/lib/i18n/locale';

/** Spec point 9: the e-mail's language, English or Hungarian. */
export function EmailLanguageSelect({ value, onChange, id }: { value: Locale; onChange: (language: Locale) => void; id: string }) {
  const t = useTranslations('EmailTools');
  const common = useTranslations('Common');
  return (
    <LabelledSelect
      id={id}
      label={t('emailLanguage')}
      value={value}
      onValueChange={(next) => onChange(next as Locale)}
      options={LOCALES.map((language) => ({ value: language, label: common('languageName', { language }) }))}
    />
  );
}
