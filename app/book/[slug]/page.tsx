import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookingPage } from '@/features/booking/components/booking-page';
import { findActiveSalonBySlug } from '@/features/booking/data/public-salons';
import { loadSalonBookingPage } from '@/features/booking/load-booking-page';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [salon, t] = await Promise.all([findActiveSalonBySlug((await params).slug), getTranslations()]);
  return { title: salon ? t('Booking.title', { salon: salon.name }) : t('States.salonNotFound') };
}

export default async function SalonBookingPage({ params }: Props) {
  const { slug } = await params;
  const page = await loadSalonBookingPage(slug);
  if (!page) notFound();
  return <BookingPage {...page} />;
}
