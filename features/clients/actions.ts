'use server';

import { clearNoShows, recordConsent } from '@/features/clients/data/client-care';
import { clientConsentSchema, clientRefSchema } from '@/features/clients/schema';
import { authorizedAction } from '@/lib/server/authorized-action';

// No revalidation: the card's panels refresh themselves (router.refresh), and the Clients list is
// rendered per request.

/** Clears a client's no-shows for the salon's no-show policy (older ones stop counting). */
export const clearNoShowsAction = authorizedAction({
  name: 'clearClientNoShows',
  schema: clientRefSchema,
  run: (caller, input) => clearNoShows(caller, input),
});

/** Records a client's consent (reminders or marketing), or its withdrawal, in the ledger. */
export const recordConsentAction = authorizedAction({
  name: 'recordClientConsent',
  schema: clientConsentSchema,
  run: (caller, input) => recordConsent(caller, input),
});
