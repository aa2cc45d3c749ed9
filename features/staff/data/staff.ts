import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { generateOneTimePassword } from '@/lib/auth/one-time-password';
import { authProvider } from '@/lib/auth/providers';
import { requirePasswordChange } from '@/lib/auth/store';
import { getDb, type Tx } from '@/lib/db/client';
import { salons, users } from '@/lib/db/schema';
import { MEMBER_ROLES, STAFF_MESSAGES, type AddMemberData, type MemberRole } from '@/features/staff/schema';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { AccessError, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { classifyDbError } from '@/lib/server/db-errors';
import { hitRateLimit, type RateLimitRule } from '@/lib/server/rate-limit';
import { appointmentsToMove, comingAppointmentsOf, type AppointmentsToMove } from '@/lib/data-internal/appointments-to-move';
import { stylistHoursSql, stylistServiceIdsSql } from '@/lib/data-internal/salon-stylists';
import type { WorkingSpan } from '@/lib/scheduling';
import { INVITATION_LINK_DAYS, inviteMember, membersAreInvited } from '@/features/auth/data/password-resets';

// The owner's staff area: the salon's owners and staff, on the caller's
// salon (owners) or the named one (admins). Admin accounts are never members of this list.

export type { AppointmentsToMove };


export type StaffMember = {
  id: string;
  fullName: string | null;
  email: string;
  role: MemberRole;
  /** Their appointments still to come (not cancelled): what becomes unassigned if they go. */
  upcomingAppointments: number;
  /** Takes appointments (a stylist); their week, days off ('yyyy-MM-dd') and services (none: every service). */
  bookable: boolean;
  hours: WorkingSpan[];
  daysOff: string[];
  serviceIds: string[];
};

const isMember = inArray(users.role, [...MEMBER_ROLES]);

/**
 * New accounts and new passwords per salon: each hashes a password (scrypt, ~100 ms and 32 MiB),
 * so a stolen owner session cannot keep the server busy with them. A real salon stays far below.
 */
export const ONE_TIME_PASSWORD_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

async function passwordAllowed(salonId: string): Promise<boolean> {
  return (await hitRateLimit('one-time-password', salonId, ONE_TIME_PASSWORD_LIMIT)).allowed;
}

/** The salon's owners and staff, owners first, then by name. */
export async function listStaffMembers(caller: Caller | null, salonId?: string | null): Promise<StaffMember[]> {
  const id = scopedSalonId(caller, MANAGER_ROLES, salonId);
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      upcomingAppointments: sql<number>`(SELECT count(*) FROM appointments a WHERE a.staff_id = users.id AND a.status <> 'cancelled' AND a.end_time > now())`.mapWith(Number),
      bookable: users.bookable,
      hours: stylistHoursSql,
      daysOff: users.daysOff,
      serviceIds: stylistServiceIdsSql,
    })
    .from(users)
    .where(and(eq(users.salonId, id), isMember))
    .orderBy(sql`${users.role} = 'owner' DESC`, asc(users.fullName), asc(users.email));
  return rows as StaffMember[];
}

/**
 * The member added and how they get in: the one-time password, returned once for the owner to
 * hand over; or, where members are invited by e-mail (membersAreInvited), null and the days the
 * e-mailed link works.
 */
export type NewStaffMember = { id: string; fullName: string; email: string; role: MemberRole } & (
  | { oneTimePassword: string; invitationDays: null }
  | { oneTimePassword: null; invitationDays: number }
);

/**
 * Creates the member's account with a one-time password (stored only as a hash, or at Supabase
 * Auth). Where SMTP is set and accounts are built-in, the member is e-mailed an invitation with a
 * set-password link instead, and the password, which nobody sees, is never used; else it is
 * returned once for the owner to hand over. A taken e-mail is a field error.
 */
export async function addStaffMember(caller: Caller | null, data: AddMemberData): Promise<ActionResult<NewStaffMember, 'EMAIL_TAKEN' | 'RATE_LIMITED'>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, data.salonId);
  if (!(await passwordAllowed(salonId))) return fail('RATE_LIMITED', STAFF_MESSAGES.tooManyPasswords);
  const oneTimePassword = generateOneTimePassword();
  let created;
  try {
    created = await authProvider().createMember({ email: data.email, fullName: data.full_name, role: data.role, salonId }, oneTimePassword);
  } catch (error) {
    // An admin naming a salon that does not exist.
    if (classifyDbError(error) === 'foreign-key') throw new AccessError('NOT_FOUND');
    throw error;
  }
  if (!created.ok) return fail('EMAIL_TAKEN', STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });
  const added = { id: created.data.userId, fullName: data.full_name, email: data.email, role: data.role };
  if (!membersAreInvited()) return ok({ ...added, oneTimePassword, invitationDays: null });
  const [salon] = await (await getDb()).select({ name: salons.name }).from(salons).where(eq(salons.id, salonId));
  await inviteMember({ userId: added.id, email: added.email, fullName: added.fullName, salonName: salon.name });
  return ok({ ...added, oneTimePassword: null, invitationDays: INVITATION_LINK_DAYS });
}

type MemberRef = { salonId?: string; userId: string };

export async function renameStaffMember(caller: Caller | null, input: MemberRef & { full_name: string }): Promise<ActionResult<{ id: string; fullName: string }>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  if (!isGuid(input.userId)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ fullName: input.full_name })
    .where(and(eq(users.id, input.userId), eq(users.salonId, salonId), isMember))
    .returning({ id: users.id, fullName: users.fullName });
  if (!row) throw new AccessError('NOT_FOUND');
  return ok({ id: row.id, fullName: row.fullName ?? input.full_name });
}

/**
 * The member, with the salon's owners locked (in id order) for the rest of the transaction:
 * changes of ownership in one salon run one after another, so two owners demoting each other
 * at once cannot leave the salon without one. `otherOwners` counts the owners besides them.
 */
async function lockMember(tx: Tx, salonId: string, userId: string) {
  if (!isGuid(userId)) throw new AccessError('NOT_FOUND');
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.salonId, salonId), eq(users.role, 'owner')))
    .orderBy(asc(users.id))
    .for('update');
  const [member] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.salonId, salonId), isMember))
    .for('update');
  if (!member) throw new AccessError('NOT_FOUND');
  return { role: member.role as MemberRole, otherOwners: owners.filter((owner) => owner.id !== userId).length };
}

const lastOwner = () => fail('LAST_OWNER', STAFF_MESSAGES.lastOwner);

/** Makes a member owner or staff; the salon's last owner stays an owner. */
export async function changeStaffRole(caller: Caller | null, input: MemberRef & { role: MemberRole }): Promise<ActionResult<{ id: string; role: MemberRole }, 'LAST_OWNER'>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, salonId, input.userId);
    if (member.role === 'owner' && input.role !== 'owner' && member.otherOwners === 0) return lastOwner();
    await tx.update(users).set({ role: input.role }).where(eq(users.id, input.userId));
    return ok({ id: input.userId, role: input.role });
  });
}

/**
 * Removes a member: their profile and account go; their appointments stay, unassigned
 * (appointments.staff_id is set null), and the coming ones are listed for the owner to give
 * someone. Refused for the caller's own account and for the salon's last owner.
 */
export async function removeStaffMember(
  caller: Caller | null,
  input: MemberRef,
): Promise<ActionResult<{ unassigned: number; toMove: AppointmentsToMove }, 'LAST_OWNER' | 'REMOVE_SELF'>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  if (input.userId === caller?.userId) return fail('REMOVE_SELF', STAFF_MESSAGES.removeSelf);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const member = await lockMember(tx, salonId, input.userId);
    if (member.role === 'owner' && member.otherOwners === 0) return lastOwner();
    const coming = await comingAppointmentsOf(tx, input.userId);
    const [salon] = await tx.select({ timezone: salons.timezone }).from(salons).where(eq(salons.id, salonId));
    await tx.delete(users).where(eq(users.id, input.userId));
    return ok({ unassigned: coming.length, toMove: appointmentsToMove(coming, salon.timezone, () => 'noStylist') });
  });
  if (result.ok) await authProvider().deleteMemberAccount(input.userId);
  return result;
}

/** A new one-time password for a member who lost theirs; their sessions end. Not for the caller's own account. */
export async function resetStaffPassword(caller: Caller | null, input: MemberRef): Promise<ActionResult<{ oneTimePassword: string }, 'RESET_SELF' | 'RATE_LIMITED'>> {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, input.salonId);
  if (input.userId === caller?.userId) return fail('RESET_SELF', STAFF_MESSAGES.resetSelf);
  if (!isGuid(input.userId)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.salonId, salonId), isMember));
  if (!member) throw new AccessError('NOT_FOUND');
  if (!(await passwordAllowed(salonId))) return fail('RATE_LIMITED', STAFF_MESSAGES.tooManyPasswords);
  const oneTimePassword = generateOneTimePassword();
  // Flagged first: a failure in between asks for a new password too early, never too late.
  await requirePasswordChange(member.id);
  await authProvider().setMemberPassword(member.id, oneTimePassword);
  return ok({ oneTimePassword });
}
