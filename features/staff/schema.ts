// The owner's staff screen, shared by its dialogs and the server actions. Pure.
import { z } from 'zod';
import { fullNameSchema, newAccountEmailSchema } from '@/lib/validation/auth';
import { guid, salonId } from '@/lib/validation/fields';

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

const userId = guid(STAFF_MESSAGES.notFound);
const role = z.enum(MEMBER_ROLES, { error: STAFF_MESSAGES.invalidRole });

export const addMemberSchema = z.object({ salonId, full_name: fullNameSchema, email: newAccountEmailSchema, role });
export const renameMemberSchema = z.object({ salonId, userId, full_name: fullNameSchema });
export const changeMemberRoleSchema = z.object({ salonId, userId, role });
/** Remove, or issue a new one-time password. */
export const memberRefSchema = z.object({ salonId, userId });

export type AddMemberData = z.output<typeof addMemberSchema>;
export type AddMemberValues = z.input<typeof addMemberSchema>;
