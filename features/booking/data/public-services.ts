import 'server-only';
import type { SalonContact } from '@/lib/format/salon-contact';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pricedService, serviceView, type ServiceViewRow } from '@/lib/data-internal/services-view';
import { listSchedulingStylists } from '@/lib/data-internal/salon-stylists';
import { getDb } from '@/lib/db/client';
import { salons, servicesWithCurrency as view, users } from '@/lib/db/schema';
import { isGuid } from '@/lib/server/access';
import type { BookingRules, Segments } from '@/lib/scheduling';

/** A service as the public booking page shows it. */
export type BookableService = {
  id: string;
  name: string;
  durationMinutes: number;
  priceLabel: string;
  category: string | null;
  tooltip: string | null;
};

function toBookableService(row: ServiceViewRow): BookableService {
  const { id, name, durationMinutes, priceLabel, category, tooltip } = pricedService(row);
  // No price: the catalogues' words (PRICE_ON_REQUEST), which the booking page renders in the visitor's language.
  return { id, name, durationMinutes, priceLabel, category, tooltip };
}

/** Active services of an active salon with their currency, by category then name (spec point 7). */
export async function listBookableServices(salonId: string): Promise<BookableService[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(view)
    .where(and(eq(view.salonId, salonId), eq(view.isActive, true)))
    .orderBy(sql`${view.category} NULLS LAST`, asc(view.name));
  return rows.map(toBookableService);
}

/** What slot generation needs to know about a salon, with its booking rules (notice, horizon, change window). */
export type SchedulingSalon = BookingRules & {
  id: string;
  openingHours: unknown;
  timezone: string;
  daysOff: readonly string[];
  stationsEnabled: boolean;
  /** Visitors choose a stylist (or "Any stylist"); a time then needs a free, working stylist too. */
  stylistsEnabled: boolean;
};

/** The salon columns a SchedulingSalon (and its name) reads. */
export const schedulingSalonColumns = {
  id: salons.id,
  name: salons.name,
  openingHours: salons.openingHours,
  timezone: salons.timezone,
  daysOff: salons.daysOff,
  stationsEnabled: salons.stationsEnabled,
  stylistsEnabled: salons.stylistsEnabled,
  minNoticeMinutes: salons.minNoticeMinutes,
  bookingHorizonDays: salons.bookingHorizonDays,
  changeWindowHours: salons.changeWindowHours,
};

/** A salon's contact as its booking's messages sign with it. */
export const salonContactColumns = { name: salons.name, email: salons.email, phone: salons.phoneNumber, address: salons.address, city: salons.city, country: salons.country };

/** A salon as a booking needs it: its scheduling, and its name and contact for the booking's messages. */
export type BookingSalon = SchedulingSalon & { name: string; contact: SalonContact };

/** An active salon and, when it is that salon's own active service, the service (else null). */
export type SalonAndService = { salon: BookingSalon; service: (BookableService & Segments) | null };

/** findSalonAndService's row (also the booking gate's, booking-gate.ts) as a SalonAndService. */
export function toSalonAndService(row: { salon: SchedulingSalon & { name: string }; contact: SalonContact; service: ServiceViewRow | null }): SalonAndService {
  const salon = { ...row.salon, contact: row.contact };
  if (!row.service) return { salon, service: null };
  const { processingStartMinutes, processingMinutes, bufferMinutes } = row.service;
  return { salon, service: { ...toBookableService(row.service), processingStartMinutes, processingMinutes, bufferMinutes } };
}

/**
 * An active salon and, when it is that salon's own active service, the service (else null):
 * one round trip for both.
 */
export async function findSalonAndService(salonId: string, serviceId: string): Promise<SalonAndService | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      salon: schedulingSalonColumns,
      contact: salonContactColumns,
      service: serviceView,
    })
    .from(salons)
    .leftJoin(view, and(eq(view.id, serviceId), eq(view.salonId, salons.id), eq(view.isActive, true)))
    .where(and(eq(salons.id, salonId), eq(salons.isActive, true)))
    .limit(1);
  return row ? toSalonAndService(row) : null;
}

/** A salon as a booking staff make needs it (their own salon, open for online booking or not); null for an unknown id. */
export async function findBookingSalon(salonId: string): Promise<BookingSalon | null> {
  const db = await getDb();
  const [row] = await db.select({ salon: schedulingSalonColumns, contact: salonContactColumns }).from(salons).where(eq(salons.id, salonId)).limit(1);
  return row ? { ...row.salon, contact: row.contact } : null;
}

/**
 * A stylist as the public page offers them: their public id (users.public_id, never the user id,
 * which is the session's subject), a name and the services they do (none listed: every service),
 * never their hours.
 */
export type PublicStylist = { id: string; name: string; serviceIds: readonly string[] };

/** The stylists a visitor may choose, by name; none when the salon does not use stylists. */
export async function listPublicStylists(salon: { id: string; stylistsEnabled: boolean }): Promise<PublicStylist[]> {
  if (!salon.stylistsEnabled) return [];
  return (await listSchedulingStylists(salon.id)).map(({ publicId, name, serviceIds }) => ({ id: publicId, name, serviceIds }));
}

/**
 * The user id of the salon's bookable stylist a visitor chose by public id, or null (an unknown
 * id, another salon's stylist, a member who no longer takes bookings).
 */
export async function stylistOfPublicId(salonId: string, publicId: string): Promise<string | null> {
  if (!isGuid(publicId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.publicId, publicId), eq(users.salonId, salonId), eq(users.bookable, true), inArray(users.role, ['owner', 'staff'])))
    .limit(1);
  return row?.id ?? null;
}

/** One service of a visit the visitor asked for, with the stylist chosen (undefined: "Any stylist"). */
export type PlannedPart = { service: BookableService & Segments; stylistId?: string };

/**
 * The parts of a visit asked for: `first`, then the added services in order, each with the
 * stylist's public id at the same place (absent: "Any stylist"); a service that is not the
 * salon's active one, or a stylist who is not its bookable member, refuses the visit.
 */
export async function visitParts(
  salon: { id: string; stylistsEnabled: boolean },
  first: PlannedPart,
  added: { moreServiceIds: readonly string[]; moreStylistIds: readonly (string | undefined)[] },
): Promise<PlannedPart[] | 'SERVICE_UNAVAILABLE' | 'STYLIST_UNAVAILABLE'> {
  const more = await Promise.all(
    added.moreServiceIds.map(async (serviceId, i) => {
      const publicId = added.moreStylistIds[i];
      const [found, stylistId] = await Promise.all([
        findSalonAndService(salon.id, serviceId),
        salon.stylistsEnabled && publicId ? stylistOfPublicId(salon.id, publicId) : undefined,
      ]);
      if (!found?.service) return 'SERVICE_UNAVAILABLE' as const;
      return stylistId === null ? ('STYLIST_UNAVAILABLE' as const) : { service: found.service, stylistId };
    }),
  );
  const refused = more.find((part) => typeof part === 'string');
  return refused ?? [first, ...(more as PlannedPart[])];
}
