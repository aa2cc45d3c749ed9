'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { checkSlugDefinition, createSalonDefinition, deleteSalonsDefinition, updateSalonDefinition } from './action-definitions';

export const checkSlugAction = authorizedAction(checkSlugDefinition);
export const createSalonAction = authorizedAction(createSalonDefinition);
export const updateSalonAction = authorizedAction(updateSalonDefinition);
export const deleteSalonsAction = authorizedAction(deleteSalonsDefinition);
