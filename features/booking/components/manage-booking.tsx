import { CalendarPlus } from 'lucide-react';
import Link from 'next/link';
import { cancelBooking } from '@/features/booking/actions';
import type { ManagedBooking } from '@/features/booking/data/manage-links';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format/dates';
import { BookedSlotDetails, BookingDetails, Detail } from './booking-details';

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
        <BookingDetails>
          <Detail label="Salon">{booking.salonName}</Detail>
          <BookedSlotDetails booking={booking} dateLabel={formatLongDate(booking.date)} />
          <Detail label="Name">{booking.customerName}</Detail>
          {booking.customerPhone && <Detail label="Phone">{booking.customerPhone}</Detail>}
          {booking.customerEmail && <Detail label="Email">{booking.customerEmail}</Detail>}
          {booking.notes && <Detail label="Requests">{booking.notes}</Detail>}
          {booking.salonAddress && <Detail label="Address">{booking.salonAddress}</Detail>}
        </BookingDetails>
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
