import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingPage } from '@/features/booking/components/booking-page';
import { loadDemoBookingPage } from '@/features/booking/load-booking-page';
import { DEMO_SALON_NAME } from '@/lib/demo-salon';

export const metadata: Metadata = { title: `Book at ${DEMO_SALON_NAME}` };

export default async function DemoPage() {
  const page = await loadDemoBookingPage();
  if (!page) notFound();
  return <BookingPage {...page} />;
}
