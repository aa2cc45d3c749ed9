import { AppointmentListView } from '@/components/appointments/appointment-list-view';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadAppointmentList } from './load-appointment-list';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/appointments', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<AppointmentListView {...await loadAppointmentList(access.caller, access.salon, access.params)} />);
}
