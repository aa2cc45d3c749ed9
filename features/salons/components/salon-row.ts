import type { SalonFormFields } from '@/lib/validation/salon';

/** One salon as the admin salons screen shows and edits it (derived fields computed by the page). */
export type AdminSalonRow = {
  id: string;
  name: string;
  /** custom_subdomain, else derived from the name (spec point 3). */
  slug: string;
  email: string | null;
  isActive: boolean;
  /** ISO time, for sorting. */
  updatedAt: string;
  /** 'Just now', 'N hours ago' or a date (spec point 2). */
  lastModified: string;
  form: SalonFormFields;
};
