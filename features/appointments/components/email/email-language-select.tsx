'use client';

import { LabelledSelect } from '@/components/forms/select-field';
import { LOCALES, LANGUAGE_NAMES, type Locale } from '@/lib/i18n/locale';

/** Spec point 9: the e-mail's language, English or Hungarian. */
export function EmailLanguageSelect({ value, onChange, id }: { value: Locale; onChange: (language: Locale) => void; id: string }) {
  return (
    <LabelledSelect
      id={id}
      label="Email language"
      value={value}
      onValueChange={(next) => onChange(next as Locale)}
      options={LOCALES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
    />
  );
}
