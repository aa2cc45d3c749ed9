import { AccessDenied } from '@/components/auth/access-denied';
import { SessionUnavailable } from '@/components/auth/session-unavailable';
import { appointmentSalonOf } from '@/components/dashboard/appointment-salon';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { QueryError } from '@/components/dashboard/query-error';
import { SalonPicker } from '@/components/dashboard/salon-picker';
import { EmailToolsButton } from '@/components/email/email-tools-button';
import { firstParam, workingSalon, type SearchParams } from '@/app/_shared/working-salon';
import { guardRoute } from '@/lib/auth/session';
import { callerOf } from '@/lib/data/access';
import { loadDashboard } from './load-dashboard';

/** How often an open dashboard re-reads its data (a new booking shows within a minute). */
const REFRESH_MS = 30_000;

/**
 * The staff dashboard of / and /simple-dashboard: staff and owners see their own salon; an
 * admin names one with ?salon= (checked against the salon list on the server).
 */
export async function StaffDashboardPage({ route, searchParams }: { route: '/' | '/simple-dashboard'; searchParams: SearchParams }) {
  const access = await guardRoute(route);
  if (access.status === 'unavailable') return <SessionUnavailable message={access.message} />;
  if (access.status === 'denied') return <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} />;
  const { user } = access;
  const caller = callerOf(user)!;
  const params = await searchParams;
  const working = await workingSalon(caller, firstParam(params.salon));
  const salon = working.kind === 'salon' ? working.salon : null;
  const choices = working.kind === 'error' ? null : working.choices;
  const data = salon && (await loadDashboard(caller, salon, { date: firstParam(params.date), view: firstParam(params.view) }));

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <DashboardHeader
        salonName={salon?.name ?? 'All salons'}
        fullName={user.fullName}
        email={user.email}
        role={user.role}
        salonPicker={choices && <SalonPicker salons={choices} value={salon?.id ?? null} />}
        emailTools={data && <EmailToolsButton salon={appointmentSalonOf(data)} today={data.today} />}
      />
      {working.kind === 'error' && <QueryError message={working.message} />}
      {data ? <DashboardView data={data} refreshMs={REFRESH_MS} /> : working.kind === 'choose' && <p className="text-muted-foreground">Choose a salon to see its day.</p>}
    </main>
  );
}
