import { CalendarPlus } from 'lucide-react';
import Link from 'next/link';
import { cancelBooking } from '@/features/booking/actions';
import type { ManagedBooking } from '@/features/booking/data/manage-links';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format/dates';

type Props = { booking: ManagedBooking; token: string; cancelled: boolean; errorMessage: string | null };

/** The visitor's private booking page (/book/manage/<token>): the booking, Add to calendar and Cancel. */
export function ManageBooking({ booking, token, cancelled, errorMessage }: Props) {
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <Card className="space-y-5 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold">Your booking</h1>
          <Badge variant={booking.status === 'cancelled' ? 'danger' : 'success'}>{booking.status}</Badge>
        </div>
        {cancelled && booking.status === 'cancelled' && <Alert variant="info">Your appointment has been cancelled.</Alert>}
        {errorMessage && <Alert>{errorMessage}</Alert>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Salon</dt>
          <dd>{booking.salonName}</dd>
          <dt className="text-muted-foreground">Service</dt>
          <dd>
            {booking.serviceName} · {booking.priceLabel}
          </dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd>{formatLongDate(booking.date)}</dd>
          <dt className="text-muted-foreground">Time</dt>
          <dd>
            {booking.startTime} - {booking.endTime} <span className="text-muted-foreground">({booking.timeZone})</span>
          </dd>
          <dt className="text-muted-foreground">Name</dt>
          <dd>{booking.customerName}</dd>
          {booking.customerPhone && (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{booking.customerPhone}</dd>
            </>
          )}
          {booking.customerEmail && (
            <>
              <dt className="text-muted-foreground">Email</dt>
              <dd>{booking.customerEmail}</dd>
            </>
          )}
          {booking.notes && (
            <>
              <dt className="text-muted-foreground">Requests</dt>
              <dd className="break-words">{booking.notes}</dd>
            </>
          )}
          {booking.salonAddress && (
            <>
              <dt className="text-muted-foreground">Address</dt>
              <dd>{booking.salonAddress}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          {booking.status !== 'cancelled' && (
            <Button asChild variant="outline">
              <a href={`/book/manage/${token}/calendar.ics`} download="appointment.ics">
                <CalendarPlus aria-hidden className="size-4" /> Add to calendar
              </a>
            </Button>
          )}
          {booking.cancellable && (
            <form action={cancelBooking.bind(null, token)} className="sm:ml-auto">
              <Button type="submit" variant="danger" className="w-full">
                Cancel appointment
              </Button>
            </form>
          )}
        </div>
        {booking.salonSlug && (
          <p className="text-sm">
            <Link href={`/book/${booking.salonSlug}`} className="text-primary underline underline-offset-4">
              Book another appointment at {booking.salonName}
            </Link>
          </p>
        )}
      </Card>
    </main>
  );
}
