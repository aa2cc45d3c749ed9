import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AccessError, assertRole, type Caller } from '@/lib/server/access';
import { SALON_MEMBER_ROLES, STAFF_ROLES } from '@/lib/server/roles';
import { ok, type ActionResult } from '@/lib/result';
import type { EmailNotificationsData } from '@/features/account/schema';

// The caller's own "Email me about online bookings" (users.email_notifications): owners get a
// notice of every online booking and cancellation in their salon, a stylist of those with them
// (features/messages/data/outbox.ts salonNotice). Always the caller's own row, from the session.

export type OwnNotifications = {
  enabled: boolean;
  /** An owner's notices cover every online booking of the salon; a stylist's, their own. */
  allBookings: boolean;
};

/** The caller's notices setting; null for an admin, who belongs to no salon. */
export async function getMyEmailNotifications(caller: Caller | null): Promise<OwnNotifications | null> {
  const { userId, role } = assertRole(caller, STAFF_ROLES);
  if (!SALON_MEMBER_ROLES.includes(role)) return null;
  const [me] = await (await getDb()).select({ enabled: users.emailNotifications }).from(users).where(eq(users.id, userId));
  return me ? { enabled: me.enabled, allBookings: role === 'owner' } : null;
}

/** Switches the caller's own notices on or off. */
export async function setMyEmailNotifications(caller: Caller | null, input: EmailNotificationsData): Promise<ActionResult<{ enabled: boolean }>> {
  const { userId } = assertRole(caller, SALON_MEMBER_ROLES);
  const [row] = await (await getDb())
    .update(users)
    .set({ emailNotifications: input.enabled })
    .where(eq(users.id, userId))
    .returning({ enabled: users.emailNotifications });
  if (!row) throw new AccessError('FORBIDDEN');
  return ok(row);
}
