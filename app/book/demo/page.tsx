import type { Metadata } from 'next';
import { DemoBookingPage } from '@/components/booking/demo-booking-page';
import { DEMO_SALON_NAME } from '@/lib/demo-salon';

export const metadata: Metadata = { title: `Book at ${DEMO_SALON_NAME}` };

export default function DemoPage() {
  return <DemoBookingPage />;
}
