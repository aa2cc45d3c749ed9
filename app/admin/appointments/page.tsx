import { ClientWords } from '@/components/i18n/client-words';
import { AppointmentListView } from '@/features/appointments/components/appointment-list-view';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadAppointmentList } from '@/features/appointments/load-appointment-list';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/appointments', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(
    <ClientWords namespaces={['EmailTools', 'Common']}>
      <AppointmentListView {...await loadAppointmentList(access.caller, access.salon, access.params)} />
    </ClientWords>,
  );
}
