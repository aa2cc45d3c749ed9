import 'server-only';
import type { ComponentProps } from 'react';
import type { ServicesScreen } from '@/features/services/components/services-screen';
import type { Caller } from '@/lib/server/access';
import { listCurrencies, type CurrencyChoice } from '@/features/services/data/currencies';
import type { Locale } from '@/lib/i18n/locale';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { listOwnerServices, type OwnerService } from '@/features/services/data/service-admin';
import { listSalonStations } from '@/features/settings/data/stations';

/** The currency most of the salon's services use (new services start with it), else the forint. */
function usualCurrency(services: OwnerService[]): string {
  const counts = new Map<string, number>();
  for (const { currencyCode } of services) counts.set(currencyCode, (counts.get(currencyCode) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'HUF';
}

/** A currency named in the member's language ('magyar forint'), else as the reference data names it. */
function inLanguage(currency: CurrencyChoice, names: Intl.DisplayNames): CurrencyChoice {
  const name = names.of(currency.code);
  return name && name !== currency.code ? { ...currency, name } : currency;
}

/** The Services area of a salon: its services, stations, categories and the currencies to pick from (named in `language`). */
export async function loadServices(caller: Caller, salon: SalonProfile, language: Locale): Promise<ComponentProps<typeof ServicesScreen>> {
  const [services, stations, currencies] = await Promise.all([listOwnerServices(caller, salon.id), listSalonStations(caller, salon.id), listCurrencies()]);
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  return {
    salonId: salon.id,
    services,
    stations,
    currencies: currencies.map((currency) => inLanguage(currency, names)),
    categories: [...new Set(services.flatMap((service) => (service.category ? [service.category] : [])))],
    defaultCurrency: usualCurrency(services),
    bookingPath: salon.slug ? `/book/${salon.slug}` : null,
  };
}
