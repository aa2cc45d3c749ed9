'use client';

import dynamic from 'next/dynamic';

/**
 * The New appointment dialog, its code fetched the first time it is shown: the dashboard's
 * bundle is already heavy, and most visits book nothing.
 */
export const LazyNewAppointmentDialog = dynamic(() => import('./new-appointment-dialog').then((module) => module.NewAppointmentDialog), { ssr: false });
