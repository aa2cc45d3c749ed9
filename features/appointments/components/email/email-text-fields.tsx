'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { EmailContent } from '@/features/messages/drafts/email-request';

/** The e-mail's subject and message, editable before it is copied or opened. */
export function EmailTextFields({ idPrefix, value, onChange }: { idPrefix: string; value: EmailContent; onChange: (next: EmailContent) => void }) {
  const t = useTranslations('EmailTools');
  return (
    <>
      <Field id={`${idPrefix}-subject`} label={t('subject')}>
        <Input value={value.subject} onChange={(event) => onChange({ ...value, subject: event.target.value })} />
      </Field>
      <Field id={`${idPrefix}-body`} label={t('message')}>
        <Textarea className="min-h-64 font-mono text-[13px] leading-relaxed" value={value.body} onChange={(event) => onChange({ ...value, body: event.target.value })} />
      </Field>
    </>
  );
}
