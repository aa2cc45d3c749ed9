import 'server-only';
import { connection } from 'next/server';
import { visitorLocale } from '@/features/booking/visitor-locale';
import { formatLongDate } from '@/lib/format/dates';
import { serverMessages } from '@/lib/i18n/server-messages';
import { BOOKING_ERROR_MESSAGES } from '@/lib/validation/booking';
import { findWaitlistOffer, OFFER_ERROR_MESSAGES } from './data/offers';

/** A private waitlist link's page: the entry, its dates in words and the message of an outcome (?error=CODE); null (404) for an unknown token. */
export async function loadWaitlistOfferPage(token: string, error: string | undefined) {
  await connection();
  const [offer, locale] = await Promise.all([findWaitlistOffer(token), visitorLocale()]);
  if (!offer) return null;
  const words = (date: string | undefined) => (date ? formatLongDate(date, { language: locale }) : null);
  const known = { ...OFFER_ERROR_MESSAGES, RATE_LIMITED: BOOKING_ERROR_MESSAGES.RATE_LIMITED } as Record<string, string>;
  const message = error ? (Object.hasOwn(known, error) ? known[error] : OFFER_ERROR_MESSAGES.NOT_FOUND) : null;
  return {
    offer,
    locale,
    labels: { date: words(offer.date)!, offerDate: words(offer.offer?.date), expiresDate: words(offer.offer?.expiresDate) },
    errorMessage: message ? serverMessages(locale)(message) : null,
  };
}
