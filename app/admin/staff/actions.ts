'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import {
  addStaffMemberDefinition,
  changeStaffRoleDefinition,
  removeStaffMemberDefinition,
  renameStaffMemberDefinition,
  resetStaffPasswordDefinition,
} from './action-definitions';

export const addStaffMemberAction = authorizedAction(addStaffMemberDefinition);
export const renameStaffMemberAction = authorizedAction(renameStaffMemberDefinition);
export const changeStaffRoleAction = authorizedAction(changeStaffRoleDefinition);
export const removeStaffMemberAction = authorizedAction(removeStaffMemberDefinition);
export const resetStaffPasswordAction = authorizedAction(resetStaffPasswordDefinition);
