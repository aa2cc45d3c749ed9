import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ManageBooking } from '@/features/booking/components/manage-booking';
import { CANCEL_MESSAGES, findBookingByToken } from '@/features/booking/data/manage-links';

// A private link: keep it out of search engines and out of Referer headers.
export const metadata: Metadata = { title: 'Your booking', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ cancelled?: string; cancel?: string; error?: string; reminders?: string }> };

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { token } = await params;
  const { cancelled, cancel, error, reminders } = await searchParams;
  const booking = await findBookingByToken(token);
  if (!booking) notFound();
  const errorMessage = error === 'NOT_CANCELLABLE' ? CANCEL_MESSAGES.NOT_CANCELLABLE : error ? CANCEL_MESSAGES.NOT_FOUND : null;
  return (
    <ManageBooking
      booking={booking}
      token={token}
      cancelled={Boolean(cancelled)}
      confirmingCancel={cancel === 'confirm'}
      confirmingStop={reminders === 'stop'}
      errorMessage={errorMessage}
    />
  );
}
