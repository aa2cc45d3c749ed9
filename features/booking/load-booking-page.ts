import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { findActiveSalonBySlug, findDemoSalon, type PublicSalon } from '@/features/booking/data/public-salons';
import { listBookableServices, listPublicStylists, type BookableService, type PublicStylist } from '@/features/booking/data/public-services';
import { bookableDatePage, type BookableDate, type OpeningHours } from '@/lib/scheduling';
import type { DateChoice } from './components/booking-choices';
import { dateChoicesOf } from './date-choices';
import { bookingRulesWords } from './booking-rules-words';
import type { BookingRulesWords } from './components/booking-rules-note';
import { serverMessages } from '@/lib/i18n/server-messages';
import { visitorLocale } from './visitor-locale';

export type BookingPageData = {
  salon: PublicSalon;
  services: BookableService[];
  dates: DateChoice[];
  stylists: PublicStylist[];
  rules: BookingRulesWords;
};

/** The salon's calendar as the date list reads it. */
export function scheduleOf(salon: { timezone: string; openingHours: unknown; daysOff: readonly string[] | null; bookingHorizonDays: number }) {
  return { timeZone: salon.timezone, openingHours: salon.openingHours as OpeningHours, daysOff: salon.daysOff, horizonDays: salon.bookingHorizonDays };
}

/**
 * A salon's booking page: its active services, its stylists (where visitors choose them) and the
 * bookable days of its horizon (the page shows them 15 at a time), read per request, with every
 * word of them in the visitor's language.
 */
async function bookingPageOf(salon: PublicSalon | null): Promise<BookingPageData | null> {
  if (!salon) return null;
  const [services, stylists, language] = await Promise.all([listBookableServices(salon.id), listPublicStylists(salon), visitorLocale()]);
  const [render, rules] = [serverMessages(language), bookingRulesWords(salon, language)];
  // The whole horizon (30 days by default); the page shows it 15 dates at a time.
  const now = new Date();
  let page = bookableDatePage({ ...scheduleOf(salon), now });
  const dates: BookableDate[] = [...page.dates];
  while (page.nextFrom) {
    page = bookableDatePage({ ...scheduleOf(salon), now, from: page.nextFrom });
    dates.push(...page.dates);
  }
  return { salon, services: services.map((s) => ({ ...s, priceLabel: render(s.priceLabel) })), dates: dateChoicesOf(dates, language, render), stylists, rules };
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

/**
 * What a booking route's layout gives its frame (BookingFrame): the salon, or a 404 status when
 * there is none, and the visitor's language. The frame sits in the layout, outside the page's
 * loading state, so the heading is in the first HTML: behind that state it waited for React's
 * reveal of the streamed page (at least 300 ms, after the scripts), and Lighthouse's LCP was 3×
 * the floor's (docs/decisions.md).
 */
export async function bookingFrameOf(salon: Promise<PublicSalon | null>) {
  const [found, locale] = await Promise.all([salon, visitorLocale()]);
  if (!found) notFound();
  return { salon: found, locale };
}
