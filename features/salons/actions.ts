'use server';

import { answering, authorizedAction } from '@/lib/server/authorized-action';
import { createSalon, deleteSalons, findSlugConflict, updateSalon } from '@/features/salons/data/salon-admin';
import { salonFormSchema, salonIdsSchema, salonUpdateSchema, slugCheckSchema } from '@/lib/validation/salon';

// The admin salons screen (/admin and /admin/salons) shows the same list.
const SALON_SCREENS = ['/admin', '/admin/salons'];

/** The live slug check of the salon form (debounced by the form). */
export const checkSlugAction = authorizedAction({ name: 'checkSlug', schema: slugCheckSchema, run: answering(findSlugConflict) });

export const createSalonAction = authorizedAction({ name: 'createSalon', schema: salonFormSchema, revalidate: SALON_SCREENS, run: createSalon });

export const updateSalonAction = authorizedAction({ name: 'updateSalon', schema: salonUpdateSchema, revalidate: SALON_SCREENS, run: updateSalon });

/** Delete (one id) and Bulk Delete (several): one transaction either way. */
export const deleteSalonsAction = authorizedAction({
  name: 'deleteSalons',
  schema: salonIdsSchema,
  revalidate: SALON_SCREENS,
  run: (caller, input) => deleteSalons(caller, input.ids),
});
