'use client';

import { Copy, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { buildMailto } from '@/lib/format/mailto';
import { SendEmailButton, type SendTarget } from '@/features/messages/components/send-email-button';

type Props = {
  to: string | null | undefined;
  subject: string;
  body: string;
  /** 'Copy to Clipboard' (draft dialog) or 'Copy Email' (Email Tools). */
  copyLabel: string;
  /** 'Open in Email Client' or 'Open Email App'. */
  openLabel: string;
  /** Sends the text through the outbox to the appointment's customer (DESIGN §9), beside the draft. */
  send?: SendTarget;
};

/**
 * Copies the e-mail, or opens it in the user's mail program through a `mailto:` link. Opening
 * needs one valid recipient address; without one the button is disabled.
 */
export function EmailActions({ to, subject, body, copyLabel, openLabel, send }: Props) {
  // Spec point 8's toasts for the e-mail actions.
  const t = useTranslations('EmailTools');
  const mailto = buildMailto({ to, subject, body });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${subject}\n\n${body}`);
      toast.success(t('copied'), { description: t('copiedDetail') });
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <>
      <Button variant="outline" onClick={copy}>
        <Copy aria-hidden />
        {copyLabel}
      </Button>
      {send && <SendEmailButton target={send} subject={subject} body={body} disabled={!mailto} />}
      {mailto ? (
        <Button asChild>
          <a href={mailto} data-testid="mailto-link" onClick={() => toast.success(t('clientOpened'))}>
            <Send aria-hidden />
            {openLabel}
          </a>
        </Button>
      ) : (
        <Button disabled title={t('noAddress')}>
          <Send aria-hidden />
          {openLabel}
        </Button>
      )}
    </>
  );
}
