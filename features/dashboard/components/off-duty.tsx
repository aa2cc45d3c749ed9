import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { StylistOption } from '@/features/appointments/data/stylists';
import { offDutyReason } from '@/lib/scheduling/stylist-fit';
import { cx } from '@/lib/ui/cx';
import type { DashboardAppointment } from './dashboard-types';

/** Why an appointment falls when its stylist is off, and who: what the day schedule flags. */
export type OffDuty = { reason: 'dayOff' | 'hours'; name: string };

/**
 * The day schedule's check of each appointment against its stylist's hours and days off (an
 * appointment left there after the owner changed them, or booked with "Save anyway"). An
 * appointment of no stylist, or of one no longer bookable, is never flagged.
 */
export function offDutyOf(stylists: readonly StylistOption[], timeZone: string) {
  return (a: Pick<DashboardAppointment, 'staffId' | 'startTime' | 'endTime'>): OffDuty | null => {
    const stylist = a.staffId ? stylists.find((candidate) => candidate.id === a.staffId) : undefined;
    const reason = stylist ? offDutyReason(stylist, a, timeZone) : null;
    return stylist && reason ? { reason, name: stylist.name } : null;
  };
}

/** The flag's words ("On Anna's day off", "Outside Anna's working hours"). */
export function useOffDutyWords() {
  const t = useTranslations('Dashboard');
  return (offDuty: OffDuty) => t('offDutyFlag', { reason: offDuty.reason, name: offDuty.name });
}

/** The visible flag: a warning mark, its words for a screen reader (or beside it, `withText`). */
export function OffDutyFlag({ offDuty, withText = false, className }: { offDuty: OffDuty; withText?: boolean; className?: string }) {
  const words = useOffDutyWords()(offDuty);
  return (
    <span data-off-duty={offDuty.reason} title={words} className={cx('inline-flex items-center gap-1 text-xs font-medium text-warning', className)}>
      <TriangleAlert aria-hidden className="size-3.5 shrink-0" />
      <span className={withText ? undefined : 'sr-only'}>{words}</span>
    </span>
  );
}
