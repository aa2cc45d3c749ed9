import 'server-only';
import type { ActionDefinition } from '@/lib/actions/authorized-action';
import { MANAGER_ROLES } from '@/lib/data/access';
import { createService, deleteService, setServiceActive, updateService, type SavedService } from '@/lib/data/service-admin';
import { serviceActiveSchema, serviceCreateSchema, serviceRefSchema, serviceUpdateSchema } from '@/lib/validation/service';

// The services area's actions, apart from their 'use server' wrappers (actions.ts) so that the
// integration tests run exactly these through runAuthorized with a chosen caller.

// The public booking pages read services per request: only the area itself is cached.
const SERVICES_SCREEN = ['/admin/services'] as const;

export const createServiceDefinition: ActionDefinition<typeof serviceCreateSchema, SavedService> = {
  name: 'createService',
  schema: serviceCreateSchema,
  roles: MANAGER_ROLES,
  revalidate: SERVICES_SCREEN,
  run: createService,
};

export const updateServiceDefinition: ActionDefinition<typeof serviceUpdateSchema, SavedService> = {
  name: 'updateService',
  schema: serviceUpdateSchema,
  roles: MANAGER_ROLES,
  revalidate: SERVICES_SCREEN,
  run: updateService,
};

export const setServiceActiveDefinition: ActionDefinition<typeof serviceActiveSchema, SavedService> = {
  name: 'setServiceActive',
  schema: serviceActiveSchema,
  roles: MANAGER_ROLES,
  revalidate: SERVICES_SCREEN,
  run: setServiceActive,
};

export const deleteServiceDefinition: ActionDefinition<typeof serviceRefSchema, { kept: boolean }> = {
  name: 'deleteService',
  schema: serviceRefSchema,
  roles: MANAGER_ROLES,
  revalidate: SERVICES_SCREEN,
  run: deleteService,
};
