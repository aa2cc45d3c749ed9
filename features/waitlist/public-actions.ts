'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientRateLimitKey } from '@/lib/server/request';
import { CSRF_COOKIE } from '@/lib/validation/booking';
import { isLocale, LANG_PARAM, type Locale } from '@/lib/i18n/locale';
import { serverMessages } from '@/lib/i18n/server-messages';
import { renderedFailure } from '@/lib/i18n/render-message';
import { hitManageLinkLimit } from '@/features/booking/data/manage-links';
import { joinWaitlist, type WaitlistJoinResult } from './data/join-waitlist';
import { acceptWaitlistOffer, leaveWaitlist } from './data/offers';

// The visitor's waitlist actions (issue 35), public like the booking's: joining from the booking
// page, and the private link's accept and leave (forms that work without scripts; bind the token).

const localeOf = (locale: unknown): Locale => (isLocale(locale) ? locale : 'en');

/** Joins the waitlist in the page's language (the entry keeps it); every check happens in joinWaitlist. */
export async function joinWaitlistAction(input: unknown, locale?: unknown): Promise<WaitlistJoinResult> {
  const language = localeOf(locale);
  const csrfCookie = (await cookies()).get(CSRF_COOKIE)?.value;
  const result = await joinWaitlist(input, { clientAddress: await clientRateLimitKey(), csrfCookie, language });
  return result.ok ? result : renderedFailure(result, serverMessages(language));
}

/** The private link's page again, with the outcome and the language the form posted. */
function offerPage(token: string, outcome: string, form: unknown): string {
  const language = form instanceof FormData ? form.get(LANG_PARAM) : null;
  return `/book/waitlist/${encodeURIComponent(token.replace(/\p{Cs}/gu, '\uFFFD'))}?${outcome}${isLocale(language) ? `&${LANG_PARAM}=${language}` : ''}`;
}

/** Accepts the offer behind a private link (rate-limited like a cancellation, in a bucket of its own), then shows the booking's own page. */
export async function acceptOffer(token: string, form?: FormData): Promise<void> {
  const safeToken = String(token).slice(0, 256);
  if (!(await hitManageLinkLimit('waitlist-accept', await clientRateLimitKey(), safeToken))) redirect(offerPage(safeToken, 'error=RATE_LIMITED', form));
  const result = await acceptWaitlistOffer(safeToken);
  if (result.ok) redirect(`/book/manage/${result.data.manageToken}`);
  redirect(offerPage(safeToken, `error=${result.code}`, form));
}

/** Leaves the waitlist from a private link (an offer held passes on), then shows the link's page. */
export async function leaveList(token: string, form?: FormData): Promise<void> {
  const safeToken = String(token).slice(0, 256);
  if (!(await hitManageLinkLimit('waitlist-leave', await clientRateLimitKey(), safeToken))) redirect(offerPage(safeToken, 'error=RATE_LIMITED', form));
  redirect(offerPage(safeToken, (await leaveWaitlist(safeToken)) ? 'left=1' : 'error=NOT_FOUND', form));
}
