// The dashboard's Quick Actions links to the salon's other screens. Pure.
import type { Role } from '@/lib/db/schema';
import { GUARDED_ROUTES, type GuardedRoute } from '@/lib/auth/route-rules';

export type QuickLink = { label: 'viewReports' | 'manageSettings' | 'customerList'; href: GuardedRoute };

const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'viewReports', href: '/admin/analytics' },
  { label: 'manageSettings', href: '/admin/settings' },
  { label: 'customerList', href: '/admin/clients' },
];

/** The links the role may follow (GUARDED_ROUTES decides): staff get the client list only, no link to Access Denied. */
export function quickLinksFor(role: Role | null): QuickLink[] {
  return role ? QUICK_LINKS.filter((link) => GUARDED_ROUTES[link.href].includes(role)) : [];
}
