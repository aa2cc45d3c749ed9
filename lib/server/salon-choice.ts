// An admin's working salon stays chosen across screens (docs/decisions.md). Pure: proxy.ts
// writes the choice, lib/server/page-guard.tsx reads it.
import type { Role } from '@/lib/db/schema';
import { isGuid } from '@/lib/validation/fields';

/** The admin's last ?salon=, as given: the pages check it against the salon list on every read. */
export const WORKING_SALON_COOKIE = 'working_salon';

export const WORKING_SALON_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production',
  path: '/',
  maxAge: 60 * 60 * 24 * 30,
} as const;

/** The salon an admin's request names with ?salon=, to remember; null for anyone else or anything but an id. */
export function salonChoiceOf(searchParams: URLSearchParams, role: Role | null | undefined): string | null {
  const wanted = searchParams.get('salon');
  return role === 'admin' && isGuid(wanted) ? wanted : null;
}

