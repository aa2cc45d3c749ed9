import 'server-only';
import type { ComponentProps } from 'react';
import type { ServicesScreen } from '@/features/services/components/services-screen';
import type { Caller } from '@/lib/server/access';
import { listCurrencies } from '@/features/services/data/currencies';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { listOwnerServices, type OwnerService } from '@/features/services/data/service-admin';
import { listSalonStations } from '@/features/settings/data/stations';

/** The currency most of the salon's services use (new services start with it), else the forint. */
function usualCurrency(services: OwnerService[]): string {
  const counts = new Map<string, number>();
  for (const { currencyCode } of services) counts.set(currencyCode, (counts.get(currencyCode) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'HUF';
}

/** The Services area of a salon: its services, stations, categories and the currencies to pick from. */
export async function loadServices(caller: Caller, salon: SalonProfile): Promise<ComponentProps<typeof ServicesScreen>> {
  const [services, stations, currencies] = await Promise.all([listOwnerServices(caller, salon.id), listSalonStations(caller, salon.id), listCurrencies()]);
  return {
    salonId: salon.id,
    services,
    stations,
    currencies,
    categories: [...new Set(services.flatMap((service) => (service.category ? [service.category] : [])))],
    defaultCurrency: usualCurrency(services),
    bookingPath: salon.slug ? `/book/${salon.slug}` : null,
  };
}
