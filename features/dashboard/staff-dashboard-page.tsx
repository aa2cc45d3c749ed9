import { appointmentSalonOf } from './components/appointment-salon';
import { DashboardView } from './components/dashboard-view';
import { EmailToolsButton } from '@/features/appointments/components/email/email-tools-button';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadDashboard } from '@/features/dashboard/load-dashboard';

/** How often an open dashboard re-reads its data: a new booking shows within a minute. */
const REFRESH_MS = 30_000;

/**
 * The staff dashboard of / and /simple-dashboard: staff and owners see their own salon; an
 * admin names one with ?salon= (checked against the salon list on the server).
 */
export async function StaffDashboardPage({ route, searchParams }: { route: '/' | '/simple-dashboard'; searchParams: SearchParams }) {
  const access = await guardPage(route, searchParams);
  if (!access.ok) return access.screen;
  const { date, view } = access.params;
  const data = await loadDashboard(access.caller, access.salon, { date, view });
  return access.frame(<DashboardView data={data} refreshMs={REFRESH_MS} />, <EmailToolsButton salon={appointmentSalonOf(data)} today={data.today} />);
}
