import type { ReactNode } from 'react';
import { BookingFrame } from '@/features/booking/components/booking-frame';
import { findDemoSalon } from '@/features/booking/data/public-salons';
import { bookingFrameOf } from '@/features/booking/load-booking-page';

/**
 * The demo salon's luxury booking page in its frame (bookingFrameOf); in a route group, so that
 * a failure's page (app/book-luxury/error.tsx) stands on its own, outside the frame.
 */
export default async function LuxuryLayout({ children }: { children: ReactNode }) {
  return (
    <BookingFrame {...await bookingFrameOf(findDemoSalon())} path="/book-luxury" theme="luxury">
      {children}
    </BookingFrame>
  );
}
