import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { statusLabel } from '@/lib/format/appointment-status';
import type { AppointmentStatus } from '@/lib/validation/appointment';

/** Spec point 4 badge colours; any other status is secondary. */
const VARIANTS: Partial<Record<AppointmentStatus, BadgeVariant>> = {
  confirmed: 'success',
  completed: 'primary',
  cancelled: 'danger',
  pending: 'warning',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'secondary'} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
