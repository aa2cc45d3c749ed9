// The owner's staff screen (issue 13 point 2), shared by its dialogs and the server actions. Pure.
import { z } from 'zod';
import { fullNameSchema, newAccountEmailSchema } from './auth';

/** The roles an owner hands out in a salon (admins are the platform's, not a salon's). */
export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const STAFF_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  lastOwner: "The salon's last owner cannot be removed or made staff. Make someone else an owner first.",
  removeSelf: 'You cannot remove your own account.',
  resetSelf: 'You cannot reset your own password here.',
  notFound: 'This person is not a member of this salon.',
  invalidRole: 'Choose owner or staff',
  tooManyPasswords: 'Too many accounts or passwords were made for this salon in the last hour. Please try again later.',
} as const;

/** Admins name the salon; owners may leave it out (their own). */
const salonId = z.guid().optional();
const userId = z.guid(STAFF_MESSAGES.notFound);
const role = z.enum(MEMBER_ROLES, { error: STAFF_MESSAGES.invalidRole });

export const addMemberSchema = z.object({ salonId, full_name: fullNameSchema, email: newAccountEmailSchema, role });
export const renameMemberSchema = z.object({ salonId, userId, full_name: fullNameSchema });
export const changeMemberRoleSchema = z.object({ salonId, userId, role });
/** Remove, or issue a new one-time password. */
export const memberRefSchema = z.object({ salonId, userId });

export type AddMemberData = z.output<typeof addMemberSchema>;
export type AddMemberValues = z.input<typeof addMemberSchema>;
