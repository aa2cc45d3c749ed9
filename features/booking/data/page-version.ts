import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import type { BookingPageSalon } from '@/lib/net/page-cache.mjs';

/**
 * The version of what a public booking page shows (salons.page_version, bumped by triggers on
 * every change to it), or null for no active salon: server.mjs's page cache answers from memory
 * only while it is unchanged (lib/net/page-cache.mjs). One indexed row.
 */
export async function bookingPageVersion(salon: BookingPageSalon): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ version: salons.pageVersion })
    .from(salons)
    .where(and('demo' in salon ? eq(salons.id, DEMO_SALON_ID) : eq(salons.customSubdomain, salon.slug), eq(salons.isActive, true)))
    .limit(1);
  return row?.version ?? null;
}
