import { ClientWords } from '@/components/i18n/client-words';
import { AppointmentListView } from '@/features/appointments/components/appointment-list-view';
import { APPOINTMENTS_CLIENT_NAMESPACES } from '@/features/appointments/components/client-namespaces';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';
import { loadAppointmentList } from '@/features/appointments/load-appointment-list';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/appointments', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/appointments', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(
    <ClientWords namespaces={APPOINTMENTS_CLIENT_NAMESPACES}>
      <AppointmentListView {...await loadAppointmentList(access.caller, access.salon, access.params)} />
    </ClientWords>,
  );
}
