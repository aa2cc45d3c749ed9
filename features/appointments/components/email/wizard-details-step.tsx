'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { EditableAppointment } from '@/features/appointments/components/appointment-types';
import { DateField, TimeField } from '@/components/forms/date-time-fields';
import type { Locale } from '@/lib/i18n/locale';
import { formatLongDate, formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { EmailLanguageSelect } from './email-language-select';
import { SlotCheckView } from './slot-check-view';
import type { SlotCheckState } from './use-slot-check';
import type { WizardAction } from './wizard-choose-step';

type Props = {
  action: WizardAction;
  appointment: EditableAppointment;
  timeZone: string;
  date: string;
  time: string;
  onMove: (date: string, time: string) => void;
  slot: SlotCheckState;
  /** The chosen date and time are the appointment's own. */
  unchanged: boolean;
  language: Locale;
  onLanguageChange: (language: Locale) => void;
};

/** Step 3: the appointment as it is; for a reschedule the new date and time with their check. */
export function WizardDetailsStep({ action, appointment, timeZone, date, time, onMove, slot, unchanged, language, onLanguageChange }: Props) {
  const t = useTranslations('EmailTools');
  const page = useLocale();
  return (
    <div className="grid gap-4">
      <section aria-label={t('currentAppointment')} className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
        <p className="font-medium">{appointment.customerName}</p>
        <p>{appointment.serviceName}</p>
        <p className="text-muted-foreground">
          {formatLongDate(instantToZonedParts(appointment.startTime, timeZone).date, { language: page })} · {formatTimeRange(appointment.startTime, appointment.endTime, timeZone)}
        </p>
        <p className="text-muted-foreground">{appointment.customerEmail}</p>
      </section>
      {action === 'reschedule' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField id="wizard-date" label={t('newDate')} value={date} onChange={(picked) => onMove(picked, time)} />
            <TimeField id="wizard-time" label={t('newTime')} value={time} onChange={(picked) => onMove(date, picked)} />
          </div>
          <SlotCheckView slot={slot} time={time} onPick={(picked) => onMove(date, picked)} idleText={t('chooseNewTime')} unchanged={unchanged} />
        </>
      )}
      <EmailLanguageSelect id="wizard-language" value={language} onChange={onLanguageChange} />
    </div>
  );
}
