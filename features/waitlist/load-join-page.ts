import 'server-only';
import { connection } from 'next/server';
import { findSalonAndService, listPublicStylists } from '@/features/booking/data/public-services';
import { dateRefusal } from '@/features/booking/data/day-slots';
import { visitorLocale } from '@/features/booking/visitor-locale';
import { formatLongDate } from '@/lib/format/dates';
import { isGuid } from '@/lib/validation/fields';
import { isDateString } from '@/lib/scheduling';
import { ANY_STYLIST } from '@/lib/validation/booking';
import type { Locale } from '@/lib/i18n/locale';

export type JoinPageData = {
  salonId: string;
  salonName: string;
  serviceId: string;
  serviceName: string;
  /** The stylist's public id, or ANY_STYLIST; their name where one was chosen. */
  stylistId: string;
  stylistName: string | null;
  /** The salon's visitors choose stylists: the page names the one chosen, or "Any stylist". */
  stylistsEnabled: boolean;
  date: string;
  dateLabel: string;
  locale: Locale;
};

type Query = { salon?: string; service?: string; date?: string; stylist?: string };

/**
 * /book/waitlist?salon=…&service=…&date=…&stylist=…: what the booking page's "Join the waiting
 * list" names, checked as a booking checks it (an active salon and its active service, a day
 * visitors may book, a stylist of the salon's); null (404) for anything else.
 */
export async function loadJoinWaitlistPage(query: Query): Promise<JoinPageData | null> {
  await connection();
  const { salon: salonId, service: serviceId, date, stylist = ANY_STYLIST } = query;
  if (!isGuid(salonId) || !isGuid(serviceId) || !isDateString(date) || typeof stylist !== 'string') return null;
  const [found, locale] = await Promise.all([findSalonAndService(salonId, serviceId), visitorLocale()]);
  if (!found?.service || dateRefusal(found.salon, date, new Date())) return null;
  const stylists = await listPublicStylists(found.salon);
  const chosen = stylist === ANY_STYLIST ? null : stylists.find((s) => s.id === stylist);
  if (chosen === undefined) return null;
  return {
    salonId,
    salonName: found.salon.name,
    serviceId,
    serviceName: found.service.name,
    stylistId: chosen ? chosen.id : ANY_STYLIST,
    stylistName: chosen?.name ?? null,
    stylistsEnabled: found.salon.stylistsEnabled,
    date,
    dateLabel: formatLongDate(date, { language: locale }),
    locale,
  };
}
