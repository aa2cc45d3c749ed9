import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import { guardedRouteOf, ROUTE_HEADER, type GuardedRoute } from '@/lib/auth/route-rules';
import { getCurrentUser, guardRoute } from '@/lib/auth/session';
import { AuthProvider } from './auth-provider';

/** The guarded route this request opens, as proxy.ts named it; null when the proxy did not run. */
export async function requestedRoute(): Promise<GuardedRoute | null> {
  const route = (await headers()).get(ROUTE_HEADER);
  return route ? guardedRouteOf(route) : null;
}

/**
 * The guarded areas' layout. It checks the session and the role of the route being opened
 * before anything streams (the area's loading state sits below it), so that a dead session
 * answers a redirect status and a refused role 403 (app/forbidden.tsx). Pages check again
 * themselves: a request that skipped the proxy, and in-app navigations, which reuse this
 * layout, meet the page's guard. Then it hands the verified user to client components; a
 * session that could not be checked gets no user here, and the page's guard says why.
 */
export async function SessionLayout({ children }: { children: ReactNode }) {
  const route = await requestedRoute();
  if (route && (await guardRoute(route)).status === 'denied') forbidden();
  const user = await getCurrentUser().catch(() => null);
  return <AuthProvider user={user}>{children}</AuthProvider>;
}
