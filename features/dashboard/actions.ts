'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { ok } from '@/lib/result';
import { latestChange, markChangesSeen } from '@/features/dashboard/data/appointment-changes';
import { changeFeedSchema, formatCursor } from './schema';

/** What an open dashboard polls: the newest change after its cursor ('txId.id'), or null. */
export const pollChangesAction = authorizedAction({
  name: 'pollChanges',
  schema: changeFeedSchema,
  run: async (caller, input) => {
    const latest = await latestChange(caller, input);
    return ok(latest && formatCursor(latest));
  },
});

/** 'Since you last looked' is seen up to the cursor the dashboard showed it with. */
export const markChangesSeenAction = authorizedAction({
  name: 'markChangesSeen',
  schema: changeFeedSchema,
  run: async (caller, input) => {
    await markChangesSeen(caller, input);
    return ok(null);
  },
});
