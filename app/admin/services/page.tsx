import { SalonAreaPage } from '@/components/admin/salon-area-page';
import type { SearchParams } from '@/app/_shared/working-salon';

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <SalonAreaPage
      route="/admin/services"
      title="Services"
      searchParams={searchParams}
      render={({ salon }) => <p className="text-muted-foreground">The services of {salon.name} come next.</p>}
    />
  );
}
