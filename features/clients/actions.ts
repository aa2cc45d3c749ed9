'use server';

import { ok } from '@/lib/result';
import { addClientNote, removeClientNote, setVisitNote, updateClientContact } from '@/features/clients/data/client-card';
import { clearNoShows, recordConsent } from '@/features/clients/data/client-care';
import { mergeClients, previewClientMerge } from '@/features/clients/data/client-merge';
import { eraseClient } from '@/features/clients/data/client-privacy';
import { clientConsentSchema, clientContactSchema, clientMergeSchema, clientNoteRemovalSchema, clientNoteSchema, clientRefSchema, visitNoteSchema } from '@/features/clients/schema';
import { authorizedAction } from '@/lib/server/authorized-action';

/** The Clients list and the appointment screens (they show the alerts); the card refreshes itself. */
const CLIENT_SCREENS = ['/admin/clients', '/', '/simple-dashboard', '/admin/appointments'];

/** The card's contact form: a taken e-mail (or name and phone) comes back as EMAIL_TAKEN / PHONE_NAME_TAKEN, nothing changed. */
export const updateClientContactAction = authorizedAction({ name: 'updateClientContact', schema: clientContactSchema, revalidate: CLIENT_SCREENS, run: updateClientContact });

/** Adds a lasting note or an alert to a client. */
export const addClientNoteAction = authorizedAction({ name: 'addClientNote', schema: clientNoteSchema, revalidate: CLIENT_SCREENS, run: addClientNote });

/** Removes a client's note or alert. */
export const removeClientNoteAction = authorizedAction({ name: 'removeClientNote', schema: clientNoteRemovalSchema, revalidate: CLIENT_SCREENS, run: removeClientNote });

/** Sets or clears a visit's technical note (the colour formula). */
export const setVisitNoteAction = authorizedAction({ name: 'setVisitNote', schema: visitNoteSchema, revalidate: CLIENT_SCREENS, run: setVisitNote });

/** What merging another client into this one would make (the merge, rolled back): nothing changes. */
export const previewClientMergeAction = authorizedAction({ name: 'previewClientMerge', schema: clientMergeSchema, run: previewClientMerge });

/** Merges another client of the salon into this one (staff and owners); the other record is deleted. */
export const mergeClientsAction = authorizedAction({ name: 'mergeClients', schema: clientMergeSchema, revalidate: CLIENT_SCREENS, run: mergeClients });

/** Erases the client (owners): an erasure renames the client's appointments, so every list that shows them reads again. */
export const eraseClientAction = authorizedAction({ name: 'eraseClient', schema: clientRefSchema, revalidate: CLIENT_SCREENS, run: async (caller, input) => ok(await eraseClient(caller, input)) });

// The card's no-show and consent panels refresh themselves (router.refresh); the Clients list is rendered per request.

/** Clears a client's no-shows for the salon's no-show policy (older ones stop counting). */
export const clearNoShowsAction = authorizedAction({ name: 'clearClientNoShows', schema: clientRefSchema, run: (caller, input) => clearNoShows(caller, input) });

/** Records a client's consent (reminders or marketing), or its withdrawal, in the ledger. */
export const recordConsentAction = authorizedAction({ name: 'recordClientConsent', schema: clientConsentSchema, run: (caller, input) => recordConsent(caller, input) });
