import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import { salonProfileColumns } from '@/lib/data-internal/salon-profile-columns';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import {
  SALON_MESSAGES,
  slugAlternatives,
  slugTakenByMessage,
  type SalonFormData,
  type SalonUpdateData,
  type SlugConflict,
} from '@/lib/validation/salon';
import { ADMIN_ONLY } from '@/lib/server/roles';
import { AccessError, assertRole, isGuid, type Caller } from '@/lib/server/access';
import { classifyDbError, constraintOf } from '@/lib/server/db-errors';

// The admin's writes on salons (spec points 2, 4, 5, 7). Slug uniqueness is the database's
// job (salons_custom_subdomain_key): the live check only helps the admin choose.

const SLUG_CONSTRAINT = 'salons_custom_subdomain_key';

export type SavedSalon = { id: string; name: string; slug: string | null };
export type SalonWriteResult = ActionResult<SavedSalon, 'SLUG_TAKEN'>;

const saved = { id: salons.id, name: salons.name, slug: salons.customSubdomain };

function columnsOf(data: SalonFormData) {
  return { ...salonProfileColumns(data), customSubdomain: data.custom_subdomain };
}

async function salonWithSlug(slug: string, excludeId?: string | null) {
  const db = await getDb();
  const [owner] = await db
    .select({ id: salons.id, name: salons.name })
    .from(salons)
    .where(and(eq(salons.customSubdomain, slug), excludeId && isGuid(excludeId) ? ne(salons.id, excludeId) : undefined))
    .limit(1);
  return owner ?? null;
}

/**
 * The live slug check (spec point 7): the other salon that has `slug`, with free
 * alternatives, or null. `excludeId` is the salon being edited.
 */
export async function findSlugConflict(caller: Caller | null, input: { slug: string; excludeId?: string | null }): Promise<SlugConflict | null> {
  assertRole(caller, ADMIN_ONLY);
  const owner = await salonWithSlug(input.slug, input.excludeId);
  if (!owner) return null;
  const candidates = slugAlternatives(input.slug);
  const db = await getDb();
  const taken = new Set(
    (await db.select({ slug: salons.customSubdomain }).from(salons).where(inArray(salons.customSubdomain, candidates))).map((row) => row.slug),
  );
  return {
    conflicting_salon_id: owner.id,
    conflicting_salon_name: owner.name,
    current_slug: input.slug,
    suggested_alternatives: candidates.filter((slug) => !taken.has(slug)),
  };
}

/** A lost race for a slug becomes 'Slug "{slug}" is already taken by "{salon}"'; anything else is rethrown. */
async function slugTakenFailure(error: unknown, slug: string): Promise<SalonWriteResult> {
  if (classifyDbError(error) !== 'unique' || constraintOf(error) !== SLUG_CONSTRAINT) throw error;
  const winner = await salonWithSlug(slug);
  return fail('SLUG_TAKEN', slugTakenByMessage(slug, winner?.name ?? slug), { custom_subdomain: SALON_MESSAGES.slugTaken });
}

/** Creates an active salon (spec point 4). */
export async function createSalon(caller: Caller | null, data: SalonFormData): Promise<SalonWriteResult> {
  assertRole(caller, ADMIN_ONLY);
  const db = await getDb();
  try {
    const [row] = await db
      .insert(salons)
      .values({ ...columnsOf(data), isActive: true })
      .returning(saved);
    return ok(row);
  } catch (error) {
    return slugTakenFailure(error, data.custom_subdomain);
  }
}

/** Saves the Edit dialog: every form field, the active flag and a fresh updated_at. */
export async function updateSalon(caller: Caller | null, data: SalonUpdateData): Promise<SalonWriteResult> {
  assertRole(caller, ADMIN_ONLY);
  if (!isGuid(data.id)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  let row: SavedSalon | undefined;
  try {
    [row] = await db
      .update(salons)
      .set({ ...columnsOf(data), isActive: data.is_active, updatedAt: sql`now()` })
      .where(eq(salons.id, data.id))
      .returning(saved);
  } catch (error) {
    return slugTakenFailure(error, data.custom_subdomain);
  }
  if (!row) throw new AccessError('NOT_FOUND');
  return ok(row);
}

/**
 * Deletes salons with everything that belongs to them — services, stations, appointments,
 * staff and owner profiles with their credentials and sessions (all ON DELETE CASCADE) — in
 * one statement, so one transaction: all of them or none. The demo salon (behind the demo
 * booking routes) and the admin's own salon are refused. Ids that no longer exist are
 * skipped; when none exists the call is NOT_FOUND.
 */
export async function deleteSalons(
  caller: Caller | null,
  ids: readonly string[],
): Promise<ActionResult<{ deleted: number }, 'DEMO_SALON' | 'OWN_SALON'>> {
  const admin = assertRole(caller, ADMIN_ONLY);
  if (ids.length === 0 || !ids.every(isGuid)) throw new AccessError('NOT_FOUND');
  if (ids.includes(DEMO_SALON_ID)) return fail('DEMO_SALON', SALON_MESSAGES.demoSalonProtected);
  if (admin.salonId && ids.includes(admin.salonId)) return fail('OWN_SALON', SALON_MESSAGES.ownSalonProtected);
  const db = await getDb();
  const deleted = await db.delete(salons).where(inArray(salons.id, [...ids])).returning({ id: salons.id });
  if (deleted.length === 0) throw new AccessError('NOT_FOUND');
  return ok({ deleted: deleted.length });
}
