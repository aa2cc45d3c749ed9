import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JoinWaitlistPage } from '@/features/waitlist/components/join-waitlist-page';
import { loadJoinWaitlistPage } from '@/features/waitlist/load-join-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Waitlist'))('title'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<{ salon?: string; service?: string; date?: string; stylist?: string }> };

export default async function WaitlistJoinPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = await loadJoinWaitlistPage(query);
  if (!page) notFound();
  return <JoinWaitlistPage page={page} path={`/book/waitlist?${new URLSearchParams({ salon: page.salonId, service: page.serviceId, date: page.date, stylist: page.stylistId })}`} />;
}
