import { NextResponse, type NextRequest } from 'next/server';
import { authProvider, type CookieJar, type CookieOptions } from '@/lib/auth/providers';
import { decideRoute, isPublicPath, LOGIN_PATH, ROUTE_HEADER, routeOf, SIGNUP_PATH, type RouteDecision, type RouteUser } from '@/lib/auth/route-rules';
import { isLocale, LANG_HEADER, LANG_PARAM } from '@/lib/i18n/locale';
import { refuseActionBody } from '@/lib/server/action-body';
import { contentSecurityPolicy, newNonce } from '@/lib/server/content-security-policy';
import { loggableError } from '@/lib/server/db-errors';
import { salonChoiceOf, WORKING_SALON_COOKIE, WORKING_SALON_COOKIE_OPTIONS } from '@/lib/server/salon-choice';

/**
 * First-line route guard (spec points 2 and 6): early redirects and role routing from the
 * session claims, and Supabase session refresh. Never the only guard: every page, layout
 * and server action checks the session and role again on the server. Also gives every
 * response its Content-Security-Policy with a fresh nonce; on the request, for Next to put the
 * nonce on its scripts and for the root layout to read it (`x-nonce`).
 */
export async function proxy(request: NextRequest) {
  const refusal = await refuseActionBody(request);
  if (refusal) return new NextResponse(`Bad request: ${refusal.reason}`, { status: refusal.status });
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce);
  request.headers.set('x-nonce', nonce);
  request.headers.set('Content-Security-Policy', policy);
  const refreshed: { name: string; value: string; options?: CookieOptions }[] = [];
  const jar: CookieJar = {
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      // Refreshed session cookies reach both the page being rendered and the browser.
      request.cookies.set(name, value);
      refreshed.push({ name, value, options });
    },
  };
  const { pathname, search } = request.nextUrl;
  // The request as the app sees it: refreshed cookies included, and the route for the guarded
  // layouts (whatever the browser sent under that name is overwritten).
  const forwardedHeaders = () => {
    const headers = new Headers(request.headers);
    headers.set(ROUTE_HEADER, routeOf(pathname));
    const lang = request.nextUrl.searchParams.get(LANG_PARAM);
    if (isLocale(lang)) headers.set(LANG_HEADER, lang);
    else headers.delete(LANG_HEADER);
    return headers;
  };
  const onSignInScreen = pathname === LOGIN_PATH || pathname === SIGNUP_PATH;

  const respond = (decision: RouteDecision) => {
    const response = decision.kind === 'redirect' ? NextResponse.redirect(new URL(decision.to, request.url)) : NextResponse.next({ request: { headers: forwardedHeaders() } });
    for (const { name, value, options } of refreshed) response.cookies.set(name, value, options);
    response.headers.set('Content-Security-Policy', policy);
    return response;
  };

  let user: RouteUser | null = null;
  // Public booking pages need no session lookup at all.
  if (!isPublicPath(pathname) || onSignInScreen) {
    try {
      user = await authProvider().routeUser(jar, { verify: onSignInScreen });
    } catch (error) {
      // The database could not check the session: that is no sign-out. The page's own guard
      // shows the failure (on the sign-in screens, the form).
      console.error('[proxy] reading the session failed', loggableError(error));
      return respond({ kind: 'allow' });
    }
  }
  const response = respond(decideRoute(pathname, user, pathname + search));
  // An admin's ?salon= stays chosen on the next screens (lib/server/salon-choice.ts).
  const salonChoice = salonChoiceOf(request.nextUrl.searchParams, user?.role);
  if (salonChoice) response.cookies.set(WORKING_SALON_COOKIE, salonChoice, WORKING_SALON_COOKIE_OPTIONS);
  return response;
}

export const config = {
  // Everything but Next's own assets and static files.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|webmanifest)$).*)'],
};
