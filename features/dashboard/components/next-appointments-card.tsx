'use client';

import { Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/features/appointments/components/status-badge';
import { formatTimeRange } from '@/lib/format/dates';
import { countdownParts } from '@/lib/format/relative-time';
import { nextAppointments } from '@/lib/scheduling/calendar-stats';
import type { Loaded } from '@/lib/result';
import { DashboardPanel } from './dashboard-panel';
import { NewMarker } from './new-marker';
import type { DashboardAppointment } from './dashboard-types';
import { QueryError } from '@/components/ui/query-error';

type Props = {
  todays: Loaded<DashboardAppointment[]>;
  now: Date;
  timeZone: string;
  onOpen: (appointment: DashboardAppointment) => void;
};

/** The next appointment today and up to two more under 'Coming Up', with live countdowns (spec point 2). */
export function NextAppointmentsCard({ todays, now, timeZone, onOpen }: Props) {
  const [next, ...comingUp] = todays.ok ? nextAppointments(todays.data, now) : [];
  const t = useTranslations('Dashboard');
  const countdown = (a: DashboardAppointment) => {
    const left = countdownParts(a.startTime.getTime() - now.getTime());
    return left ? t('countdown', left) : t('now');
  };
  return (
    <DashboardPanel data-testid="next-appointments" title={t('nextAppointments')} contentClassName="flex flex-col gap-3">
      {!todays.ok ? (
        <QueryError message={todays.message} />
      ) : !next ? (
        <p className="text-sm text-muted-foreground">{t('noUpcoming')}</p>
      ) : (
        <>
          <button type="button" onClick={() => onOpen(next)} className="flex flex-col gap-1 rounded-md border bg-primary/5 p-3 text-left hover:bg-primary/10">
            <span className="flex items-center justify-between gap-2">
              <span className="min-w-0 font-semibold wrap-anywhere">
                <NewMarker id={next.id} className="mr-1.5 align-text-bottom" />
                {next.customerName}
              </span>
              <span className="inline-flex items-center gap-1 text-sm font-medium text-primary" data-testid="countdown">
                <Clock className="size-4" aria-hidden />
                {countdown(next)}
              </span>
            </span>
            <span className="text-sm text-muted-foreground">
              {formatTimeRange(next.startTime, next.endTime, timeZone)} · {next.serviceName}
            </span>
            <StatusBadge status={next.status} />
          </button>
          {comingUp.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium text-muted-foreground">{t('comingUp')}</h3>
              <ul className="flex flex-col gap-1">
                {comingUp.map((a) => (
                  <li key={a.id}>
                    <button type="button" onClick={() => onOpen(a)} className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted">
                      <span className="min-w-0 truncate">
                        <span className="tabular-nums">{formatTimeRange(a.startTime, a.endTime, timeZone)}</span> <NewMarker id={a.id} className="align-text-bottom" /> {a.customerName}
                      </span>
                      <span className="shrink-0 text-muted-foreground">{countdown(a)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
