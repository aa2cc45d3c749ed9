import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { browserLanguage, type Locale } from '@/lib/i18n/locale';
import { getCurrentUser } from './session';

/**
 * The language of a staff page (issue 32): the one the member chose on /account, else the
 * browser's (Accept-Language naming English or Hungarian), else their salon's default, else
 * English. Signed out (sign-in, sign-up, reset): the browser's, else English.
 */
export const memberLocale = cache(async (): Promise<Locale> => {
  const [user, request] = await Promise.all([getCurrentUser().catch(() => null), headers()]);
  return user?.language ?? browserLanguage(request.get('accept-language')) ?? user?.salonLanguage ?? 'en';
});
