'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EmailContent } from '@/lib/email/email-request';
import { EmailTextFields } from './email-text-fields';

/** Step 4: the recipient and the e-mail, editable; its actions sit in the wizard's footer. */
export function WizardEmailStep({ to, content, onChange }: { to: string; content: EmailContent; onChange: (next: EmailContent) => void }) {
  return (
    <div className="grid gap-4">
      <Field id="wizard-recipient" label="To">
        <Input readOnly value={to} />
      </Field>
      <EmailTextFields idPrefix="wizard" value={content} onChange={onChange} />
    </div>
  );
}
