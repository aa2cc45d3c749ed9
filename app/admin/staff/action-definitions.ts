import 'server-only';
import type { ActionDefinition } from '@/lib/actions/authorized-action';
import { MANAGER_ROLES } from '@/lib/data/access';
import { addStaffMember, changeStaffRole, removeStaffMember, renameStaffMember, resetStaffPassword, type NewStaffMember } from '@/lib/data/staff';
import { addMemberSchema, changeMemberRoleSchema, memberRefSchema, renameMemberSchema, type MemberRole } from '@/lib/validation/staff';

// The staff area's actions, apart from their 'use server' wrappers (actions.ts) so that the
// integration tests run exactly these through runAuthorized with a chosen caller.

const STAFF_SCREEN = ['/admin/staff'] as const;

/** Returns the one-time password once, for the owner to hand over; it is never shown again. */
export const addStaffMemberDefinition: ActionDefinition<typeof addMemberSchema, NewStaffMember> = {
  name: 'addStaffMember',
  schema: addMemberSchema,
  roles: MANAGER_ROLES,
  revalidate: STAFF_SCREEN,
  run: addStaffMember,
};

export const renameStaffMemberDefinition: ActionDefinition<typeof renameMemberSchema, { id: string; fullName: string }> = {
  name: 'renameStaffMember',
  schema: renameMemberSchema,
  roles: MANAGER_ROLES,
  revalidate: STAFF_SCREEN,
  run: renameStaffMember,
};

export const changeStaffRoleDefinition: ActionDefinition<typeof changeMemberRoleSchema, { id: string; role: MemberRole }> = {
  name: 'changeStaffRole',
  schema: changeMemberRoleSchema,
  roles: MANAGER_ROLES,
  revalidate: STAFF_SCREEN,
  run: changeStaffRole,
};

export const removeStaffMemberDefinition: ActionDefinition<typeof memberRefSchema, { unassigned: number }> = {
  name: 'removeStaffMember',
  schema: memberRefSchema,
  roles: MANAGER_ROLES,
  revalidate: STAFF_SCREEN,
  run: removeStaffMember,
};

export const resetStaffPasswordDefinition: ActionDefinition<typeof memberRefSchema, { oneTimePassword: string }> = {
  name: 'resetStaffPassword',
  schema: memberRefSchema,
  roles: MANAGER_ROLES,
  run: resetStaffPassword,
};
