'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { SlotCheckView } from '@/features/appointments/components/email/slot-check-view';
import type { SlotCheckState } from '@/features/appointments/components/email/use-slot-check';
import type { EditFormValues } from './edit-form-values';

/**
 * Spec point 7 in the edit form: whether the appointment fits at the date, time, length and
 * station in the form (ignoring itself), with the day's free half-hours. The save checks again.
 */
export function EditAvailability({ slot, onPick }: { slot: SlotCheckState; onPick: (time: string) => void }) {
  const t = useTranslations('Appointments');
  const { control } = useFormContext<EditFormValues>();
  const [time, status] = useWatch({ control, name: ['appointment_time', 'status'] });
  if (status === 'cancelled') return <p className="text-sm text-muted-foreground sm:col-span-2">{t('cancelledHoldsNoTime')}</p>;
  return (
    <div className="sm:col-span-2" data-testid="edit-availability">
      <SlotCheckView slot={slot} time={time} onPick={onPick} idleText={t('chooseDateAndTime')} />
    </div>
  );
}
