import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findActiveSalonBySlug } from '@/lib/data/public-salons';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const salon = await findActiveSalonBySlug((await params).slug);
  return { title: salon ? `Book at ${salon.name}` : 'Salon not found' };
}

// Placeholder until the booking page lands (issue 4).
export default async function BookingPage({ params }: Props) {
  const salon = await findActiveSalonBySlug((await params).slug);
  if (!salon) notFound();
  return (
    <main className="mx-auto max-w-2xl p-6">
      <p className="text-sm text-muted-foreground">{salon.name}</p>
      <h1 className="text-3xl font-semibold">Book Your Appointment</h1>
    </main>
  );
}
