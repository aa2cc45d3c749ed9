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
  password_reset: 'Password reset',
};

/** Queued, Sending, Sent, Kept in app (no SMTP_URL: nothing left the machine), Failed, Cancelled. */
export function MessageStatusBadge({ status, deliveredVia }: { status: MessageStatus; deliveredVia: string | null }) {
  if (status === 'sent') return <Badge variant={deliveredVia === 'app' ? 'primary' : 'success'}>{deliveredVia === 'app' ? 'Kept in app' : 'Sent'}</Badge>;
  if (status === 'failed') return <Badge variant="danger">Failed</Badge>;
  return <Badge variant={status === 'cancelled' ? 'secondary' : 'warning'}>{status === 'queued' ? 'Queued' : status === 'sending' ? 'Sending' : 'Cancelled'}</Badge>;
}
