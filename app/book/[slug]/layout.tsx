import type { ReactNode } from 'react';
import { BookingFrame } from '@/features/booking/components/booking-frame';
import { findActiveSalonBySlug } from '@/features/booking/data/public-salons';
import { bookingFrameOf } from '@/features/booking/load-booking-page';

/** A salon's booking page in its frame (bookingFrameOf); an unknown or inactive slug answers 404. */
export default async function SalonLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return (
    <BookingFrame {...await bookingFrameOf(findActiveSalonBySlug(slug))} path={`/book/${slug}`}>
      {children}
    </BookingFrame>
  );
}
