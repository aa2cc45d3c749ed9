import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/auth/access-denied';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { QueryError } from '@/components/dashboard/query-error';
import { SalonPicker } from '@/components/dashboard/salon-picker';
import { guardRoute } from '@/lib/auth/session';
import { callerOf } from '@/lib/data/access';
import { loggableError } from '@/lib/data/db-errors';
import { getSalonProfile, listSalons } from '@/lib/data/salons';
import { loadDashboard } from './load-dashboard';

export type DashboardSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** How often an open dashboard re-reads its data (issue 10 point 5: a new booking shows within a minute). */
const REFRESH_MS = 30_000;

/** Salons an admin can pick from, or the spec's message when they cannot be read. */
async function adminSalons(caller: NonNullable<ReturnType<typeof callerOf>>) {
  try {
    return { ok: true as const, salons: await listSalons(caller) };
  } catch (error) {
    console.error('[dashboard] Failed to fetch salons', loggableError(error));
    return { ok: false as const, message: 'Failed to fetch salons' };
  }
}

/**
 * The staff dashboard of / and /simple-dashboard: staff and owners see their own salon; an
 * admin names one with ?salon= (checked against the salon list on the server).
 */
export async function StaffDashboardPage({ route, searchParams }: { route: '/' | '/simple-dashboard'; searchParams: DashboardSearchParams }) {
  const access = await guardRoute(route);
  if (access.status === 'denied') return <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} />;
  const { user } = access;
  const caller = callerOf(user)!;
  const params = await searchParams;

  let salonId: string | null = null;
  let picker: ReactNode = null;
  let pickerError: string | null = null;
  if (user.role === 'admin') {
    const listed = await adminSalons(caller);
    const wanted = first(params.salon);
    if (listed.ok) {
      salonId = listed.salons.find((salon) => salon.id === wanted)?.id ?? null;
      picker = <SalonPicker salons={listed.salons.map(({ id, name }) => ({ id, name }))} value={salonId} />;
    } else pickerError = listed.message;
  }
  const salon = user.role !== 'admin' || salonId ? await getSalonProfile(caller, salonId) : null;
  const data = salon && (await loadDashboard(caller, salon, { date: first(params.date), view: first(params.view) }));

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <DashboardHeader salonName={salon?.name ?? 'All salons'} fullName={user.fullName} email={user.email} role={user.role} salonPicker={picker} />
      {pickerError && <QueryError message={pickerError} />}
      {data ? <DashboardView data={data} refreshMs={REFRESH_MS} /> : !pickerError && <p className="text-muted-foreground">Choose a salon to see its day.</p>}
    </main>
  );
}
