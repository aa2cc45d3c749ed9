import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { priceLabel } from '@/lib/format/money';

/** A service as the public booking page shows it. */
export type BookableService = {
  id: string;
  name: string;
  durationMinutes: number;
  priceLabel: string;
  category: string | null;
  tooltip: string | null;
};

type ServiceRow = {
  id: string;
  name: string;
  duration_minutes: number;
  price: string | number | null;
  category: string | null;
  tooltip: string | null;
  currency_code: string;
  currency_symbol: string;
  symbol_position: string;
  decimal_places: number;
  thousand_separator: string;
};

function toBookableService(row: ServiceRow): BookableService {
  return {
    id: row.id,
    name: row.name,
    durationMinutes: row.duration_minutes,
    priceLabel: priceLabel(row.price, row),
    category: row.category,
    tooltip: row.tooltip,
  };
}

/** Active services of an active salon with their currency, by category then name (spec point 7). */
export async function listBookableServices(salonId: string): Promise<BookableService[]> {
  const db = await getDb();
  const { rows } = await db.execute<ServiceRow>(sql`
    SELECT id, name, duration_minutes, price, category, tooltip, currency_code, currency_symbol,
           symbol_position, decimal_places, thousand_separator
    FROM services_with_currency
    WHERE salon_id = ${salonId} AND is_active
    ORDER BY category NULLS LAST, name`);
  return rows.map(toBookableService);
}

/** What slot generation needs to know about a salon. */
export type SchedulingSalon = { id: string; openingHours: unknown; timezone: string; daysOff: readonly string[]; stationsEnabled: boolean };

export type BookingSalon = SchedulingSalon & { name: string };

/**
 * An active salon and, when it is that salon's own active service, the service (else null):
 * one round trip for both.
 */
export async function findSalonAndService(
  salonId: string,
  serviceId: string,
): Promise<{ salon: BookingSalon; service: BookableService | null } | null> {
  const db = await getDb();
  const { rows } = await db.execute<
    { salon_id: string; salon_name: string; opening_hours: unknown; timezone: string; days_off: string[] | null; stations_enabled: boolean } & {
      [K in keyof ServiceRow]: ServiceRow[K] | null;
    }
  >(sql`
    SELECT s.id AS salon_id, s.name AS salon_name, s.opening_hours, s.timezone, s.days_off, s.stations_enabled,
           v.id, v.name, v.duration_minutes, v.price, v.category, v.tooltip, v.currency_code, v.currency_symbol,
           v.symbol_position, v.decimal_places, v.thousand_separator
    FROM salons s
    LEFT JOIN services_with_currency v ON v.id = ${serviceId} AND v.salon_id = s.id AND v.is_active
    WHERE s.id = ${salonId} AND s.is_active
    LIMIT 1`);
  const row = rows[0];
  if (!row) return null;
  const salon = {
    id: row.salon_id,
    name: row.salon_name,
    openingHours: row.opening_hours,
    timezone: row.timezone,
    daysOff: row.days_off ?? [],
    stationsEnabled: row.stations_enabled,
  };
  return { salon, service: row.id === null ? null : toBookableService(row as ServiceRow) };
}
