'use client';

import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { EditableAppointment } from '@/components/appointments/appointment-types';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EmailLanguage } from '@/lib/email/email-request';
import { formatLongDate, formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { EmailLanguageSelect } from './email-language-select';
import { SLOT_CHECK_ERROR, type SlotCheckState } from './use-slot-check';
import type { WizardAction } from './wizard-choose-step';

type Props = {
  action: WizardAction;
  appointment: EditableAppointment;
  timeZone: string;
  date: string;
  time: string;
  onMove: (date: string, time: string) => void;
  slot: SlotCheckState;
  language: EmailLanguage;
  onLanguageChange: (language: EmailLanguage) => void;
};

/** Step 3: the appointment as it is; for a reschedule the new date and time with their check. */
export function WizardDetailsStep({ action, appointment, timeZone, date, time, onMove, slot, language, onLanguageChange }: Props) {
  return (
    <div className="grid gap-4">
      <section aria-label="Current appointment" className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
        <p className="font-medium">{appointment.customerName}</p>
        <p>{appointment.serviceName}</p>
        <p className="text-muted-foreground">
          {formatLongDate(instantToZonedParts(appointment.startTime, timeZone).date)} · {formatTimeRange(appointment.startTime, appointment.endTime, timeZone)}
        </p>
        <p className="text-muted-foreground">{appointment.customerEmail}</p>
      </section>
      {action === 'reschedule' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="wizard-date" label="New date">
              <Input type="date" value={date} onChange={(event) => onMove(event.target.value, time)} />
            </Field>
            <Field id="wizard-time" label="New time">
              <Input type="time" value={time} onChange={(event) => onMove(date, event.target.value)} />
            </Field>
          </div>
          <SlotResult slot={slot} />
          {'suggestions' in slot && (
            <div className="grid gap-2">
              <p className="text-sm font-medium" id="wizard-slots-label">
                {slot.status === 'available' ? 'Available times' : 'Suggested times'}
              </p>
              {slot.suggestions.length ? (
                <ul className="flex flex-wrap gap-2" aria-labelledby="wizard-slots-label" data-testid="slot-chips">
                  {slot.suggestions.map((candidate) => (
                    <li key={candidate}>
                      <Button size="sm" variant={candidate === time ? 'primary' : 'outline'} aria-pressed={candidate === time} onClick={() => onMove(date, candidate)}>
                        {candidate}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No half-hour between 09:00 and 17:30 is free that day.</p>
              )}
            </div>
          )}
        </>
      )}
      <EmailLanguageSelect id="wizard-language" value={language} onChange={onLanguageChange} />
    </div>
  );
}

function SlotResult({ slot }: { slot: SlotCheckState }) {
  if (slot.status === 'idle') return <p className="text-sm text-muted-foreground">Choose a new date and time.</p>;
  const [Icon, tone, text] =
    slot.status === 'checking'
      ? [Loader2, 'text-muted-foreground', 'Checking availability…']
      : slot.status === 'available'
        ? [CheckCircle2, 'text-success', slot.message]
        : [XCircle, 'text-danger', slot.status === 'error' ? SLOT_CHECK_ERROR : slot.message];
  return (
    <p role="status" className={`flex items-center gap-2 text-sm ${tone}`} data-slot-status={slot.status}>
      <Icon aria-hidden className={`size-4 shrink-0 ${slot.status === 'checking' ? 'animate-spin' : ''}`} />
      {text}
    </p>
  );
}
