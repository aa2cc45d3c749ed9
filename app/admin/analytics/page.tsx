import { SalonAreaPage } from '@/components/admin/salon-area-page';
import { AnalyticsView } from '@/components/analytics/analytics-view';
import type { SearchParams } from '@/app/_shared/working-salon';
import { loadAnalytics } from './load-analytics';

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <SalonAreaPage
      route="/admin/analytics"
      title="Analytics"
      searchParams={searchParams}
      render={async ({ caller, salon, params }) => <AnalyticsView {...await loadAnalytics(caller, salon, params)} />}
    />
  );
}
