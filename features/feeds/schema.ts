import { z } from 'zod';
import { FEED_SCOPES } from '@/lib/db/schema';

// Calendar feeds (issue 36, docs/decisions.md): what a feed holds and how its address looks.

/** A feed holds appointments and blocks from this many days ago … */
export const FEED_PAST_DAYS = 30;
/** … to this many days ahead. */
export const FEED_FUTURE_DAYS = 183;
/** A cancelled appointment stays in the feed (as CANCELLED) this long after its cancellation, then drops. */
export const FEED_CANCELLED_DAYS = 14;
/** How often a calendar app is asked to look again (REFRESH-INTERVAL). */
export const FEED_REFRESH_HOURS = 1;

/** The secret: 32 random bytes, base64url (256 bits). */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const FEED_PATH_PREFIX = '/feeds/';
export const FEED_FILE_SUFFIX = '.ics';

/** The address path of a feed's secret. */
export function feedPath(secret: string): string {
  return `${FEED_PATH_PREFIX}${secret}${FEED_FILE_SUFFIX}`;
}

/** The secret named by the last path segment ('<secret>.ics'); null when it cannot be one. */
export function secretOfFile(file: string): string | null {
  if (file.length !== 43 + FEED_FILE_SUFFIX.length || !file.endsWith(FEED_FILE_SUFFIX)) return null;
  const secret = file.slice(0, -FEED_FILE_SUFFIX.length);
  return FEED_SECRET_PATTERN.test(secret) ? secret : null;
}

/** Making or renewing one of the caller's own feed addresses. */
export const renewFeedSchema = z.object({ scope: z.enum(FEED_SCOPES) });
export type RenewFeedData = z.output<typeof renewFeedSchema>;

/** Feed requests per client address, counted before the secret is looked up (guessing costs the guesser). */
export const FEED_ADDRESS_RATE = { limit: 120, windowMs: 10 * 60_000 } as const;
/** Requests per feed: a calendar app asks every few minutes at most. */
export const FEED_RATE = { limit: 30, windowMs: 10 * 60_000 } as const;
