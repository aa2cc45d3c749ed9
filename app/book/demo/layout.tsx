import type { ReactNode } from 'react';
import { BookingFrame } from '@/features/booking/components/booking-frame';
import { findDemoSalon } from '@/features/booking/data/public-salons';
import { bookingFrameOf } from '@/features/booking/load-booking-page';
import { DEMO_BOOKING_PATH } from '@/lib/demo-salon';

/** The demo salon's booking page in its frame (bookingFrameOf). */
export default async function DemoLayout({ children }: { children: ReactNode }) {
  return (
    <BookingFrame {...await bookingFrameOf(findDemoSalon())} path={DEMO_BOOKING_PATH}>
      {children}
    </BookingFrame>
  );
}
