import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { BookingFrame } from '@/features/booking/components/booking-frame';
import { findActiveSalonBySlug } from '@/features/booking/data/public-salons';
import { visitorLocale } from '@/features/booking/visitor-locale';

/**
 * The salon's booking page around its form (BookingFrame), in the layout: outside the page's
 * loading state, so the heading is in the first HTML. Behind that state it waited for React's
 * reveal of the streamed page (at least 300 ms, after the scripts): Lighthouse's LCP was 3× the
 * floor's. An unknown or inactive slug
 * answers with a real 404 status.
 */
export default async function SalonLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [salon, locale] = await Promise.all([findActiveSalonBySlug(slug), visitorLocale()]);
  if (!salon) notFound();
  return (
    <BookingFrame salon={salon} locale={locale} path={`/book/${slug}`}>
      {children}
    </BookingFrame>
  );
}
