'use server';

import { renewMyFeed } from '@/features/feeds/data/feed-addresses';
import { feedPath, renewFeedSchema } from '@/features/feeds/schema';
import { authorizedAction } from '@/lib/server/authorized-action';
import { appUrl } from '@/lib/server/app-url';
import { ok } from '@/lib/result';

/**
 * A new address for one of the caller's own calendar feeds (the first, or a replacement: the old
 * one answers 404 from now on). The address comes back this once: only its hash is kept.
 */
export const renewFeedAction = authorizedAction({
  name: 'renewFeed',
  schema: renewFeedSchema,
  revalidate: ['/account'],
  run: async (caller, input) => {
    const result = await renewMyFeed(caller, input);
    if (!result.ok) return result;
    const https = appUrl(feedPath(result.data.secret));
    return ok({ scope: result.data.scope, https, webcal: https.replace(/^https?:/, 'webcal:') });
  },
});
