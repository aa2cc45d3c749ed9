'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { checkAvailabilityAction } from '@/features/appointments/actions';
import { useLatestRequest } from '@/components/forms/use-latest-request';

/** Waits this long after the last change of date or time before asking the server. */
export const SLOT_CHECK_DEBOUNCE_MS = 300;

export type SlotCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' | 'unavailable'; message: string; suggestions: string[] }
  /** No time chosen yet: the day's free times. */
  | { status: 'free'; suggestions: string[] }
  | { status: 'error' };

/**
 * Moving `appointmentId` (none: a new appointment) to date and time; without a duration it keeps its length, without a
 * station any suitable one will do. `freeTimesFirst`: with a date but no time yet, the day's free times are asked.
 */
export type SlotQuery = {
  appointmentId?: string | null;
  freeTimesFirst?: boolean;
  date: string;
  time: string;
  durationMinutes?: number | null;
  stationId?: string | null;
  stylistId?: string | null;
  serviceId?: string | null;
  /** Services after `serviceId` in one visit (New appointment), each with its stylist (null: any): the times are the whole visit's. */
  addedServices?: readonly { serviceId: string; stylistId: string | null }[];
};

export type SlotCheck = { state: SlotCheckState; schedule: (query: SlotQuery) => void };

/**
 * Spec point 7's availability check for moving an appointment: `schedule(query)` on
 * every change; the answer for the latest one counts. A failed check marks the slot
 * unavailable (spec point 8) and says so in a toast.
 */
export function useSlotCheck(salonId: string): SlotCheck {
  const t = useTranslations('EmailTools');
  const [state, setState] = useState<SlotCheckState>({ status: 'idle' });
  const ask = useCallback(
    ({ appointmentId = null, date, time, durationMinutes = null, stationId = null, stylistId = null, serviceId = null, addedServices = [] }: SlotQuery) =>
      checkAvailabilityAction({ salonId, date, time, durationMinutes, excludeAppointmentId: appointmentId, stationId, stylistId, serviceId, addedServices: [...addedServices] }).catch(() => null),
    [salonId],
  );
  const latest = useLatestRequest(ask, SLOT_CHECK_DEBOUNCE_MS);

  const schedule = (query: SlotQuery) => {
    if (!query.date || (!query.time && !query.freeTimesFirst)) {
      latest.cancel();
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'checking' });
    latest.schedule(query, (result) => {
      if (!result?.ok) {
        setState({ status: 'error' });
        toast.error(t('slotCheckError'));
        return;
      }
      const { isAvailable, message, suggestions } = result.data;
      setState(query.time ? { status: isAvailable ? 'available' : 'unavailable', message, suggestions } : { status: 'free', suggestions });
    });
  };

  return { state, schedule };
}
