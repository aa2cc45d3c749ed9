import { CalendarPlus, CheckCircle2, Settings2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { BookingConfirmation as Confirmation } from '@/features/booking/data/public-booking';
import { BookedSlotDetails, BookingDetails, Detail } from './booking-details';

/**
 * Shown after a successful booking: the details, an .ics download and the private manage link.
 * Not the 'Before you book' rules again: they were read before Book, and the manage page says
 * what can still be changed.
 */
export function BookingConfirmation({ booking, onBookAnother }: { booking: Confirmation; onBookAnother: () => void }) {
  const t = useTranslations('Confirmation');
  const details = useTranslations('Details');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const manage = `/book/manage/${booking.manageToken}`;
  return (
    <section className="space-y-5" aria-labelledby="confirmation-heading">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden className="size-8 text-success" />
        <h2 id="confirmation-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {t('heading')}
        </h2>
      </div>
      <BookingDetails>
        <BookedSlotDetails booking={booking} dateLabel={booking.dateLabel} />
        <Detail label={details('name')}>{booking.customerName}</Detail>
        <Detail label={details('salon')}>{booking.salonName}</Detail>
      </BookingDetails>
      <p className="text-sm text-muted-foreground">{t('keepLink')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={`${manage}/calendar.ics`} download="appointment.ics">
            <CalendarPlus aria-hidden className="size-4" /> {t('addToCalendar')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={manage}>
            <Settings2 aria-hidden className="size-4" /> {t('manage')}
          </a>
        </Button>
        <Button onClick={onBookAnother} className="sm:ml-auto">
          {t('bookAnother')}
        </Button>
      </div>
    </section>
  );
}
