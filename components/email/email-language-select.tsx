'use client';

import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { EMAIL_LANGUAGES, type EmailLanguage } from '@/lib/email/email-request';

const LANGUAGE_NAMES: Record<EmailLanguage, string> = { en: 'English', hu: 'Hungarian (Magyar)' };

/** Spec point 9: the e-mail's language, English or Hungarian. */
export function EmailLanguageSelect({ value, onChange, id }: { value: EmailLanguage; onChange: (language: EmailLanguage) => void; id: string }) {
  return (
    <Field id={id} label="Email language">
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as EmailLanguage)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {EMAIL_LANGUAGES.map((language) => (
              <SelectItem key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
