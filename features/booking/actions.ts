'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientRateLimitKey } from '@/lib/server/request';
import { fail, ok, type ActionResult } from '@/lib/result';
import { addedServicesOf, getPublicDaySlots, renderedSlots, type SlotView } from '@/features/booking/data/day-slots';
import { cancelBookingByToken, hitManageLinkLimit } from '@/features/booking/data/manage-links';
import { createPublicBooking, type BookingResult } from '@/features/booking/data/public-booking';
import { rescheduleBookingByToken } from '@/features/booking/data/reschedule';
import { ANY_STYLIST, CSRF_COOKIE, SLOTS_FAILED_MESSAGE } from '@/lib/validation/booking';
import { BUSY_MESSAGE, classifyDbError, loggableError } from '@/lib/server/db-errors';
import { isLocale, LANG_PARAM, type Locale } from '@/lib/i18n/locale';
import { serverMessages } from '@/lib/i18n/server-messages';
import { renderedFailure } from '@/lib/i18n/render-message';

/** The language the visitor's page is in (its own argument, checked: anything else is English). */
const localeOf = (locale: unknown): Locale => (isLocale(locale) ? locale : 'en');

/**
 * Books an appointment from the public page in the page's language (the booking remembers it,
 * its messages use it); every check happens in createPublicBooking.
 */
export async function bookAppointment(input: unknown, locale?: unknown): Promise<BookingResult> {
  const csrfCookie = (await cookies()).get(CSRF_COOKIE)?.value;
  const language = localeOf(locale);
  const result = await createPublicBooking(input, { clientAddress: await clientRateLimitKey(), csrfCookie, language });
  const render = serverMessages(language);
  // A service without a price carries the message 'Price on request' (lib/format/money.ts).
  if (result.ok) return { ...result, data: { ...result.data, priceLabel: render(result.data.priceLabel) } };
  const rendered = renderedFailure(result, render);
  return result.slots ? { ...rendered, slots: renderedSlots(result.slots, render) } : rendered;
}


/**
 * The free and taken times of one day for a service, for a stylist or "Any stylist" (the
 * default) where the salon uses stylists, and the services `added` to the visit after it
 * (spec: 'Failed to load available time slots'); BUSY, "try again in a moment", when no
 * database connection came free in time (not "no times").
 */
export async function loadDaySlots(
  salonId: string,
  serviceId: string,
  date: string,
  stylist: string = ANY_STYLIST,
  locale?: unknown,
  added?: unknown,
): Promise<ActionResult<SlotView[], 'SLOTS_UNAVAILABLE' | 'BUSY'>> {
  const render = serverMessages(localeOf(locale));
  const failed = () => fail('SLOTS_UNAVAILABLE', render(SLOTS_FAILED_MESSAGE));
  const more = addedServicesOf(added);
  if (!more || ![salonId, serviceId, date, stylist].every((value) => typeof value === 'string' && value.length <= 64)) return failed();
  try {
    const slots = await getPublicDaySlots(salonId, serviceId, date, new Date(), stylist, more);
    return slots ? ok(renderedSlots(slots, render)) : failed();
  } catch (error) {
    console.error('[booking] day slots failed', loggableError(error));
    return classifyDbError(error) === 'busy' ? fail('BUSY', render(BUSY_MESSAGE)) : failed();
  }
}

/**
 * The manage page again, with the outcome and the language the form posted (en or hu only). A
 * lone surrogate (a forged token, or one cut short inside a pair) becomes U+FFFD: encodeURIComponent
 * throws on it, and no manage token has one.
 */
function managePage(token: string, outcome: string, form: unknown): string {
  const language = form instanceof FormData ? form.get(LANG_PARAM) : null;
  return `/book/manage/${encodeURIComponent(token.replace(/\p{Cs}/gu, '\uFFFD'))}?${outcome}${isLocale(language) ? `&${LANG_PARAM}=${language}` : ''}`;
}

/**
 * Cancels the booking behind a private manage link (form action on the manage page, works
 * without JavaScript; bind the token), rate-limited per client like moves, then shows the page
 * again with the outcome.
 */
export async function cancelBooking(token: string, form?: FormData): Promise<void> {
  const safeToken = String(token).slice(0, 256);
  if (!(await hitManageLinkLimit('cancel', await clientRateLimitKey(), safeToken))) redirect(managePage(safeToken, 'error=RATE_LIMITED', form));
  const result = await cancelBookingByToken(safeToken);
  redirect(managePage(safeToken, result.ok ? 'cancelled=1' : `error=${result.code}`, form));
}

/**
 * Moves the booking behind a private manage link to the posted `date` and `time` (form action
 * on the manage page, works without JavaScript; bind the token), rate-limited per client like
 * bookings, then shows the page again: ?rescheduled=1, or ?error=CODE (manageErrorMessage).
 */
export async function rescheduleBooking(token: string, form: FormData): Promise<void> {
  const safeToken = String(token).slice(0, 256);
  let outcome: string;
  if (!(form instanceof FormData)) outcome = 'error=INVALID_INPUT';
  else if (!(await hitManageLinkLimit('reschedule', await clientRateLimitKey(), safeToken))) outcome = 'error=RATE_LIMITED';
  else {
    const result = await rescheduleBookingByToken(safeToken, { date: form.get('date'), time: form.get('time') });
    outcome = result.ok ? 'rescheduled=1' : `error=${result.code}`;
  }
  redirect(managePage(safeToken, outcome, form));
}
