'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAvailabilityAction } from '@/app/_actions/appointment-edit';

/** Waits this long after the last change of date or time before asking the server. */
export const SLOT_CHECK_DEBOUNCE_MS = 300;
export const SLOT_CHECK_ERROR = 'Error validating time slot. Please try again.';

export type SlotCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' | 'unavailable'; message: string; suggestions: string[] }
  | { status: 'error' };

/** Moving `appointmentId` to date and time; without a duration it keeps its length, without a station any suitable one will do. */
export type SlotQuery = {
  appointmentId: string;
  date: string;
  time: string;
  durationMinutes?: number | null;
  stationId?: string | null;
  serviceId?: string | null;
};

/**
 * Spec point 7's availability check for moving an appointment: `schedule(query)` on
 * every change; the answer for the latest one counts. A failed check marks the slot
 * unavailable (spec point 8) and says so.
 */
export function useSlotCheck(salonId: string, onError: (message: string) => void) {
  const [state, setState] = useState<SlotCheckState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback(
    ({ appointmentId, date, time, durationMinutes = null, stationId = null, serviceId = null }: SlotQuery) => {
      clearTimeout(timer.current);
      const request = ++latest.current;
      if (!date || !time) return setState({ status: 'idle' });
      setState({ status: 'checking' });
      timer.current = setTimeout(async () => {
        const input = { salonId, date, time, durationMinutes, excludeAppointmentId: appointmentId, stationId, serviceId };
        const result = await checkAvailabilityAction(input).catch(() => null);
        if (request !== latest.current) return;
        if (!result?.ok) {
          setState({ status: 'error' });
          onError(SLOT_CHECK_ERROR);
          return;
        }
        const { isAvailable, message, suggestions } = result.data;
        setState({ status: isAvailable ? 'available' : 'unavailable', message, suggestions });
      }, SLOT_CHECK_DEBOUNCE_MS);
    },
    [salonId, onError],
  );

  return { state, schedule };
}
