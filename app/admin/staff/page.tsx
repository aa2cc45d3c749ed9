import { ClientWords } from '@/components/i18n/client-words';
import { StaffScreen } from '@/features/staff/components/staff-screen';
import { listStaffMembers } from '@/features/staff/data/staff';
import { getStylistSettings } from '@/features/staff/data/stylist-schedule';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/staff', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/staff', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon } = access;
  const [members, stylists] = await Promise.all([listStaffMembers(caller, salon.id), getStylistSettings(caller, salon.id)]);
  // The role pickers read the shell's role words.
  return access.frame(
    <ClientWords namespaces={['Staff', 'Shell', 'Common']}>
      <StaffScreen salonId={salon.id} members={members} currentUserId={caller.userId} stylists={stylists} />
    </ClientWords>,
  );
}
