import { AnalyticsView } from '@/features/analytics/components/analytics-view';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadAnalytics } from '@/features/analytics/load-analytics';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/analytics', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<AnalyticsView {...await loadAnalytics(access.caller, access.salon, access.params)} />);
}
