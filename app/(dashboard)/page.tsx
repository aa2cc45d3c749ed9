import type { SearchParams } from '@/lib/server/page-guard';
import { StaffDashboardPage } from '@/features/dashboard/staff-dashboard-page';

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StaffDashboardPage route="/" searchParams={searchParams} />;
}
