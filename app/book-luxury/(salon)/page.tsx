import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingPage } from '@/features/booking/components/booking-page';
import { loadDemoBookingPage } from '@/features/booking/load-booking-page';
import { DEMO_SALON_NAME } from '@/lib/demo-salon';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Booking'))('title', { salon: DEMO_SALON_NAME }) };
}

export default async function LuxuryBookingPage() {
  const page = await loadDemoBookingPage();
  if (!page) notFound();
  return <BookingPage {...page} />;
}
