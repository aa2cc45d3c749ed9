import { StaffScreen } from '@/features/staff/components/staff-screen';
import { listStaffMembers } from '@/features/staff/data/staff';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/staff', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon } = access;
  return access.frame(<StaffScreen salonId={salon.id} members={await listStaffMembers(caller, salon.id)} currentUserId={caller.userId} />);
}
