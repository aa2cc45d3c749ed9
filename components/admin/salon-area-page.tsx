import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/auth/access-denied';
import { SessionUnavailable } from '@/components/auth/session-unavailable';
import { QueryError } from '@/components/dashboard/query-error';
import { SalonPicker } from '@/components/dashboard/salon-picker';
import { firstParam, workingSalon, type SearchParams } from '@/app/_shared/working-salon';
import { guardRoute } from '@/lib/auth/session';
import type { GuardedRoute } from '@/lib/auth/route-rules';
import type { CurrentUser } from '@/lib/auth/service';
import { callerOf, type Caller } from '@/lib/data/access';
import type { SalonProfile } from '@/lib/data/salons';

/** What an area's screen is rendered with: who asks, for which salon, with which search parameters. */
export type SalonAreaContext = {
  user: CurrentUser;
  caller: Caller;
  salon: SalonProfile;
  params: Record<string, string | undefined>;
};

type Props = {
  route: GuardedRoute;
  title: string;
  searchParams: SearchParams;
  render: (context: SalonAreaContext) => ReactNode | Promise<ReactNode>;
};

/**
 * The frame of an owner area (/admin/services, /staff, /appointments, /analytics, /settings):
 * the server-side route check, the salon it works on (owners and staff their own; an admin
 * picks one, kept in ?salon=), the title, then the area's screen for that salon.
 */
export async function SalonAreaPage({ route, title, searchParams, render }: Props) {
  const access = await guardRoute(route);
  if (access.status === 'unavailable') return <SessionUnavailable message={access.message} />;
  if (access.status === 'denied') return <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} />;
  const { user } = access;
  const caller = callerOf(user)!;
  const raw = await searchParams;
  const params = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, firstParam(value)]));
  const working = await workingSalon(caller, params.salon);
  const salon = working.kind === 'salon' ? working.salon : null;
  const choices = working.kind === 'error' ? null : working.choices;

  return (
    <main className="flex min-w-0 flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {salon && <p className="text-sm text-muted-foreground">{salon.name}</p>}
        </div>
        {choices && <SalonPicker salons={choices} value={salon?.id ?? null} />}
      </header>
      {working.kind === 'error' && <QueryError message={working.message} />}
      {working.kind === 'choose' && <p className="text-muted-foreground">Choose a salon to work on.</p>}
      {salon && (await render({ user, caller, salon, params }))}
    </main>
  );
}
