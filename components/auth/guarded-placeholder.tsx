import { guardRoute } from '@/lib/auth/session';
import type { GuardedRoute } from '@/lib/auth/route-rules';
import { AccessDenied } from './access-denied';
import { RoutePlaceholder } from './route-placeholder';

/** A guarded route whose screen comes later: the server-side check, then the placeholder. */
export async function GuardedPlaceholder({ route }: { route: GuardedRoute }) {
  const access = await guardRoute(route);
  if (access.status === 'denied') return <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} />;
  return <RoutePlaceholder route={route} user={access.user} />;
}
