import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { StatusBadge } from '@/features/appointments/components/status-badge';
import { formatTimeRange } from '@/lib/format/dates';
import type { DashboardAppointment } from './dashboard-types';
import { NewMarker } from './new-marker';
import { OffDutyFlag, type OffDuty } from './off-duty';
import { processingWords } from './processing-words';
import { useTranslations } from 'next-intl';

type Props = {
  appointments: DashboardAppointment[];
  timeZone: string;
  showStation: boolean;
  showStylist: boolean;
  /** Whether an appointment falls when its stylist is off (flagged). */
  offDutyOf: (a: DashboardAppointment) => OffDuty | null;
  onOpen: (a: DashboardAppointment) => void;
};

/** The day's appointments as a list (phones, and salons without stations). */
export function AppointmentList({ appointments, timeZone, showStation, showStylist, offDutyOf, onOpen }: Props) {
  const t = useTranslations('Dashboard');
  return (
    <ul className="flex flex-col divide-y rounded-md border" data-testid="schedule-list">
      {appointments.map((a) => (
        <li key={a.id}>
          <button type="button" onClick={() => onOpen(a)} className="flex w-full items-start gap-3 px-3 py-3 text-left hover:bg-muted" data-appointment={a.id} data-customer={a.customerName} data-start={instantToZonedParts(a.startTime, timeZone).time}>
            <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:gap-3">
              <span className="shrink-0 text-sm font-medium tabular-nums sm:w-28">{formatTimeRange(a.startTime, a.endTime, timeZone)}</span>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-words">
                  <NewMarker id={a.id} className="mr-1.5 align-text-bottom" />
                  {a.customerName}
                </span>
                <span className="text-sm break-words text-muted-foreground">
                  {a.serviceName}
                  {showStation && a.stationName ? ` · ${a.stationName}` : ''}
                  {showStylist && a.staffName ? ` · ${a.staffName}` : ''}
                </span>
                {a.visitServices && (
                  <span data-visit className="text-sm break-words text-muted-foreground">
                    {t('visitOf', { services: a.visitServices })}
                  </span>
                )}
                {processingWords(a, timeZone, t) && (
                  <span data-segment="processing" className="text-sm text-muted-foreground">
                    {processingWords(a, timeZone, t)}
                  </span>
                )}
                {offDutyOf(a) && <OffDutyFlag offDuty={offDutyOf(a)!} withText />}
              </span>
            </span>
            <StatusBadge status={a.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}
