'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { createService, deleteService, setServiceActive, updateService } from '@/features/services/data/service-admin';
import { serviceActiveSchema, serviceCreateSchema, serviceRefSchema, serviceUpdateSchema } from './schema';

// The public booking pages read services per request: only the area itself is cached.
const SERVICES_SCREEN = ['/admin/services'];

export const createServiceAction = authorizedAction({ name: 'createService', schema: serviceCreateSchema, revalidate: SERVICES_SCREEN, run: createService });

export const updateServiceAction = authorizedAction({ name: 'updateService', schema: serviceUpdateSchema, revalidate: SERVICES_SCREEN, run: updateService });

export const setServiceActiveAction = authorizedAction({ name: 'setServiceActive', schema: serviceActiveSchema, revalidate: SERVICES_SCREEN, run: setServiceActive });

export const deleteServiceAction = authorizedAction({ name: 'deleteService', schema: serviceRefSchema, revalidate: SERVICES_SCREEN, run: deleteService });
