import { AppointmentListView } from '@/features/appointments/components/appointment-list-view';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadAppointmentList } from '@/features/appointments/load-appointment-list';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/appointments', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<AppointmentListView {...await loadAppointmentList(access.caller, access.salon, access.params)} />);
}
