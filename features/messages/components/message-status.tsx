import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { MessageKind, MessageStatus } from '@/lib/db/schema';

/** A message's kind in words ('Confirmation', 'Reminder', …): the catalogue's `MessageLog.kinds`. */
export function MessageKindLabel({ kind }: { kind: MessageKind }) {
  const t = useTranslations('MessageLog');
  return <span className="font-medium">{t(`kinds.${kind}`)}</span>;
}

const STATUS_VARIANTS: Record<Exclude<MessageStatus, 'sent'>, 'danger' | 'secondary' | 'warning'> = {
  queued: 'warning',
  sending: 'warning',
  failed: 'danger',
  cancelled: 'secondary',
  suppressed: 'secondary',
  held: 'warning',
  batched: 'secondary',
};

/**
 * Sent, Kept in app (no SMTP_URL: nothing left the machine), Failing (queued again after a failed
 * try: `lastError` kept), or the status's own badge (`MessageLog.statuses`).
 */
export function MessageStatusBadge({ status, deliveredVia, lastError }: { status: MessageStatus; deliveredVia: string | null; lastError: string | null }) {
  const t = useTranslations('MessageLog');
  if ((status === 'queued' || status === 'sending') && lastError) return <Badge variant="danger">{t('statuses.retrying')}</Badge>;
  if (status === 'sent') return <Badge variant={deliveredVia === 'app' ? 'primary' : 'success'}>{t(deliveredVia === 'app' ? 'statuses.keptInApp' : 'statuses.sent')}</Badge>;
  return <Badge variant={STATUS_VARIANTS[status]}>{t(`statuses.${status}`)}</Badge>;
}
