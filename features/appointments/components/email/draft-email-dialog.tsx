'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DateField, TimeField } from '@/components/forms/date-time-fields';
import type { EmailType } from '@/features/messages/drafts/change-detection';
import { composeEmail } from '@/features/messages/drafts/compose';
import { editEmailRequest, type EmailSetting, type EmailSubject } from '@/features/messages/drafts/edit-email';
import type { EmailContent } from '@/features/messages/drafts/email-request';
import type { Locale } from '@/lib/i18n/locale';
import { EmailActions } from './email-actions';
import type { SendTarget } from '@/features/messages/components/send-email-button';
import { EmailLanguageSelect } from './email-language-select';
import { EmailTextFields } from './email-text-fields';

/** An e-mail to draft: what it is about, to whom, in which language first. */
export type EmailDraft = {
  type: EmailType;
  to: string | null;
  before: EmailSubject;
  /** For a time change, the new date and time the dialog starts with. */
  after: EmailSubject;
  setting: EmailSetting;
  language: Locale;
  /** The appointment it is about, so that it can be sent through the outbox. */
  salonId: string;
  appointmentId: string;
};

/** Spec point 2 "Draft Email dialog". */
export function DraftEmailDialog({ draft, onClose }: { draft: EmailDraft | null; onClose: () => void }) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">{draft && <DraftEmail draft={draft} />}</DialogContent>
    </Dialog>
  );
}

function DraftEmail({ draft }: { draft: EmailDraft }) {
  const t = useTranslations('EmailTools');
  const [language, setLanguage] = useState(draft.language);
  const [date, setDate] = useState(draft.after.appointment_date);
  const [time, setTime] = useState(draft.after.appointment_time);
  const after = { ...draft.after, appointment_date: date, appointment_time: time };
  const composed = composeEmail(editEmailRequest(draft.type, draft.before, after, draft.setting), language);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`draftTitles.${draft.type}`)}</DialogTitle>
        <DialogDescription>{draft.to ? t('toRecipient', { email: draft.to }) : t('noAddressCopy')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <EmailLanguageSelect id="draft-language" value={language} onChange={setLanguage} />
        {draft.type === 'timeChange' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField id="draft-date" label={t('newDate')} value={date} onChange={setDate} />
            <TimeField id="draft-time" label={t('newTime')} value={time} onChange={setTime} />
          </div>
        )}
        {/* Typing into the text survives until the language, date or time makes a new e-mail. */}
        <EditableEmail key={`${language}|${date}|${time}`} initial={composed} to={draft.to} send={{ salonId: draft.salonId, appointmentId: draft.appointmentId, language }} />
      </div>
    </>
  );
}

function EditableEmail({ initial, to, send }: { initial: EmailContent; to: string | null; send: SendTarget }) {
  const t = useTranslations('EmailTools');
  const [content, setContent] = useState(initial);
  return (
    <>
      <EmailTextFields idPrefix="draft" value={content} onChange={setContent} />
      <DialogFooter>
        <EmailActions to={to} subject={content.subject} body={content.body} copyLabel={t('copyToClipboard')} openLabel={t('openInEmailClient')} send={send} />
      </DialogFooter>
    </>
  );
}
