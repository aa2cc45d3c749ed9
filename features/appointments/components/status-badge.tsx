import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { AppointmentStatus } from '@/lib/validation/appointment';

/** Spec point 4 badge colours; any other status is secondary. */
const VARIANTS: Partial<Record<AppointmentStatus, BadgeVariant>> = {
  confirmed: 'success',
  completed: 'primary',
  cancelled: 'danger',
  pending: 'warning',
};

export function statusLabel(status: AppointmentStatus): string {
  const words = status.replace('_', ' ');
  return words[0].toUpperCase() + words.slice(1);
}

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge variant={VARIANTS[status] ?? 'secondary'} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
