import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingPage } from '@/features/booking/components/booking-page';
import { findActiveSalonBySlug } from '@/features/booking/data/public-salons';
import { loadSalonBookingPage } from '@/features/booking/load-booking-page';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const salon = await findActiveSalonBySlug((await params).slug);
  return { title: salon ? `Book at ${salon.name}` : 'Salon not found' };
}

export default async function SalonBookingPage({ params }: Props) {
  const page = await loadSalonBookingPage((await params).slug);
  if (!page) notFound();
  return <BookingPage {...page} />;
}
