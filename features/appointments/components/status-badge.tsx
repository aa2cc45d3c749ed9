import { useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { AppointmentStatus } from '@/lib/validation/appointment';

/** Spec point 4 badge colours; any other status is secondary. */
const VARIANTS: Partial<Record<AppointmentStatus, BadgeVariant>> = {
  confirmed: 'success',
  completed: 'primary',
  cancelled: 'danger',
  pending: 'warning',
};

/** An appointment's status in the page's language ('No show', 'Nem jelent meg'), from `Common`: every staff screen may show one. */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const t = useTranslations('Common');
  return (
    <Badge variant={VARIANTS[status] ?? 'secondary'} data-status={status}>
      {t('appointmentStatus', { status })}
    </Badge>
  );
}
