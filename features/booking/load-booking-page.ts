import 'server-only';
import { connection } from 'next/server';
import { findActiveSalonBySlug, findDemoSalon, type PublicSalon } from '@/features/booking/data/public-salons';
import { listBookableServices, listPublicStylists, type BookableService, type PublicStylist } from '@/features/booking/data/public-services';
import { formatLongDate } from '@/lib/format/dates';
import { bookableDates, type OpeningHours } from '@/lib/scheduling';
import type { DateChoice } from './components/booking-choices';

export type BookingPageData = { salon: PublicSalon; services: BookableService[]; dates: DateChoice[]; stylists: PublicStylist[] };

/** A salon's booking page: its active services, its stylists (where visitors choose them) and the next bookable days, read per request. */
async function bookingPageOf(salon: PublicSalon | null): Promise<BookingPageData | null> {
  if (!salon) return null;
  const [services, stylists] = await Promise.all([listBookableServices(salon.id), listPublicStylists(salon)]);
  const dates = bookableDates({
    now: new Date(),
    timeZone: salon.timezone,
    openingHours: salon.openingHours as OpeningHours,
    daysOff: salon.daysOff,
    horizonDays: salon.bookingHorizonDays,
  }).map((d) => ({ ...d, label: formatLongDate(d.date), labelWithoutYear: formatLongDate(d.date, { withYear: false }) }));
  return { salon, services, dates, stylists };
}

/** /book/[slug]: an active salon by its address, or null (404). */
export async function loadSalonBookingPage(slug: string) {
  await connection(); // today's dates and slots: never prerendered, and `next build` never opens the database
  return bookingPageOf(await findActiveSalonBySlug(slug));
}

/** /book/demo and /book-luxury: the demo salon, or null (404). */
export async function loadDemoBookingPage() {
  await connection();
  return bookingPageOf(await findDemoSalon());
}
