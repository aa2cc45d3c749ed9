import type { Locale } from '@/lib/i18n/locale';
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import type { StoredSalonProfile } from '@/lib/validation/salon';
import { AccessError, assertRole, scopedSalonId, type Caller } from './access';
import { ADMIN_ONLY, STAFF_ROLES } from './roles';

/** A salon's id, public slug, name, contact details and hours: where the salons table and the Settings screen both start. */
export type SalonRecord = { id: string; slug: string | null } & StoredSalonProfile;

/** The columns of a SalonRecord (the slug is the custom subdomain). */
export const salonRecordColumns = {
  id: salons.id,
  name: salons.name,
  slug: salons.customSubdomain,
  openingHours: salons.openingHours,
  email: salons.email,
  phoneNumber: salons.phoneNumber,
  address: salons.address,
  city: salons.city,
  country: salons.country,
};

/**
 * A row of the admin salons table and everything its Edit dialog fills in (spec point 3;
 * the derived fields are computed by the screen).
 */
export type SalonSummary = SalonRecord & { isActive: boolean; updatedAt: Date };

/** Every salon, most recently changed first (spec point 7). Admins only. */
export async function listSalons(caller: Caller | null): Promise<SalonSummary[]> {
  assertRole(caller, ADMIN_ONLY);
  const db = await getDb();
  return db
    .select({ ...salonRecordColumns, isActive: salons.isActive, updatedAt: salons.updatedAt })
    .from(salons)
    .orderBy(desc(salons.updatedAt));
}

/** What the staff side needs to know about the salon it works on. */
export type SalonProfile = {
  id: string;
  name: string;
  slug: string | null;
  timezone: string;
  openingHours: unknown;
  daysOff: string[];
  stationsEnabled: boolean;
  /** Appointments name their stylist (bookable members with hours and services). */
  stylistsEnabled: boolean;
  /** The language of its messages to a client who chose none (a booking staff make starts in it). */
  defaultLanguage: Locale;
  /** How the salon signs its e-mails to customers. */
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
};

/** The caller's salon (staff, owner) or the named one (admin). */
export async function getSalonProfile(caller: Caller | null, salonId?: string | null): Promise<SalonProfile> {
  const id = scopedSalonId(caller, STAFF_ROLES, salonId);
  const db = await getDb();
  const [salon] = await db
    .select({
      id: salons.id,
      name: salons.name,
      slug: salons.customSubdomain,
      timezone: salons.timezone,
      openingHours: salons.openingHours,
      daysOff: salons.daysOff,
      stationsEnabled: salons.stationsEnabled,
      stylistsEnabled: salons.stylistsEnabled,
      defaultLanguage: salons.defaultLanguage,
      email: salons.email,
      phone: salons.phoneNumber,
      address: salons.address,
      city: salons.city,
      country: salons.country,
    })
    .from(salons)
    .where(eq(salons.id, id))
    .limit(1);
  if (!salon) throw new AccessError('NOT_FOUND');
  return salon;
}
