// The admin sidebar's entries (spec points 2 and 6). Pure: the shell and its tests import it.
import type { Role } from '@/lib/db/schema';
import { ADMIN_HOME, GUARDED_ROUTES, normalizePath, type GuardedRoute } from './route-rules';

export type AdminNavEntry = { label: string; href: GuardedRoute };

const ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Salons', href: '/admin/salons' },
  { label: 'Services', href: '/admin/services' },
  { label: 'Staff', href: '/admin/staff' },
  { label: 'Appointments', href: '/admin/appointments' },
  { label: 'Analytics', href: '/admin/analytics' },
  { label: 'Settings', href: '/admin/settings' },
];

/**
 * The entries a role sees: those whose route lets the role in. This follows the spec's
 * lists except that owners get no Salons entry, because /admin/salons is admin-only and a
 * link to Access Denied helps no one (docs/decisions.md).
 */
export function adminNavEntries(role: Role | null): AdminNavEntry[] {
  if (!role) return [];
  return ENTRIES.filter((entry) => GUARDED_ROUTES[entry.href].includes(role));
}

/**
 * An entry is highlighted when the path equals its path or lies below it (whole segments:
 * /admin/staffing is not under /admin/staff). /admin is the salons screen, so it lights Salons.
 */
export function isNavEntryActive(entry: AdminNavEntry, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (path === ADMIN_HOME) return entry.href === '/admin/salons';
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
