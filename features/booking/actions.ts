'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientRateLimitKey } from '@/lib/server/request';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getPublicDaySlots, type SlotView } from '@/features/booking/data/day-slots';
import { cancelBookingByToken } from '@/features/booking/data/manage-links';
import { createPublicBooking, type BookingResult } from '@/features/booking/data/public-booking';
import { getRescheduleSlots, hitRescheduleLimit, rescheduleBookingByToken, type RescheduleCode } from '@/features/booking/data/reschedule';
import { ANY_STYLIST, CSRF_COOKIE } from '@/lib/validation/booking';
import { preferredLanguage } from '@/lib/email/email-request';

/** Books an appointment from the public page; every check happens in createPublicBooking. */
export async function bookAppointment(input: unknown): Promise<BookingResult> {
  const csrfCookie = (await cookies()).get(CSRF_COOKIE)?.value;
  const language = preferredLanguage((await headers()).get('accept-language'));
  return createPublicBooking(input, { clientAddress: await clientRateLimitKey(), csrfCookie, language });
}

const SLOTS_FAILED = 'Failed to load available time slots';

/**
 * The free and taken times of one day for a service, for a stylist or "Any stylist" (the
 * default) where the salon uses stylists (spec: 'Failed to load available time slots').
 */
export async function loadDaySlots(salonId: string, serviceId: string, date: string, stylist: string = ANY_STYLIST): Promise<ActionResult<SlotView[], 'SLOTS_UNAVAILABLE'>> {
  if (![salonId, serviceId, date, stylist].every((value) => typeof value === 'string' && value.length <= 64)) return fail('SLOTS_UNAVAILABLE', SLOTS_FAILED);
  try {
    const slots = await getPublicDaySlots(salonId, serviceId, date, new Date(), stylist);
    return slots ? ok(slots) : fail('SLOTS_UNAVAILABLE', SLOTS_FAILED);
  } catch (error) {
    console.error(`[booking] ${SLOTS_FAILED}`, error instanceof Error ? error.message : error);
    return fail('SLOTS_UNAVAILABLE', SLOTS_FAILED);
  }
}

/**
 * Cancels the booking behind a private manage link (form action on the manage page, works
 * without JavaScript), then shows the page again with the outcome.
 */
export async function cancelBooking(token: string): Promise<void> {
  const result = await cancelBookingByToken(String(token).slice(0, 256));
  redirect(`/book/manage/${encodeURIComponent(token)}?${result.ok ? 'cancelled=1' : `error=${result.code}`}`);
}

/** The manage page again, with the outcome and the language the form posted (en or hu only). */
function managePage(token: string, outcome: string, language: FormDataEntryValue | null): string {
  const lang = language === 'en' || language === 'hu' ? `&lang=${language}` : '';
  return `/book/manage/${encodeURIComponent(token)}?${outcome}${lang}`;
}

/**
 * Moves the booking behind a private manage link to the posted `date` and `time` (form action
 * on the manage page, works without JavaScript; bind the token), rate-limited per client like
 * bookings, then shows the page again: ?rescheduled=1, or ?error=CODE (manageErrorMessage).
 */
export async function rescheduleBooking(token: string, formData: FormData): Promise<void> {
  const safeToken = String(token).slice(0, 256);
  const language = formData instanceof FormData ? formData.get('lang') : null;
  let outcome: string;
  if (!(formData instanceof FormData)) outcome = 'error=INVALID_INPUT';
  else if (!(await hitRescheduleLimit(await clientRateLimitKey(), safeToken))) outcome = 'error=RATE_LIMITED';
  else {
    const result = await rescheduleBookingByToken(safeToken, { date: formData.get('date'), time: formData.get('time') });
    outcome = result.ok ? 'rescheduled=1' : `error=${result.code}`;
  }
  redirect(managePage(safeToken, outcome, language));
}

/** The free times of one day the booking behind a manage link may move to (like loadDaySlots). */
export async function loadRescheduleSlots(token: string, date: string): Promise<ActionResult<SlotView[], RescheduleCode | 'SLOTS_UNAVAILABLE'>> {
  if (![token, date].every((value) => typeof value === 'string' && value.length <= 256)) return fail('SLOTS_UNAVAILABLE', SLOTS_FAILED);
  try {
    return await getRescheduleSlots(token, date, new Date());
  } catch (error) {
    console.error(`[booking] ${SLOTS_FAILED}`, error instanceof Error ? error.message : error);
    return fail('SLOTS_UNAVAILABLE', SLOTS_FAILED);
  }
}
