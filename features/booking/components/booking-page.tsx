import { CalendarOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { BookingPageData } from '@/features/booking/load-booking-page';
import { BookingForm } from './booking-form';

/**
 * The public booking page of one salon (spec point 2), shared by /book/[slug], /book/demo and
 * /book-luxury, in the visitor's language, inside its frame (BookingFrame, the route's layout).
 * A salon without services shows that it takes no online bookings yet instead of a form nobody
 * can complete. No 'few spots available' urgency note: it was said on every page whatever the
 * diary held (docs/decisions.md).
 */
export function BookingPage({ salon, services, dates, stylists, rules }: BookingPageData) {
  const t = useTranslations('Booking');
  return services.length > 0 ? (
    <BookingForm salonId={salon.id} services={services} dates={dates} stylists={stylists} rules={rules} />
  ) : (
    <section aria-labelledby="not-bookable-heading" className="space-y-2 py-6 text-center">
      <CalendarOff aria-hidden className="mx-auto size-8 text-muted-foreground" />
      <h2 id="not-bookable-heading" className="text-lg font-semibold">
        {t('notBookableHeading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('noServices')}</p>
    </section>
  );
}
