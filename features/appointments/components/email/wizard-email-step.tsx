'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EmailContent } from '@/features/messages/drafts/email-request';
import { EmailTextFields } from './email-text-fields';

type Props = { to: string; content: EmailContent; onChange: (next: EmailContent) => void; saved: boolean };

/** Step 4: the recipient and the e-mail, editable; the change is saved first, then the e-mail's actions show in the footer. */
export function WizardEmailStep({ to, content, onChange, saved }: Props) {
  const t = useTranslations('EmailTools');
  return (
    <div className="grid gap-4">
      <Alert variant="info">{saved ? t('changeSaved') : t('saveFirst')}</Alert>
      <Field id="wizard-recipient" label={t('to')}>
        <Input readOnly value={to} />
      </Field>
      <EmailTextFields idPrefix="wizard" value={content} onChange={onChange} />
    </div>
  );
}
