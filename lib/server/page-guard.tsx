import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { cache, type ReactNode } from 'react';
import { SalonAreaFrame } from '@/components/shell/salon-area-frame';
import { AccessDenied } from '@/components/shell/access-denied';
import { SessionUnavailable } from '@/components/shell/session-unavailable';
import { DashboardFrame } from '@/components/shell/dashboard-frame';
import { QueryError } from '@/components/ui/query-error';
import { SalonPicker } from '@/components/shell/salon-picker';
import { getTranslations } from 'next-intl/server';
import type { NavLabel } from '@/lib/auth/app-nav';
import { decideRoute, type GuardedRoute } from '@/lib/auth/route-rules';
import type { CurrentUser } from '@/lib/auth/service';
import { getCurrentUser, guardRoute } from '@/lib/auth/session';
import { callerOf, type Caller } from './access';
import type { SalonProfile } from './salon-profiles';
import { WORKING_SALON_COOKIE } from './salon-choice';
import { workingSalon } from './working-salon';

/** A page's search parameters as Next.js passes them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What a page renders instead of its screen: Access Denied, the admin's salon choice, a failed query. */
export type PageRefused = { ok: false; screen: ReactNode };
export type PageAccess = { ok: true; user: CurrentUser; caller: Caller };
export type SalonPageAccess = PageAccess & {
  salon: SalonProfile;
  /** The search parameters, first values only. */
  params: Record<string, string | undefined>;
  /** The page around the screen: its header with the salon (and the dashboard's `emailTools`). */
  frame: (screen: ReactNode, emailTools?: ReactNode) => ReactNode;
};

type FrameParts = { user: CurrentUser; salon: SalonProfile | null; salonPicker: ReactNode };
type SalonPageKind = { title: NavLabel; choose: 'chooseSalonForDay' | 'chooseSalonToWork'; frame: (parts: FrameParts, screen: ReactNode, emailTools?: ReactNode) => ReactNode };

const DASHBOARD: SalonPageKind = {
  title: 'Dashboard',
  choose: 'chooseSalonForDay',
  frame: ({ user, salon, salonPicker }, screen, emailTools) => (
    <DashboardFrame user={user} salonName={salon?.name ?? null} salonPicker={salonPicker} emailTools={emailTools}>
      {screen}
    </DashboardFrame>
  ),
};

const area = (title: NavLabel): SalonPageKind => ({
  title,
  choose: 'chooseSalonToWork',
  frame: ({ salon, salonPicker }, screen) => (
    <SalonAreaFrame title={title} salonName={salon?.name ?? null} salonPicker={salonPicker}>
      {screen}
    </SalonAreaFrame>
  ),
});

/** The pages that work on one salon, and how each frames its screen. */
const SALON_PAGES = {
  '/': DASHBOARD,
  '/simple-dashboard': DASHBOARD,
  '/admin/services': area('Services'),
  '/admin/staff': area('Staff'),
  '/admin/appointments': area('Appointments'),
  '/admin/clients': area('Clients'),
  '/admin/clients/[clientId]': area('Clients'),
  '/admin/analytics': area('Analytics'),
  '/admin/messages': area('Messages'),
  '/admin/settings': area('Settings'),
} as const satisfies Partial<Record<GuardedRoute, SalonPageKind>>;

export type SalonRoute = keyof typeof SALON_PAGES;

/**
 * The first call of every guarded page, independent of proxy.ts: signed-out users go to
 * sign-in, a wrong role gets Access Denied, a database that cannot answer the failure message.
 * With `searchParams`, the page works on one salon: staff and owners their own; an admin picks
 * one with ?salon=, which stays chosen across screens (until then, the picker is the screen).
 */
export async function guardPage(route: GuardedRoute): Promise<PageAccess | PageRefused>;
export async function guardPage(route: SalonRoute, searchParams: SearchParams, path?: string): Promise<SalonPageAccess | PageRefused>;
export async function guardPage(route: GuardedRoute, searchParams?: SearchParams, path?: string): Promise<PageAccess | SalonPageAccess | PageRefused> {
  const access = await guardRoute(route, path);
  if (access.status === 'unavailable') return { ok: false, screen: <SessionUnavailable message={access.message} /> };
  if (access.status === 'denied') return { ok: false, screen: <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} /> };
  const page: PageAccess = { ok: true, user: access.user, caller: callerOf(access.user)! };
  return searchParams ? salonPage(page, SALON_PAGES[route as SalonRoute], await searchParams) : page;
}

const firstValues = (raw: Awaited<SearchParams>) => Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));

/**
 * The salon a user's screen works on, once per request: the page and its tab title
 * (salonPageMetadata) ask with the same user (getCurrentUser is cached) and the same choice.
 * ?salon= wins when given; else the admin's last choice (proxy.ts remembers it).
 */
const workingSalonOf = cache(async (user: CurrentUser, salonParam: string | undefined) =>
  workingSalon(callerOf(user)!, salonParam ?? (await cookies()).get(WORKING_SALON_COOKIE)?.value),
);

/**
 * A salon page's tab title: its screen, then the salon it works on ('Appointments · Luxe
 * Beauty Studio'); the root layout adds the product's name. The salon is named only to a user
 * the page lets in; anyone else, or a failed read, gets the screen's name alone.
 */
export async function salonPageMetadata(route: SalonRoute, searchParams: SearchParams): Promise<Metadata> {
  const screen = (await getTranslations('Shell'))(`nav.${SALON_PAGES[route].title}`);
  try {
    const user = await getCurrentUser();
    if (!user || user.mustChangePassword || decideRoute(route, user).kind !== 'allow') return { title: screen };
    const working = await workingSalonOf(user, firstValues(await searchParams).salon);
    return { title: working.kind === 'salon' ? `${screen} · ${working.salon.name}` : screen };
  } catch {
    // The page itself shows why the database could not answer.
    return { title: screen };
  }
}

async function salonPage(page: PageAccess, kind: SalonPageKind, raw: Awaited<SearchParams>): Promise<SalonPageAccess | PageRefused> {
  const params = firstValues(raw);
  const working = await workingSalonOf(page.user, params.salon);
  const salon = working.kind === 'salon' ? working.salon : null;
  const choices = working.kind === 'error' ? null : working.choices;
  const parts = { user: page.user, salon, salonPicker: choices && <SalonPicker salons={choices} value={salon?.id ?? null} /> };
  const frame = (screen: ReactNode, emailTools?: ReactNode) => kind.frame(parts, screen, emailTools);
  if (working.kind === 'error') return { ok: false, screen: frame(<QueryError message={working.message} />) };
  if (working.kind === 'choose') return { ok: false, screen: frame(<p className="text-muted-foreground">{(await getTranslations('Shell'))(kind.choose)}</p>) };
  return { ...page, salon: working.salon, params, frame };
}
