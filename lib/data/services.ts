import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { ServicePrice } from '@/lib/scheduling/calendar-stats';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from './access';

type PriceRow = {
  id: string;
  name: string;
  duration_minutes: number;
  price: string | number | null;
  currency_code: string;
  currency_symbol: string;
  symbol_position: string;
  decimal_places: number;
  thousand_separator: string;
  is_active: boolean;
};

/**
 * Every service of the caller's salon (or the admin's named one) with its currency, from
 * services_with_currency, to price appointments (spec point 7). Inactive services are
 * included (past appointments still point at them) and marked.
 */
export async function listServicePrices(caller: Caller | null, salonId?: string | null): Promise<(ServicePrice & { isActive: boolean })[]> {
  const id = scopedSalonId(caller, STAFF_ROLES, salonId);
  const db = await getDb();
  const { rows } = await db.execute<PriceRow>(sql`
    SELECT id, name, duration_minutes, price, currency_code, currency_symbol, symbol_position,
           decimal_places, thousand_separator, is_active
    FROM services_with_currency
    WHERE salon_id = ${id}
    ORDER BY category NULLS LAST, name`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    durationMinutes: Number(row.duration_minutes),
    price: row.price === null ? null : Number(row.price),
    isActive: row.is_active,
    currency: {
      currency_code: row.currency_code,
      currency_symbol: row.currency_symbol,
      symbol_position: row.symbol_position,
      decimal_places: Number(row.decimal_places),
      thousand_separator: row.thousand_separator,
    },
  }));
}
