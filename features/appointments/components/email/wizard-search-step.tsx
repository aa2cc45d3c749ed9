'use client';

import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { EditableAppointment } from '@/features/appointments/components/appointment-types';
import { StatusBadge } from '@/features/appointments/components/status-badge';
import { useLatestRequest } from '@/components/forms/use-latest-request';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatLongDate, formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';

/** Finds the salon's appointments by customer name, service or e-mail. */
export type SearchAppointments = (query: string) => Promise<EditableAppointment[]>;

const SEARCH_DEBOUNCE_MS = 250;

type Props = { search: SearchAppointments; timeZone: string; onPick: (appointment: EditableAppointment) => void };

/** Step 2: search and pick the appointment; only one with a customer e-mail can be picked. */
export function WizardSearchStep({ search, timeZone, onPick }: Props) {
  const t = useTranslations('EmailTools');
  const language = useLocale();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<EditableAppointment[] | null>(null);
  const find = useCallback((text: string) => search(text.trim()).catch((): EditableAppointment[] => []), [search]);
  const { schedule } = useLatestRequest(find, SEARCH_DEBOUNCE_MS);

  // The step opens with the salon's appointments, before anything is typed.
  useEffect(() => schedule('', setFound), [schedule]);

  const type = (text: string) => {
    setQuery(text);
    schedule(text, setFound);
  };

  return (
    <div className="grid gap-3">
      <Field id="wizard-search" label={t('searchAppointments')} description={t('searchHint')}>
        <Input type="search" autoComplete="off" value={query} onChange={(event) => type(event.target.value)} />
      </Field>
      <div aria-live="polite" className="max-h-80 overflow-y-auto rounded-md border">
        {found === null ? (
          <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
            <Search aria-hidden className="size-4" />
            {t('searching')}
          </p>
        ) : found.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{t('noAppointmentsFound')}</p>
        ) : (
          <ul className="divide-y" data-testid="wizard-results">
            {found.map((appointment) => (
              <li key={appointment.id}>
                <button
                  type="button"
                  disabled={!appointment.customerEmail}
                  onClick={() => onPick(appointment)}
                  className="flex w-full flex-col gap-1 px-3 py-2.5 text-left text-sm hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
                  data-customer={appointment.customerName}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{appointment.customerName}</span>
                    <StatusBadge status={appointment.status} />
                  </span>
                  <span className="text-muted-foreground">
                    {appointment.serviceName} · {formatLongDate(instantToZonedParts(appointment.startTime, timeZone).date, { language })} ·{' '}
                    {formatTimeRange(appointment.startTime, appointment.endTime, timeZone)}
                  </span>
                  <span className="text-muted-foreground">{appointment.customerEmail ?? t('noEmailAddress')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
