import { Badge } from '@/components/ui/badge';
import type { MessageKind, MessageStatus } from '@/lib/db/schema';

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  confirmation: 'Confirmation',
  reminder: 'Reminder',
  cancelled_by_customer: 'Cancellation confirmed',
  rescheduled: 'New time confirmed',
  salon_message: 'Message from the salon',
  salon_new_booking: 'New booking notice',
  salon_cancellation: 'Cancellation notice',
  salon_reschedule: 'Moved booking notice',
  salon_digest: 'Notices digest',
  password_reset: 'Password reset',
};

const STATUS_BADGES: Record<Exclude<MessageStatus, 'sent'>, { label: string; variant: 'danger' | 'secondary' | 'warning' }> = {
  queued: { label: 'Queued', variant: 'warning' },
  sending: { label: 'Sending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  suppressed: { label: 'Not sent (daily e-mail limit)', variant: 'secondary' },
  held: { label: 'Waiting for digest', variant: 'warning' },
  batched: { label: 'Sent in a digest', variant: 'secondary' },
};

/** Sent, Kept in app (no SMTP_URL: nothing left the machine), or the status's own badge (STATUS_BADGES). */
export function MessageStatusBadge({ status, deliveredVia }: { status: MessageStatus; deliveredVia: string | null }) {
  if (status === 'sent') return <Badge variant={deliveredVia === 'app' ? 'primary' : 'success'}>{deliveredVia === 'app' ? 'Kept in app' : 'Sent'}</Badge>;
  const { label, variant } = STATUS_BADGES[status];
  return <Badge variant={variant}>{label}</Badge>;
}
