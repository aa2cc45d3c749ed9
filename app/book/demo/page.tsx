import type { Metadata } from 'next';
import { connection } from 'next/server';
import { DemoBookingPage } from '@/features/booking/components/demo-booking-page';
import { DEMO_SALON_NAME } from '@/lib/demo-salon';

export const metadata: Metadata = { title: `Book at ${DEMO_SALON_NAME}` };

// Per request: the demo salon comes from the database, which `next build` must not open.
export default async function DemoPage() {
  await connection();
  return <DemoBookingPage />;
}
