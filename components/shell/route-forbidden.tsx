import { GUARDED_ROUTES } from '@/lib/auth/route-rules';
import { getCurrentUser } from '@/lib/auth/session';
import { AccessDenied } from './access-denied';
import { requestedRoute } from './session-layout';

/**
 * app/forbidden.tsx: Access Denied for the route the guarded layout refused, with 403. Next
 * renders it with every page (the root's fallback): outside the guarded routes, where nothing
 * is refused, it stays empty and looks no session up.
 */
export async function RouteForbidden() {
  const route = await requestedRoute();
  if (!route) return null;
  const user = await getCurrentUser().catch(() => null);
  return <AccessDenied requiredRoles={GUARDED_ROUTES[route]} role={user?.role ?? null} />;
}
