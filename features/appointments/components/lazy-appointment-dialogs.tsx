'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The appointment dialogs (details, edit form, e-mail draft), fetched when an appointment is pointed at or opened. */
export const LazyAppointmentDialogs = lazyDialog(() => import('./appointment-dialogs').then((module) => module.AppointmentDialogs));
