import type { ReactNode } from 'react';
import { guardRoute } from '@/lib/auth/session';
import type { GuardedRoute } from '@/lib/auth/route-rules';
import type { CurrentUser } from '@/lib/auth/service';
import { AccessDenied } from './access-denied';
import { SessionUnavailable } from './session-unavailable';

/** A guarded route's page: the server-side check, then Access Denied or the screen for the user. */
export async function GuardedScreen({ route, render }: { route: GuardedRoute; render: (user: CurrentUser) => ReactNode | Promise<ReactNode> }) {
  const access = await guardRoute(route);
  if (access.status === 'unavailable') return <SessionUnavailable message={access.message} />;
  if (access.status === 'denied') return <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} />;
  return render(access.user);
}
