'use client';

import { History } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatShortDate, formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { listHref, type AppointmentFilterValues, type AppointmentListSalon } from './appointment-list-types';
import type { AppointmentSalon, EditableAppointment } from './appointment-types';
import { LazyAppointmentDialogs } from './lazy-appointment-dialogs';
import { StatusBadge } from './status-badge';
import { LazyStatusMenu } from './lazy-status-menu';

type Props = { appointments: EditableAppointment[]; salon: AppointmentListSalon; dialogSalon: AppointmentSalon; filters: AppointmentFilterValues; today: string };

/** What finds one customer's visits: the e-mail, else the phone, else the name. */
function customerKey(a: EditableAppointment): string {
  return a.customerEmail ?? a.customerPhone ?? a.customerName;
}

/**
 * One page of the list: rows on wide screens, stacked on phones. The customer opens the
 * detail dialog; the menu changes the status; the clock icon lists the customer's past visits.
 */
export function AppointmentTable({ appointments, salon, dialogSalon, filters, today }: Props) {
  const t = useTranslations('Appointments');
  const language = useLocale();
  const [open, setOpen] = useState<EditableAppointment | null>(null);
  return (
    <>
      <ul className="flex flex-col divide-y rounded-md border" data-testid="appointment-list">
        {appointments.map((a) => (
          <li
            key={a.id}
            className="flex items-center gap-2 px-3 py-2"
            data-appointment={a.id}
            data-customer={a.customerName}
            data-date={instantToZonedParts(a.startTime, salon.timezone).date}
          >
            <button type="button" onClick={() => setOpen(a)} {...LazyAppointmentDialogs.intentProps} className="grid min-w-0 flex-1 gap-x-4 text-left sm:grid-cols-[12rem_1fr_1fr] sm:items-center">
              <span className="text-sm tabular-nums">
                <span className="font-medium">{formatShortDate(instantToZonedParts(a.startTime, salon.timezone).date, language)}</span>{' '}
                <span className="text-muted-foreground">{formatTimeRange(a.startTime, a.endTime, salon.timezone)}</span>
              </span>
              <span className="truncate font-medium underline-offset-4 hover:underline">{a.customerName}</span>
              <span className="truncate text-sm text-muted-foreground">
                {a.serviceName}
                {salon.stationsEnabled && a.stationName ? ` · ${a.stationName}` : ''}
                {salon.stylistsEnabled && a.staffName ? ` · ${a.staffName}` : ''}
              </span>
            </button>
            <span className="flex shrink-0 justify-end sm:w-28">
              <StatusBadge status={a.status} />
            </span>
            <Link
              href={listHref({ salon: filters.salon }, { q: customerKey(a), to: today })}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted"
              aria-label={t('pastVisitsOf', { name: a.customerName })}
              title={t('pastVisitsHint')}
            >
              <History className="size-4" aria-hidden />
            </Link>
            <LazyStatusMenu salonId={salon.id} appointment={a} />
          </li>
        ))}
      </ul>
      {open && <LazyAppointmentDialogs appointment={open} salon={dialogSalon} onClose={() => setOpen(null)} />}
    </>
  );
}
