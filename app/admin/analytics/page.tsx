import { AnalyticsView } from '@/features/analytics/components/analytics-view';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';
import { loadAnalytics } from '@/features/analytics/load-analytics';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/analytics', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/analytics', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<AnalyticsView {...await loadAnalytics(access.caller, access.salon, access.params)} />);
}
