import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { BookingFrame } from '@/features/booking/components/booking-frame';
import { findDemoSalon } from '@/features/booking/data/public-salons';
import { visitorLocale } from '@/features/booking/visitor-locale';

/**
 * The salon's booking page around its form (BookingFrame), in the layout: outside the page's
 * loading state, so the heading is in the first HTML. Behind that state it waited for React's
 * reveal of the streamed page (at least 300 ms, after the scripts): Lighthouse's LCP was 3× the
 * floor's. As app/book/[slug]/layout.tsx; in a route group, so that a failure's page
 * (app/book-luxury/error.tsx) stands on its own, outside the frame.
 */
export default async function LuxuryLayout({ children }: { children: ReactNode }) {
  const [salon, locale] = await Promise.all([findDemoSalon(), visitorLocale()]);
  if (!salon) notFound();
  return (
    <BookingFrame salon={salon} locale={locale} path="/book-luxury" theme="luxury">
      {children}
    </BookingFrame>
  );
}
