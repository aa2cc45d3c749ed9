'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { addStaffMember, changeStaffRole, removeStaffMember, renameStaffMember, resetStaffPassword } from '@/features/staff/data/staff';
import { saveStylistSchedule, setStylistsEnabled } from '@/features/staff/data/stylist-schedule';
import { addMemberSchema, changeMemberRoleSchema, memberRefSchema, renameMemberSchema, stylistScheduleSchema, stylistsEnabledSchema } from './schema';

const STAFF_SCREEN = ['/admin/staff'];

/** Returns the one-time password once, for the owner to hand over; it is never shown again. */
export const addStaffMemberAction = authorizedAction({ name: 'addStaffMember', schema: addMemberSchema, revalidate: STAFF_SCREEN, run: addStaffMember });

export const renameStaffMemberAction = authorizedAction({ name: 'renameStaffMember', schema: renameMemberSchema, revalidate: STAFF_SCREEN, run: renameStaffMember });

export const changeStaffRoleAction = authorizedAction({ name: 'changeStaffRole', schema: changeMemberRoleSchema, revalidate: STAFF_SCREEN, run: changeStaffRole });

export const removeStaffMemberAction = authorizedAction({ name: 'removeStaffMember', schema: memberRefSchema, revalidate: STAFF_SCREEN, run: removeStaffMember });

/** A fresh one-time password, returned once like addStaffMember's. */
export const resetStaffPasswordAction = authorizedAction({ name: 'resetStaffPassword', schema: memberRefSchema, run: resetStaffPassword });

/** Hours, days off, services and bookable flag in one save; returns the coming appointments that no longer fit. */
export const saveStylistScheduleAction = authorizedAction({ name: 'saveStylistSchedule', schema: stylistScheduleSchema, revalidate: STAFF_SCREEN, run: saveStylistSchedule });

export const setStylistsEnabledAction = authorizedAction({ name: 'setStylistsEnabled', schema: stylistsEnabledSchema, revalidate: STAFF_SCREEN, run: setStylistsEnabled });
