import { AppointmentListView } from '@/features/appointments/components/appointment-list-view';
import { ClientWords } from '@/components/i18n/client-words';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadAppointmentList } from '@/features/appointments/load-appointment-list';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/appointments', searchParams);
  if (!access.ok) return access.screen;
  // The appointment dialogs show the delivery log and the e-mail buttons (MessageLog).
  return access.frame(
    <ClientWords namespaces={['Appointments', 'MessageLog', 'Common']}>
      <AppointmentListView {...await loadAppointmentList(access.caller, access.salon, access.params)} />
    </ClientWords>,
  );
}
