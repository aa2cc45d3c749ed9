import 'server-only';
import type { Locale } from '@/lib/i18n/locale';
import { bookableDatePage } from '@/lib/scheduling';
import type { ManagedBooking } from './data/manage-links';
import { findSalonAndService } from './data/public-services';
import { getRescheduleSlots } from './data/reschedule';
import { renderedSlots } from './data/day-slots';
import type { RescheduleChoices } from './components/reschedule-section';
import { dateChoicesOf } from './date-choices';
import { scheduleOf } from './load-booking-page';
import { serverMessages } from '@/lib/i18n/server-messages';

/**
 * The manage page's reschedule picker: a page of the salon's bookable dates from `from`, and
 * the free times of the chosen `date` for the booking's service (and stylist), in the visitor's
 * language. Null when the booking's service is no longer bookable.
 */
export async function loadRescheduleChoices(
  token: string,
  booking: ManagedBooking,
  { from, date }: { from?: string; date?: string },
  language: Locale,
): Promise<RescheduleChoices | null> {
  if (!booking.serviceId) return null;
  const found = await findSalonAndService(booking.salonId, booking.serviceId);
  if (!found?.service) return null;
  const [render, page] = [serverMessages(language), bookableDatePage({ ...scheduleOf(found.salon), now: new Date(), from })];
  const dates = dateChoicesOf(page.dates, language, render);
  const chosen = dates.find((d) => d.date === date && d.available) ?? null;
  const slots = chosen ? await getRescheduleSlots(token, chosen.date) : null;
  return { dates, previousFrom: page.previousFrom, nextFrom: page.nextFrom, date: chosen, slots: slots?.ok ? renderedSlots(slots.data, render) : null };
}
