import { StaffDashboardPage, type DashboardSearchParams } from '../_dashboard/staff-dashboard-page';

export default function Page({ searchParams }: { searchParams: DashboardSearchParams }) {
  return <StaffDashboardPage route="/simple-dashboard" searchParams={searchParams} />;
}
