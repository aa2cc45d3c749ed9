import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { calendarFeeds, type FeedScope } from '@/lib/db/schema';
import { AccessError, assertRole, type Caller } from '@/lib/server/access';
import { SALON_MEMBER_ROLES, STAFF_ROLES } from '@/lib/server/roles';
import { ok, type ActionResult } from '@/lib/result';
import type { RenewFeedData } from '@/features/feeds/schema';
import { feedSecretHash } from '@/features/feeds/data/feed-calendar';

// The caller's own calendar feed addresses (issue 36): a member's feed of their appointments and
// blocks, and an owner's of the whole salon. Always the caller's own rows, from the session.
// Only the secret's SHA-256 is stored: the address is shown once, when it is made or renewed.

/** When each of the caller's feed addresses was made; `salon` only for owners. Null for an admin. */
export type OwnFeeds = { member: Date | null; salon: Date | null; mayHaveSalonFeed: boolean };

export async function getMyFeeds(caller: Caller | null): Promise<OwnFeeds | null> {
  const { userId, role } = assertRole(caller, STAFF_ROLES);
  if (!SALON_MEMBER_ROLES.includes(role)) return null;
  const rows = await (await getDb())
    .select({ scope: calendarFeeds.scope, createdAt: calendarFeeds.createdAt, salonId: calendarFeeds.salonId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const made = (scope: FeedScope) => rows.find((row) => row.scope === scope && row.salonId === caller!.salonId)?.createdAt ?? null;
  const owner = role === 'owner';
  return { member: made('member'), salon: owner ? made('salon') : null, mayHaveSalonFeed: owner };
}

/**
 * A new secret for the caller's own feed of `scope` (made on first use): the old address stops
 * working at once. The salon's feed is for owners only. Returns the secret, this once.
 */
export async function renewMyFeed(caller: Caller | null, input: RenewFeedData): Promise<ActionResult<{ scope: FeedScope; secret: string }>> {
  const { userId, role, salonId } = assertRole(caller, SALON_MEMBER_ROLES);
  if (input.scope === 'salon' && role !== 'owner') throw new AccessError('FORBIDDEN');
  if (!salonId) throw new AccessError('FORBIDDEN');
  const secret = randomBytes(32).toString('base64url');
  const secretHash = feedSecretHash(secret);
  await (await getDb())
    .insert(calendarFeeds)
    .values({ userId, salonId, scope: input.scope, secretHash })
    .onConflictDoUpdate({ target: [calendarFeeds.userId, calendarFeeds.scope], set: { secretHash, salonId, createdAt: new Date() } });
  return ok({ scope: input.scope, secret });
}
