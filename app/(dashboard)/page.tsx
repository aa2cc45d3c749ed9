import { type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';
import { StaffDashboardPage } from '@/features/dashboard/staff-dashboard-page';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/', searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <StaffDashboardPage route="/" searchParams={searchParams} />;
}
