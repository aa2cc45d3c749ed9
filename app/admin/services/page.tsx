import { SalonAreaPage } from '@/components/admin/salon-area-page';
import { ServicesScreen } from '@/components/services/services-screen';
import type { SearchParams } from '@/app/_shared/working-salon';
import { listCurrencies } from '@/lib/data/currencies';
import { listOwnerServices, type OwnerService } from '@/lib/data/service-admin';
import { listSalonStations } from '@/lib/data/stations';

/** The currency most of the salon's services use (new services start with it), else the forint. */
function usualCurrency(services: OwnerService[]): string {
  const counts = new Map<string, number>();
  for (const { currencyCode } of services) counts.set(currencyCode, (counts.get(currencyCode) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'HUF';
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <SalonAreaPage
      route="/admin/services"
      title="Services"
      searchParams={searchParams}
      render={async ({ caller, salon }) => {
        const [services, stations, currencies] = await Promise.all([
          listOwnerServices(caller, salon.id),
          listSalonStations(caller, salon.id),
          listCurrencies(),
        ]);
        const categories = [...new Set(services.flatMap((service) => (service.category ? [service.category] : [])))];
        return (
          <ServicesScreen
            salonId={salon.id}
            services={services}
            stations={stations}
            currencies={currencies}
            categories={categories}
            defaultCurrency={usualCurrency(services)}
            bookingPath={salon.slug ? `/book/${salon.slug}` : null}
          />
        );
      }}
    />
  );
}
