'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SlotCheckView } from '@/components/email/slot-check-view';
import { useSlotCheck } from '@/components/email/use-slot-check';
import { numberOf, type EditFormValues } from './edit-form-values';
import { useEditField } from './use-edit-field';

const showError = (message: string) => toast.error(message);

/**
 * Spec point 7 in the edit form: whether the appointment fits at the date, time, length and
 * station in the form (ignoring itself), with the day's free half-hours. The save checks again.
 */
export function EditAvailability({ salonId, appointmentId }: { salonId: string; appointmentId: string }) {
  const { control } = useFormContext<EditFormValues>();
  const { set } = useEditField();
  const [date, time, custom, serviceDuration, stationId, serviceId, status] = useWatch({
    control,
    name: ['appointment_date', 'appointment_time', 'custom_duration', 'service_duration', 'station_id', 'service_id', 'status'],
  });
  const { state, schedule } = useSlotCheck(salonId, showError);
  const durationMinutes = numberOf(custom) ?? numberOf(serviceDuration);

  useEffect(() => {
    if (status === 'cancelled') return;
    schedule({ appointmentId, date, time, durationMinutes: durationMinutes && durationMinutes > 0 ? Math.round(durationMinutes) : null, stationId: stationId || null, serviceId: serviceId || null });
  }, [schedule, appointmentId, date, time, durationMinutes, stationId, serviceId, status]);

  if (status === 'cancelled') return <p className="text-sm text-muted-foreground sm:col-span-2">A cancelled appointment holds no time.</p>;
  return (
    <div className="sm:col-span-2" data-testid="edit-availability">
      <SlotCheckView slot={state} time={time} onPick={(picked) => set('appointment_time', picked)} idleText="Choose a date and time." />
    </div>
  );
}
