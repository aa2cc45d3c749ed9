'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { addWaitlistEntry, removeWaitlistEntry } from './data/staff-waitlist';
import { listWaitlistOfferTimes, offerWaitlistTime } from './data/hand-offers';
import { addWaitlistEntrySchema, offerWaitlistTimeSchema, removeWaitlistEntrySchema } from './schema';

// The staff's waitlist actions; the visitor's are in ./public-actions.ts.

const revalidate = ['/', '/simple-dashboard'] as const;

/** Staff add someone to a day's waitlist (the dashboard's day, on the phone too). */
export const addWaitlistEntryAction = authorizedAction({ name: 'addWaitlistEntry', schema: addWaitlistEntrySchema, revalidate, run: (caller, input) => addWaitlistEntry(caller, input) });

/** Staff remove someone from a day's waitlist (the dashboard's day). */
export const removeWaitlistEntryAction = authorizedAction({ name: 'removeWaitlistEntry', schema: removeWaitlistEntrySchema, revalidate, run: removeWaitlistEntry });

/** The times staff can offer a waiting entry by hand. */
export const waitlistOfferTimesAction = authorizedAction({ name: 'waitlistOfferTimes', schema: removeWaitlistEntrySchema, run: (caller, input) => listWaitlistOfferTimes(caller, input) });

/** Staff offer a waiting entry a time by hand: held for it and its offer sent, as a freed time is. */
export const offerWaitlistTimeAction = authorizedAction({ name: 'offerWaitlistTime', schema: offerWaitlistTimeSchema, revalidate, run: (caller, input) => offerWaitlistTime(caller, input) });
