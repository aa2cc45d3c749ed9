import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { findActiveSalonBySlug } from '@/features/booking/data/public-salons';

/**
 * Resolves the salon before anything streams, so that an unknown or inactive slug answers with
 * a real 404 status. The booking pages have no loading state: server.mjs answers most visits with
 * the whole page from memory (lib/net/page-cache.mjs), and without a Suspense boundary their
 * heading is in the first paint.
 */
export default async function SalonLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await findActiveSalonBySlug((await params).slug))) notFound();
  return children;
}
