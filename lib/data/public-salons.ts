import 'server-only';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import { DEMO_SALON_NAME } from '@/lib/demo-salon';

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
  openingHours: salons.openingHours,
  timezone: salons.timezone,
  daysOff: salons.daysOff,
};

export type PublicSalon = NonNullable<Awaited<ReturnType<typeof findActiveSalonBySlug>>>;

/** An active salon by its public slug, or null. Cached per request (layout, metadata and page ask). */
export const findActiveSalonBySlug = cache(async (slug: string) => {
  const db = await getDb();
  const [salon] = await db
    .select(publicSalonColumns)
    .from(salons)
    .where(and(eq(salons.customSubdomain, slug), eq(salons.isActive, true)))
    .limit(1);
  return salon ?? null;
});

/**
 * The demo salon: the active salon named like the demo salon (case-insensitive), falling
 * back to any active salon (spec point 7, public lookup).
 */
export async function findDemoSalon(): Promise<PublicSalon | null> {
  const db = await getDb();
  const [byName] = await db
    .select(publicSalonColumns)
    .from(salons)
    .where(and(eq(salons.isActive, true), ilike(salons.name, DEMO_SALON_NAME.replace(/[\\%_]/g, '\\$&'))))
    .limit(1);
  if (byName) return byName;
  const [any] = await db
    .select(publicSalonColumns)
    .from(salons)
    .where(eq(salons.isActive, true))
    .orderBy(asc(salons.createdAt), sql`${salons.id}`)
    .limit(1);
  return any ?? null;
}
