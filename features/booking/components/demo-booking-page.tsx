import { notFound } from 'next/navigation';
import { findDemoSalon } from '@/features/booking/data/public-salons';
import { BookingPage, type BookingTheme } from './booking-page';

/** The demo salon's booking page (spec point 7 lookup with its fallbacks). */
export async function DemoBookingPage({ theme }: { theme?: BookingTheme }) {
  const salon = await findDemoSalon();
  if (!salon) notFound();
  return <BookingPage salon={salon} theme={theme} />;
}
