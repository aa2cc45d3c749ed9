import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { CookieJar } from '@/lib/auth/providers';
import { ACCOUNT_PATH, decideRoute, loginUrl, type GuardedRoute } from '@/lib/auth/route-rules';
import { currentUser, type CurrentUser } from '@/lib/auth/service';
import { BUSY_MESSAGE, classifyDbError, DATABASE_UNAVAILABLE_MESSAGE, loggableError } from '@/lib/server/db-errors';
import type { Role } from '@/lib/db/schema';

/** The request's cookies as a CookieJar. Setting cookies works in server actions and route handlers only. */
export async function nextCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      try {
        store.set(name, value, options);
      } catch {
        // Rendering a server component cannot set cookies; proxy.ts refreshes Supabase sessions.
      }
    },
  };
}

/**
 * The signed-in user, verified with the provider and read fresh from the database, once per
 * request; null without a valid session. Throws the database's error when it cannot answer.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => currentUser(await nextCookieJar()));

export type RouteAccess =
  | { status: 'allowed'; user: CurrentUser }
  | { status: 'denied'; user: CurrentUser; requiredRoles: readonly Role[] }
  | { status: 'unavailable'; message: string };

/**
 * The server-side check of a guarded route, independent of proxy.ts: signed-out users go
 * to sign-in (remembering the route, or `path`, the address of a route with a parameter), admins on / go to /admin, a member still on a one-time
 * password goes to /account, a wrong role is denied. When
 * the database cannot check the session the page shows the failure instead: the user is not
 * sent to sign-in and the session is left as it is.
 */
export async function guardRoute(route: GuardedRoute, path: string = route): Promise<RouteAccess> {
  let user: CurrentUser | null;
  try {
    user = await getCurrentUser();
  } catch (error) {
    const kind = classifyDbError(error);
    if (kind === 'unknown') throw error;
    console.error('[auth] checking the session failed', loggableError(error));
    return { status: 'unavailable', message: kind === 'busy' ? BUSY_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE };
  }
  const decision = decideRoute(route, user, path);
  if (decision.kind === 'redirect') redirect(decision.to);
  if (!user) redirect(loginUrl(path));
  // An owner handed this member a one-time password: they choose their own before anything else.
  if (user.mustChangePassword && route !== ACCOUNT_PATH) redirect(ACCOUNT_PATH);
  return decision.kind === 'deny' ? { status: 'denied', user, requiredRoles: decision.requiredRoles } : { status: 'allowed', user };
}
