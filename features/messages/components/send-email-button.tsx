'use client';

import { MailCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { sendMessageAction } from '@/features/messages/actions';
import type { Locale } from '@/lib/i18n/locale';

/** Whose customer a draft goes to, and in which language it is written. */
export type SendTarget = { salonId: string; appointmentId: string; language: Locale };

/** 'Send email': the draft's text, as shown, through the outbox; once sent, the button says so. */
export function SendEmailButton({ target, subject, body, disabled }: { target: SendTarget; subject: string; body: string; disabled: boolean }) {
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();
  const t = useTranslations('MessageLog');
  const send = () =>
    startTransition(async () => {
      const result = await sendMessageAction({ ...target, subject, body });
      if (!result.ok) return void toast.error(result.message);
      setSent(true);
      toast.success(t('emailQueued'), { description: t('emailQueuedHint') });
    });
  return (
    <Button onClick={send} disabled={disabled || pending || sent}>
      <MailCheck aria-hidden />
      {t(sent ? 'emailSent' : pending ? 'sending' : 'sendEmail')}
    </Button>
  );
}
