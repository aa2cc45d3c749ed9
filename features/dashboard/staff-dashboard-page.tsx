import { ClientWords } from '@/components/i18n/client-words';
import { appointmentSalonOf } from './components/appointment-salon';
import { DashboardView } from './components/dashboard-view';
import { EmailToolsButton } from '@/features/appointments/components/email/email-tools-button';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadDashboard } from '@/features/dashboard/load-dashboard';

/** How often a visible dashboard asks the change feed whether anything moved: a booking shows within 5 s. */
const POLL_MS = 3_000;
/** A full re-read for what the change feed does not carry (services, settings). */
const REFRESH_MS = 5 * 60_000;

/** What the dashboard's browser code reads: its dialogs (Instagram import, Email Tools, the draft e-mail) and the shared words. */
const DASHBOARD_CLIENT_NAMESPACES = ['EmailTools', 'InstagramImport', 'Common'] as const;

/**
 * The staff dashboard of / and /simple-dashboard: staff and owners see their own salon; an
 * admin names one with ?salon= (checked against the salon list on the server).
 */
export async function StaffDashboardPage({ route, searchParams }: { route: '/' | '/simple-dashboard'; searchParams: SearchParams }) {
  const access = await guardPage(route, searchParams);
  if (!access.ok) return access.screen;
  const { date, view } = access.params;
  const data = await loadDashboard(access.caller, access.salon, { date, view });
  return access.frame(
    <ClientWords namespaces={DASHBOARD_CLIENT_NAMESPACES}>
      <DashboardView data={data} pollMs={POLL_MS} refreshMs={REFRESH_MS} />
    </ClientWords>,
    <ClientWords namespaces={['EmailTools', 'Common']}>
      <EmailToolsButton salon={appointmentSalonOf(data)} today={data.today} />
    </ClientWords>,
  );
}
