import 'server-only';
import type { ActionDefinition } from '@/lib/actions/authorized-action';
import { ok } from '@/lib/actions/result';
import { ADMIN_ONLY } from '@/lib/data/access';
import { createSalon, deleteSalons, findSlugConflict, updateSalon, type SavedSalon } from '@/lib/data/salon-admin';
import { salonFormSchema, salonIdsSchema, salonUpdateSchema, slugCheckSchema, type SlugConflict } from '@/lib/validation/salon';

// The salon actions' definitions, apart from their 'use server' wrappers (actions.ts) so that
// the integration tests run exactly these through runAuthorized with a chosen caller.

// The admin salons screen (/admin and /admin/salons) shows the same list.
const SALON_SCREENS = ['/admin', '/admin/salons'] as const;

/** The live slug check of the salon form (debounced by the form). */
export const checkSlugDefinition: ActionDefinition<typeof slugCheckSchema, SlugConflict | null> = {
  name: 'checkSlug',
  schema: slugCheckSchema,
  roles: ADMIN_ONLY,
  run: async (caller, input) => ok(await findSlugConflict(caller, input)),
};

export const createSalonDefinition: ActionDefinition<typeof salonFormSchema, SavedSalon> = {
  name: 'createSalon',
  schema: salonFormSchema,
  roles: ADMIN_ONLY,
  revalidate: SALON_SCREENS,
  run: createSalon,
};

export const updateSalonDefinition: ActionDefinition<typeof salonUpdateSchema, SavedSalon> = {
  name: 'updateSalon',
  schema: salonUpdateSchema,
  roles: ADMIN_ONLY,
  revalidate: SALON_SCREENS,
  run: updateSalon,
};

/** Delete (one id) and Bulk Delete (several): one transaction either way. */
export const deleteSalonsDefinition: ActionDefinition<typeof salonIdsSchema, { deleted: number }> = {
  name: 'deleteSalons',
  schema: salonIdsSchema,
  roles: ADMIN_ONLY,
  revalidate: SALON_SCREENS,
  run: (caller, input) => deleteSalons(caller, input.ids),
};
