import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { SALON_LIMITS, SLUG_PATTERN } from '@/lib/validation/salon';

/** The salon fields a visitor may see on the public booking page (spec point 7). */
const publicSalonColumns = {
  id: salons.id,
  name: salons.name,
  slug: salons.customSubdomain,
  description: salons.description,
  address: salons.address,
  city: salons.city,
  phoneNumber: salons.phoneNumber,
  email: salons.email,
  instagramUrl: salons.instagramUrl,
  stationsEnabled: salons.stationsEnabled,
  stylistsEnabled: salons.stylistsEnabled,
  openingHours: salons.openingHours,
  timezone: salons.timezone,
  daysOff: salons.daysOff,
  // The salon's booking rules (issue 22): the page offers only what the server accepts.
  minNoticeMinutes: salons.minNoticeMinutes,
  bookingHorizonDays: salons.bookingHorizonDays,
  changeWindowHours: salons.changeWindowHours,
  /** The salon's own terms, shown before Book and in the confirmation (plain text). */
  bookingPolicy: salons.bookingPolicy,
  /** The visitor's language when neither the link nor the browser names one. */
  defaultLanguage: salons.defaultLanguage,
};

export type PublicSalon = NonNullable<Awaited<ReturnType<typeof findActiveSalonBySlug>>>;

/**
 * An active salon by its public slug, or null. Cached per request (layout, metadata and page
 * ask). Anything that is no slug (a NUL, which Postgres refuses, or any other address junk)
 * is no salon, without a query.
 */
export const findActiveSalonBySlug = cache(async (slug: string) => {
  if (slug.length > SALON_LIMITS.slug || !SLUG_PATTERN.test(slug)) return null;
  const db = await getDb();
  const [salon] = await db
    .select(publicSalonColumns)
    .from(salons)
    .where(and(eq(salons.customSubdomain, slug), eq(salons.isActive, true)))
    .limit(1);
  return salon ?? null;
});

/**
 * The demo salon, by its fixed id (never by name: a salon someone else names "luxe beauty
 * studio" must not take over the demo routes). Null when it does not exist or is inactive.
 * Cached per request, as above.
 */
export const findDemoSalon = cache(async (): Promise<PublicSalon | null> => {
  const db = await getDb();
  const [salon] = await db
    .select(publicSalonColumns)
    .from(salons)
    .where(and(eq(salons.id, DEMO_SALON_ID), eq(salons.isActive, true)))
    .limit(1);
  return salon ?? null;
});
