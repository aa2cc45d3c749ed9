'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cancelBookingByToken, createPublicBooking, getPublicDaySlots, type BookingResult, type SlotView } from '@/lib/data/bookings';
import { CSRF_COOKIE } from '@/lib/validation/booking';

/** The first hop of X-Forwarded-For, else X-Real-IP, else 'unknown' (rate-limit key). */
async function clientAddress(): Promise<string> {
  const h = await headers();
  return h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip')?.trim() || 'unknown';
}

/** Books an appointment from the public page; every check happens in createPublicBooking. */
export async function bookAppointment(input: unknown): Promise<BookingResult> {
  const csrfCookie = (await cookies()).get(CSRF_COOKIE)?.value;
  return createPublicBooking(input, { clientAddress: await clientAddress(), csrfCookie });
}

export type DaySlotsResult = { ok: true; data: SlotView[] } | { ok: false; code: 'SLOTS_UNAVAILABLE'; message: string };

/** The free and taken times of one day for a service (spec: 'Failed to load available time slots'). */
export async function loadDaySlots(salonId: string, serviceId: string, date: string): Promise<DaySlotsResult> {
  const failed = { ok: false, code: 'SLOTS_UNAVAILABLE', message: 'Failed to load available time slots' } as const;
  if (![salonId, serviceId, date].every((value) => typeof value === 'string' && value.length <= 64)) return failed;
  try {
    const slots = await getPublicDaySlots(salonId, serviceId, date);
    return slots ? { ok: true, data: slots } : failed;
  } catch (error) {
    console.error('Failed to load available time slots', error);
    return failed;
  }
}

/**
 * Cancels the booking behind a private manage link (form action on the manage page, works
 * without JavaScript), then shows the page again with the outcome.
 */
export async function cancelBooking(token: string): Promise<void> {
  const result = await cancelBookingByToken(String(token));
  redirect(`/book/manage/${encodeURIComponent(token)}?${result.ok ? 'cancelled=1' : `error=${result.code}`}`);
}
