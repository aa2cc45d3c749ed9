import { SalonAreaPage } from '@/components/admin/salon-area-page';
import { StaffScreen } from '@/components/staff/staff-screen';
import type { SearchParams } from '@/app/_shared/working-salon';
import { listStaffMembers } from '@/lib/data/staff';

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <SalonAreaPage
      route="/admin/staff"
      title="Staff"
      searchParams={searchParams}
      render={async ({ caller, salon }) => (
        <StaffScreen salonId={salon.id} members={await listStaffMembers(caller, salon.id)} currentUserId={caller.userId} />
      )}
    />
  );
}
