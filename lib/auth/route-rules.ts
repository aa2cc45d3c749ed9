// Route access rules (spec points 2 and 6), shared by proxy.ts and the server-side guards.
// Pure: no Next, React or database imports.
import type { Role } from '@/lib/db/schema';
import { ADMIN_ONLY, MANAGER_ROLES, STAFF_ROLES } from '@/lib/server/roles';

export type { Role };

/** What the rules need to know about the signed-in user. */
export type RouteUser = { role: Role | null };

export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const ADMIN_HOME = '/admin';
export const HOME = '/';
/** The signed-in user's own account (password); a member on a one-time password is held here. */
export const ACCOUNT_PATH = '/account';

/**
 * The request header proxy.ts sets to the normalised path, so that the guarded layouts can
 * check the route before the page streams (layouts are not told their URL). Set by the proxy
 * on every request, so a browser cannot choose it; a request that skips the proxy still meets
 * the page's own guard.
 */
export const ROUTE_HEADER = 'x-salon-route';

/** Every guarded route of the spec and the roles allowed on it. */
export const GUARDED_ROUTES = {
  '/': STAFF_ROLES,
  '/simple-dashboard': STAFF_ROLES,
  '/salon-dashboard': STAFF_ROLES,
  '/admin': ADMIN_ONLY,
  '/admin/salons': ADMIN_ONLY,
  '/admin/services': MANAGER_ROLES,
  '/admin/staff': MANAGER_ROLES,
  '/admin/appointments': STAFF_ROLES,
  '/admin/clients': STAFF_ROLES,
  '/admin/messages': STAFF_ROLES,
  '/admin/analytics': MANAGER_ROLES,
  '/admin/settings': MANAGER_ROLES,
  '/account': STAFF_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type GuardedRoute = keyof typeof GUARDED_ROUTES;

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'deny'; requiredRoles: readonly Role[] };

const ALLOW: RouteDecision = { kind: 'allow' };

/** /login, /signup, the password reset pages, /book-luxury, anything under /book/ and the calendar feeds (their secret is the key) need no sign-in. */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === LOGIN_PATH ||
    pathname === SIGNUP_PATH ||
    pathname === '/forgot-password' ||
    pathname.startsWith('/reset-password/') ||
    pathname === '/book-luxury' ||
    pathname.startsWith('/book/') ||
    pathname.startsWith('/feeds/')
  );
}

export function isGuardedRoute(pathname: string): pathname is GuardedRoute {
  return Object.hasOwn(GUARDED_ROUTES, pathname);
}

/** A client's card (/admin/clients/<id>): the Clients screen's rule. */
const CLIENT_CARD = /^\/admin\/clients\/[^/]+$/;

/** The guarded route a (normalised) path opens: the route itself, or the screen a nested page belongs to; null for none. */
export function guardedRouteOf(path: string): GuardedRoute | null {
  if (isGuardedRoute(path)) return path;
  return CLIENT_CARD.test(path) ? '/admin/clients' : null;
}

/** Where a signed-in user starts: admins on /admin, everyone else on the dashboard. */
export function homeFor(user: RouteUser): string {
  return user.role === 'admin' ? ADMIN_HOME : HOME;
}

/** Trailing slashes do not make a different route ('/admin/' is '/admin'). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || HOME : pathname;
}

/** The sign-in URL that brings the user back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  const next = safeNextPath(returnTo);
  return next === HOME ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * Decides a request for `pathname` (without query). `returnTo` is what the user asked for
 * (path and query), remembered for after sign-in.
 */
export function decideRoute(pathname: string, user: RouteUser | null, returnTo: string = pathname): RouteDecision {
  const path = normalizePath(pathname);
  if (path === LOGIN_PATH || path === SIGNUP_PATH) return user ? { kind: 'redirect', to: homeFor(user) } : ALLOW;
  if (isPublicPath(path)) return ALLOW;
  const route = guardedRouteOf(path);
  if (!route) return { kind: 'redirect', to: HOME };
  if (!user) return { kind: 'redirect', to: loginUrl(returnTo) };
  if (path === HOME && user.role === 'admin') return { kind: 'redirect', to: ADMIN_HOME };
  const requiredRoles = GUARDED_ROUTES[route];
  return user.role && requiredRoles.includes(user.role) ? ALLOW : { kind: 'deny', requiredRoles };
}

const ORIGIN = 'http://local.invalid';

/**
 * The `next` parameter, if it is a same-origin relative path; otherwise '/'. What it returns
 * is judged after the URL parser has normalised it (dot segments collapsed, '%2e' read as
 * '.'): never protocol-relative ('//evil.com', also from '/.//evil.com' or '/a/..//evil.com'),
 * never with a backslash, absolute or with control characters, and never the sign-in or
 * sign-up screens.
 */
export function safeNextPath(next: string | null | undefined): string {
  // The parser reads '\' as '/' and drops tabs and newlines: refuse them before it can.
  if (!next?.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next)) return HOME;
  let parsed: URL;
  try {
    parsed = new URL(next, ORIGIN);
  } catch {
    return HOME;
  }
  const target = parsed.pathname + parsed.search;
  if (parsed.origin !== ORIGIN || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return HOME;
  const path = normalizePath(parsed.pathname);
  if (path === LOGIN_PATH || path === SIGNUP_PATH) return HOME;
  return target;
}

/** 'Required role: X or Y' (spec point 2), with the language's word for "or". */
export function describeRoles(roles: readonly string[], or = 'or'): string {
  return roles.join(` ${or} `);
}
