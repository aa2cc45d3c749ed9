import { SalonAreaPage } from '@/components/admin/salon-area-page';
import { AppointmentListView } from '@/components/appointments/appointment-list-view';
import type { SearchParams } from '@/app/_shared/working-salon';
import { loadAppointmentList } from './load-appointment-list';

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <SalonAreaPage
      route="/admin/appointments"
      title="Appointments"
      searchParams={searchParams}
      render={async ({ caller, salon, params }) => <AppointmentListView {...await loadAppointmentList(caller, salon, params)} />}
    />
  );
}
