'use client';

import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EmailContent } from '@/features/messages/drafts/email-request';
import { EmailTextFields } from './email-text-fields';

type Props = { to: string; content: EmailContent; onChange: (next: EmailContent) => void; saved: boolean };

/** Step 4: the recipient and the e-mail, editable; the change is saved first, then the e-mail's actions show in the footer. */
export function WizardEmailStep({ to, content, onChange, saved }: Props) {
  return (
    <div className="grid gap-4">
      <Alert variant="info">{saved ? 'The change is saved. Now send the e-mail: copy it, or open it in your e-mail app.' : 'Save the change first; then you can copy the e-mail or open it in your e-mail app.'}</Alert>
      <Field id="wizard-recipient" label="To">
        <Input readOnly value={to} />
      </Field>
      <EmailTextFields idPrefix="wizard" value={content} onChange={onChange} />
    </div>
  );
}
