'use client';

import { useTranslations } from 'next-intl';
import { EmailLanguageSelect } from '@/features/appointments/components/email/email-language-select';
import { SwitchField } from '@/components/forms/switch-field';
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

/** Spec point 2, Email Preview tab: the e-mail the edit will offer to send after saving. */
export function EditEmailPreviewTab({ autoGenerate, onAutoGenerateChange, language, onLanguageChange, type, content }: Props) {
  const t = useTranslations('Appointments');
  return (
    <div className="grid gap-4">
      <SwitchField id="edit-auto-email" label={t('prepareEmail')} description={t('prepareEmailHint')} className="rounded-md border p-3" checked={autoGenerate} onCheckedChange={onAutoGenerateChange} />
      <EmailLanguageSelect id="edit-email-language" value={language} onChange={onLanguageChange} />
      {type && content ? (
        <section aria-label={t('emailPreview')} className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm" data-email-type={type}>
          <p className="text-muted-foreground">{t('emailKind', { type })}</p>
          <p className="font-semibold">{content.subject}</p>
          <p className="whitespace-pre-line">{content.body}</p>
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t(autoGenerate ? 'noEmailYet' : 'noEmail')}
        </p>
      )}
    </div>
  );
}
