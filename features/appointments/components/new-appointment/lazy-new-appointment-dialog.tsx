'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The New appointment dialog, its form's code fetched on the trigger's hover or focus, or on opening. */
export const LazyNewAppointmentDialog = lazyDialog(() => import('./new-appointment-dialog').then((module) => module.NewAppointmentDialog));
