import { CalendarPlus, CheckCircle2, Settings2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { BookingConfirmation as Confirmation } from '@/features/booking/data/public-booking';

/** Shown after a successful booking: the details, an .ics download and the private manage link. */
export function BookingConfirmation({ booking, onBookAnother }: { booking: Confirmation; onBookAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const manage = `/book/manage/${booking.manageToken}`;
  return (
    <section className="space-y-5" aria-labelledby="confirmation-heading">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden className="size-8 text-success" />
        <h2 id="confirmation-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Your appointment is booked
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Service</dt>
        <dd>
          {booking.serviceName} · {booking.priceLabel}
        </dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{booking.dateLabel}</dd>
        <dt className="text-muted-foreground">Time</dt>
        <dd>
          {booking.startTime} - {booking.endTime} <span className="text-muted-foreground">({booking.timeZone})</span>
        </dd>
        <dt className="text-muted-foreground">Name</dt>
        <dd>{booking.customerName}</dd>
        <dt className="text-muted-foreground">Salon</dt>
        <dd>{booking.salonName}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        Keep your private link to see or cancel this booking. Anyone with the link can manage it.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={`${manage}/calendar.ics`} download="appointment.ics">
            <CalendarPlus aria-hidden className="size-4" /> Add to calendar
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={manage}>
            <Settings2 aria-hidden className="size-4" /> Manage booking
          </a>
        </Button>
        <Button onClick={onBookAnother} className="sm:ml-auto">
          Book another appointment
        </Button>
      </div>
    </section>
  );
}
