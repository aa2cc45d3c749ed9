import { BellOff, CalendarPlus, Mail, Phone } from 'lucide-react';
import Link from 'next/link';
import { cancelBooking } from '@/features/booking/actions';
import type { ManagedBooking } from '@/features/booking/data/manage-links';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { statusLabel } from '@/lib/format/appointment-status';
import { telLink } from '@/lib/format/contact-links';
import { formatLongDate } from '@/lib/format/dates';
import { buildMailto } from '@/lib/email/mailto';
import { cn } from '@/lib/ui/cn';
import { REMINDERS_STOPPED_MESSAGE } from '@/lib/validation/booking-rules';
import { BookedSlotDetails, BookingDetails, Detail } from './booking-details';
import { SalonBadge } from './salon-badge';

type Props = {
  booking: ManagedBooking;
  token: string;
  cancelled: boolean;
  /** The visitor asked to cancel: the page asks them to confirm (it works without scripts). */
  confirmingCancel: boolean;
  /** The visitor followed a message's stop link (a GET, which changes nothing): the button is pointed out. */
  confirmingStop: boolean;
  errorMessage: string | null;
};

/** The visitor's private booking page (/book/manage/<token>): the booking, its reminder, Add to calendar and Cancel. */
export function ManageBooking({ booking, token, cancelled, confirmingCancel, confirmingStop, errorMessage }: Props) {
  const page = `/book/manage/${token}`;
  const dateLabel = formatLongDate(booking.date);
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <p className="mb-4 flex justify-center">
        <SalonBadge name={booking.salonName} />
      </p>
      <Card className="space-y-5 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold">Your booking</h1>
          <Badge variant={booking.status === 'cancelled' ? 'danger' : 'success'}>{statusLabel(booking.status)}</Badge>
        </div>
        {cancelled && booking.status === 'cancelled' && <Alert variant="info">Your appointment has been cancelled.</Alert>}
        {errorMessage && <Alert>{errorMessage}</Alert>}
        <BookingDetails>
          <Detail label="Salon">{booking.salonName}</Detail>
          <BookedSlotDetails booking={booking} dateLabel={dateLabel} />
          <Detail label="Name">{booking.customerName}</Detail>
          {booking.customerPhone && <Detail label="Phone">{booking.customerPhone}</Detail>}
          {booking.customerEmail && <Detail label="Email">{booking.customerEmail}</Detail>}
          {booking.notes && <Detail label="Requests">{booking.notes}</Detail>}
          {booking.salonAddress && <Detail label="Address">{booking.salonAddress}</Detail>}
        </BookingDetails>
        <Reminders booking={booking} page={page} highlighted={confirmingStop} />
        {booking.cancellable && confirmingCancel ? (
          <section aria-labelledby="cancel-heading" className="space-y-3 rounded-md border border-danger/40 bg-danger/5 p-4">
            <h2 id="cancel-heading" className="font-semibold">
              Cancel this appointment?
            </h2>
            <p className="text-sm wrap-anywhere">
              {booking.serviceName} on {dateLabel} at {booking.startTime} will be cancelled and the time given back to {booking.salonName}. This cannot be undone: to
              come another time, book again.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <form action={cancelBooking.bind(null, token)}>
                <Button type="submit" variant="danger" className="w-full">
                  Yes, cancel my appointment
                </Button>
              </form>
              <Button asChild variant="outline">
                <Link href={page} replace scroll={false}>
                  Keep my appointment
                </Link>
              </Button>
            </div>
          </section>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            {booking.status !== 'cancelled' && (
              <Button asChild variant="outline">
                <a href={`${page}/calendar.ics`} download="appointment.ics">
                  <CalendarPlus aria-hidden className="size-4" /> Add to calendar
                </a>
              </Button>
            )}
            {booking.cancellable && (
              <Button asChild variant="danger" className="sm:ml-auto">
                <Link href={`${page}?cancel=confirm`} replace scroll={false}>
                  Cancel appointment
                </Link>
              </Button>
            )}
          </div>
        )}
        <SalonContact booking={booking} />
        {booking.salonSlug && (
          <p className="text-sm wrap-anywhere">
            <Link href={`/book/${booking.salonSlug}`} className="text-primary underline underline-offset-4">
              Book another appointment at {booking.salonName}
            </Link>
          </p>
        )}
      </Card>
    </main>
  );
}

/** Whether the reminder e-mail is on, with the button that stops it (a form: it works without scripts). */
function Reminders({ booking, page, highlighted }: { booking: ManagedBooking; page: string; highlighted: boolean }) {
  if (booking.reminders === 'none') return null;
  return (
    <section
      id="reminders"
      aria-labelledby="reminders-heading"
      className={cn('flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between', highlighted && booking.reminders === 'on' && 'border-primary/50 bg-primary/5')}
    >
      <div className="space-y-1">
        <h2 id="reminders-heading" className="font-semibold">
          Reminder e-mail
        </h2>
        <p className="text-sm text-muted-foreground">{booking.reminders === 'on' ? 'On: we e-mail you a reminder before your appointment.' : REMINDERS_STOPPED_MESSAGE}</p>
      </div>
      {booking.reminders === 'on' && (
        <form method="post" action={`${page}/stop-reminders`} className="shrink-0">
          <Button type="submit" variant="outline" className="w-full sm:w-auto">
            <BellOff aria-hidden className="size-4" /> Stop reminders
          </Button>
        </form>
      )}
    </section>
  );
}

/** How to reach the salon (a change the page cannot make, a question). */
function SalonContact({ booking }: { booking: ManagedBooking }) {
  const tel = booking.salonPhone ? telLink(booking.salonPhone) : null;
  const mailto = buildMailto({ to: booking.salonEmail });
  if (!tel && !mailto) return null;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 border-t pt-4 text-sm text-muted-foreground">
      <span>Questions? Contact {booking.salonName}:</span>
      {tel && (
        <a href={tel} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
          <Phone aria-hidden className="size-4" /> {booking.salonPhone}
        </a>
      )}
      {mailto && (
        <a href={mailto} className="inline-flex items-center gap-1 wrap-anywhere underline-offset-4 hover:underline">
          <Mail aria-hidden className="size-4 shrink-0" /> {booking.salonEmail}
        </a>
      )}
    </div>
  );
}
