import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ROUTE_HEADER } from '@/lib/auth/route-rules';
import { browserLanguage } from '@/lib/i18n/locale';
import { isLocale, LANG_HEADER, type Locale } from '@/lib/i18n/locale';
import { DEMO_BOOKING_PATH } from '@/lib/demo-salon';
import { findBookingByToken } from './data/manage-links';
import { findActiveSalonBySlug, findDemoSalon } from './data/public-salons';

/** The booking behind a manage link, once per request (the layout's language and the page ask). */
export const bookingByToken = cache((token: string) => findBookingByToken(token));

const MANAGE_PREFIX = '/book/manage/';

/** The salon whose default language a public page falls back to, by the page's path. */
async function salonDefaultOf(path: string): Promise<Locale | null> {
  const salon = path === DEMO_BOOKING_PATH || path === '/book-luxury' ? await findDemoSalon() : await findActiveSalonBySlug(path.slice('/book/'.length).split('/')[0] ?? '');
  return salon && isLocale(salon.defaultLanguage) ? salon.defaultLanguage : null;
}

/** Whether a path is a visitor page (booking, manage link): they speak the visitor's language. */
export function isVisitorPath(path: string): boolean {
  return path === '/book-luxury' || path === '/book' || path.startsWith('/book/');
}

/**
 * The language of a visitor page being rendered (DESIGN §9; English elsewhere: staff pages
 * speak the member's, i18n/page-locale.ts). A visitor page takes the one its URL names (`?lang=`, the switch), then on a manage link the booking's own,
 * then the browser's (Accept-Language naming English or Hungarian), then the salon's default,
 * then English. Once per request: <html lang>, next-intl and the page agree.
 */
export const visitorLocale = cache(async (): Promise<Locale> => {
  const request = await headers();
  const path = request.get(ROUTE_HEADER) ?? '';
  if (!isVisitorPath(path)) return 'en';
  const chosen = request.get(LANG_HEADER);
  if (isLocale(chosen)) return chosen;
  if (path.startsWith(MANAGE_PREFIX)) {
    const booking = await bookingByToken(path.slice(MANAGE_PREFIX.length).split('/')[0] ?? '');
    if (booking) return booking.language;
  }
  return browserLanguage(request.get('accept-language')) ?? (await salonDefaultOf(path)) ?? 'en';
});
