'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { removeWaitlistEntry } from './data/staff-waitlist';
import { removeWaitlistEntrySchema } from './schema';

// The staff's waitlist action; the visitor's are in ./public-actions.ts.

/** Staff remove someone from a day's waitlist (the dashboard's day). */
export const removeWaitlistEntryAction = authorizedAction({ name: 'removeWaitlistEntry', schema: removeWaitlistEntrySchema, revalidate: ['/', '/simple-dashboard'], run: removeWaitlistEntry });
