import { type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';
import { StaffDashboardPage } from '@/features/dashboard/staff-dashboard-page';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/simple-dashboard', searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StaffDashboardPage route="/simple-dashboard" searchParams={searchParams} />;
}
