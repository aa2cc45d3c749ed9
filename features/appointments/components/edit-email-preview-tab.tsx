'use client';

import { EmailLanguageSelect } from '@/features/appointments/components/email/email-language-select';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import type { EmailType } from '@/features/messages/drafts/change-detection';
import type { EmailContent } from '@/features/messages/drafts/email-request';
import type { Locale } from '@/lib/i18n/locale';

type Props = {
  autoGenerate: boolean;
  onAutoGenerateChange: (on: boolean) => void;
  language: Locale;
  onLanguageChange: (language: Locale) => void;
  /** The e-mail the edit calls for, or null. */
  type: EmailType | null;
  content: EmailContent | null;
};

const TYPE_NAMES: Record<EmailType, string> = {
  timeChange: 'Time change',
  cancellation: 'Cancellation',
  serviceChange: 'Service change',
  priceChange: 'Price change',
};

/** Spec point 2, Email Preview tab: the e-mail the edit will offer to send after saving. */
export function EditEmailPreviewTab({ autoGenerate, onAutoGenerateChange, language, onLanguageChange, type, content }: Props) {
  return (
    <div className="grid gap-4">
      <Field
        id="edit-auto-email"
        label="Prepare an e-mail to the customer"
        description="After saving, the draft opens for you to copy or send."
        orientation="horizontal"
        className="rounded-md border p-3"
      >
        <Switch checked={autoGenerate} onCheckedChange={onAutoGenerateChange} />
      </Field>
      <EmailLanguageSelect id="edit-email-language" value={language} onChange={onLanguageChange} />
      {type && content ? (
        <section aria-label="Email preview" className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm" data-email-type={type}>
          <p className="text-muted-foreground">{TYPE_NAMES[type]} e-mail</p>
          <p className="font-semibold">{content.subject}</p>
          <p className="whitespace-pre-line">{content.body}</p>
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          {autoGenerate ? 'No e-mail needed yet: change the time, service, price or status to prepare one.' : 'No e-mail will be prepared.'}
        </p>
      )}
    </div>
  );
}
