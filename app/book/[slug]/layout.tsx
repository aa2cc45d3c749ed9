import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { findActiveSalonBySlug } from '@/features/booking/data/public-salons';

/**
 * Resolves the salon before the page's loading state streams, so that an unknown or
 * inactive slug answers with a real 404 status.
 */
export default async function SalonLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await findActiveSalonBySlug((await params).slug))) notFound();
  return children;
}
