'use client';

import { Copy, Send } from 'lucide-react';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { buildMailto } from '@/lib/format/mailto';
import { SendEmailButton, type SendTarget } from '@/features/messages/components/send-email-button';

/** Spec point 8's toasts for the e-mail actions. */
export const EMAIL_TOASTS = {
  copied: 'Email Copied',
  copiedDetail: 'Email content copied to clipboard!',
  opened: 'Email Client Opened',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
} as const;

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
  const mailto = buildMailto({ to, subject, body });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${subject}\n\n${body}`);
      toast.success(EMAIL_TOASTS.copied, { description: EMAIL_TOASTS.copiedDetail });
    } catch {
      toast.error(EMAIL_TOASTS.copyFailed);
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
          <a href={mailto} data-testid="mailto-link" onClick={() => toast.success(EMAIL_TOASTS.opened)}>
            <Send aria-hidden />
            {openLabel}
          </a>
        </Button>
      ) : (
        <Button disabled title="The customer has no e-mail address">
          <Send aria-hidden />
          {openLabel}
        </Button>
      )}
    </>
  );
}
