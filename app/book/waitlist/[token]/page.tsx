import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WaitlistOfferView } from '@/features/waitlist/components/waitlist-offer-view';
import { loadWaitlistOfferPage } from '@/features/waitlist/load-offer-page';
import { isLocale } from '@/lib/i18n/locale';

// A private link: keep it out of search engines and out of Referer headers.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Waitlist'))('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ error?: string; leave?: string; lang?: string }> };

export default async function WaitlistOfferPage({ params, searchParams }: Props) {
  const { token } = await params;
  const query = await searchParams;
  const page = await loadWaitlistOfferPage(token, query.error);
  if (!page) notFound();
  return <WaitlistOfferView {...page} token={token} chosenLanguage={isLocale(query.lang) ? query.lang : null} confirmingLeave={query.leave === 'confirm'} />;
}
