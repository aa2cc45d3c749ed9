import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locale';
import { BookingDetails, Detail } from '@/features/booking/components/booking-details';
import { LanguageField } from '@/features/booking/components/language-switch';
import { VisitorCard } from '@/features/booking/components/visitor-card';
import { acceptOffer, leaveList } from '../public-actions';
import type { WaitlistOffer } from '../data/offers';

type Props = {
  offer: WaitlistOffer;
  token: string;
  locale: Locale;
  chosenLanguage: Locale | null;
  /** Dates in words, in the page's language: the day waited for, the held time's and the deadline's. */
  labels: { date: string; offerDate: string | null; expiresDate: string | null };
  /** The message's leave link (a GET, which changes nothing): the page asks to confirm. */
  confirmingLeave: boolean;
  errorMessage: string | null;
};

/** A waiting client's private page (/book/waitlist/<token>): the offer held for them and Accept, or where their entry stands; Leave. */
export function WaitlistOfferView({ offer, token, locale, chosenLanguage, labels, confirmingLeave, errorMessage }: Props) {
  const t = useTranslations('Waitlist');
  const page = `/book/waitlist/${token}`;
  const held = offer.state === 'offered' && offer.offer;
  const leavable = offer.state === 'offered' || offer.state === 'waiting';
  const heading = { offered: 'offerHeading', booked: 'takenHeading', waiting: 'waitingHeading', expired: 'goneHeading', removed: 'removedHeading' } as const;
  return (
    <VisitorCard path={page} locale={locale} salonName={offer.salonName}>
      <h1 className="text-2xl font-semibold">{t(confirmingLeave && leavable ? 'leaveHeading' : heading[offer.state])}</h1>
      {errorMessage && <Alert>{errorMessage}</Alert>}
      <BookingDetails>
        <Detail label={t('service')}>{offer.serviceName}</Detail>
        {offer.stylistName && <Detail label={t('stylist')}>{offer.stylistName}</Detail>}
        <Detail label={t('day')}>{held ? labels.offerDate : labels.date}</Detail>
        {held && <Detail label={t('time')}>{`${held.startTime} – ${held.endTime}`}</Detail>}
      </BookingDetails>
      {held && !confirmingLeave && (
        <form action={acceptOffer.bind(null, token)} className="space-y-3">
          <p className="text-sm">{t('offerHeld', { date: labels.expiresDate ?? '', time: held.expiresTime })}</p>
          <LanguageField language={chosenLanguage} />
          <Button type="submit" size="lg" className="w-full">
            {t('accept')}
          </Button>
        </form>
      )}
      {offer.state === 'waiting' && <p className="text-sm">{t('waiting', { date: labels.date, from: offer.fromTime, until: offer.untilTime })}</p>}
      {offer.state === 'booked' && offer.manageToken && (
        <Button asChild variant="outline">
          <Link href={`/book/manage/${offer.manageToken}`}>{t('seeBooking')}</Link>
        </Button>
      )}
      {leavable && (
        <form action={leaveList.bind(null, token)} className="space-y-3 border-t pt-4">
          {confirmingLeave && <p className="text-sm">{t('leaveIntro', { date: labels.date })}</p>}
          <LanguageField language={chosenLanguage} />
          <Button type="submit" variant={confirmingLeave ? 'danger' : 'ghost'} className={confirmingLeave ? 'w-full' : undefined}>
            {t('leave')}
          </Button>
        </form>
      )}
    </VisitorCard>
  );
}
