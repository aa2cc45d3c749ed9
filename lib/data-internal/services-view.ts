import 'server-only';
import { getViewSelectedFields } from 'drizzle-orm';
import { servicesWithCurrency } from '@/lib/db/schema';
import { priceLabel, type CurrencyInfo } from '@/lib/format/money';

// The one reading of the services_with_currency view (lib/db/schema.ts). Unscoped: the
// features' data functions decide whose services they read.

/** Every column of the view, for a nested selection: `db.select({ service: serviceView, … })`. */
export const serviceView = getViewSelectedFields(servicesWithCurrency);

export type ServiceViewRow = typeof servicesWithCurrency.$inferSelect;

/** A service with its currency and its price as shown ('9 000 Ft', or 'Price on request' when `price` is null). */
export type PricedService = {
  id: string;
  name: string;
  durationMinutes: number;
  price: number | null;
  category: string | null;
  tooltip: string | null;
  isActive: boolean;
  currency: CurrencyInfo;
  priceLabel: string;
};

export function pricedService(row: ServiceViewRow): PricedService {
  const currency: CurrencyInfo = {
    currency_code: row.currencyCode,
    currency_symbol: row.currencySymbol,
    symbol_position: row.symbolPosition,
    decimal_places: row.decimalPlaces,
    thousand_separator: row.thousandSeparator,
  };
  const { id, name, durationMinutes, price, category, tooltip, isActive } = row;
  return { id, name, durationMinutes, price, category, tooltip, isActive, currency, priceLabel: priceLabel(price, currency) };
}
