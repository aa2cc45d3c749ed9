// The app shell's navigation entries (spec points 2 and 6). Pure: the shell and its tests import it.
import type { Role } from '@/lib/db/schema';
import { ADMIN_HOME, decideRoute, GUARDED_ROUTES, HOME, normalizePath, type GuardedRoute } from './route-rules';

export type NavLabel = 'Dashboard' | 'Salons' | 'Services' | 'Staff' | 'Appointments' | 'Clients' | 'Messages' | 'Analytics' | 'Settings';
/** `prefetch: false`: a page with no loading state, whose prefetch would load its code with every screen. */
export type NavEntry = { label: NavLabel; href: GuardedRoute; prefetch?: false };

/** The dashboard for a role that / sends elsewhere (admins): the same screen, for the chosen salon. */
const SALON_DASHBOARD = '/simple-dashboard';

const MANAGEMENT_ENTRIES: readonly NavEntry[] = [
  { label: 'Salons', href: '/admin/salons' },
  { label: 'Services', href: '/admin/services' },
  { label: 'Staff', href: '/admin/staff' },
  { label: 'Appointments', href: '/admin/appointments' },
  { label: 'Clients', href: '/admin/clients' },
  { label: 'Messages', href: '/admin/messages' },
  { label: 'Analytics', href: '/admin/analytics' },
  { label: 'Settings', href: '/admin/settings' },
];

/** Paths that show the same screen as an entry's own: the dashboard's two routes, /admin (the salons screen). */
const SAME_SCREEN: Partial<Record<NavLabel, readonly string[]>> = {
  Dashboard: [HOME, SALON_DASHBOARD],
  Salons: [ADMIN_HOME],
};

/**
 * The entries a role sees: those whose route lets the role in (GUARDED_ROUTES decides). The
 * Dashboard entry is / where the route rules let the role stay there, else /simple-dashboard
 * (an admin, whom / sends to /admin). Owners get no Salons entry although the spec lists it:
 * /admin/salons is admin-only, and a link to Access Denied helps no one (docs/decisions.md).
 */
export function appNavEntries(role: Role | null): NavEntry[] {
  if (!role) return [];
  // Both dashboards arrive whole, with no loading state (docs/decisions.md): not prefetched.
  const dashboard: NavEntry = { label: 'Dashboard', href: decideRoute(HOME, { role }).kind === 'allow' ? HOME : SALON_DASHBOARD, prefetch: false };
  return [dashboard, ...MANAGEMENT_ENTRIES].filter((entry) => GUARDED_ROUTES[entry.href].includes(role));
}

/**
 * An entry is highlighted when the path is its screen or lies below its path (whole segments:
 * /admin/staffing is not under /admin/staff). / is no prefix of anything.
 */
export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (path === entry.href || SAME_SCREEN[entry.label]?.includes(path)) return true;
  return entry.href !== HOME && path.startsWith(`${entry.href}/`);
}
