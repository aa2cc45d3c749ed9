'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { createServiceDefinition, deleteServiceDefinition, setServiceActiveDefinition, updateServiceDefinition } from './action-definitions';

export const createServiceAction = authorizedAction(createServiceDefinition);
export const updateServiceAction = authorizedAction(updateServiceDefinition);
export const setServiceActiveAction = authorizedAction(setServiceActiveDefinition);
export const deleteServiceAction = authorizedAction(deleteServiceDefinition);
