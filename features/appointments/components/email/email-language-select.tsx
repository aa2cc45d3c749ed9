'use client';

import { LabelledSelect } from '@/components/forms/select-field';
import { EMAIL_LANGUAGES, LANGUAGE_NAMES, type EmailLanguage } from '@/lib/email/email-request';

/** Spec point 9: the e-mail's language, English or Hungarian. */
export function EmailLanguageSelect({ value, onChange, id }: { value: EmailLanguage; onChange: (language: EmailLanguage) => void; id: string }) {
  return (
    <LabelledSelect
      id={id}
      label="Email language"
      value={value}
      onValueChange={(next) => onChange(next as EmailLanguage)}
      options={EMAIL_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
    />
  );
}
