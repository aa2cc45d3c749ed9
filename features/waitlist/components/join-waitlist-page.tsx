import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { BookingDetails, Detail } from '@/features/booking/components/booking-details';
import { LanguageSwitch } from '@/features/booking/components/language-switch';
import { SalonBadge } from '@/features/booking/components/salon-badge';
import type { JoinPageData } from '../load-join-page';
import { JoinWaitlistForm } from './join-waitlist-form';

/** /book/waitlist: the day, service and stylist the visitor waits for, and the form. */
export function JoinWaitlistPage({ page, path }: { page: JoinPageData; path: string }) {
  const t = useTranslations('Waitlist');
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <LanguageSwitch path={path} current={page.locale} />
      <p className="mt-2 mb-4 flex justify-center">
        <SalonBadge name={page.salonName} />
      </p>
      <Card className="space-y-5 p-6">
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <p className="text-sm">{t('intro', { date: page.dateLabel })}</p>
        <BookingDetails>
          <Detail label={t('service')}>{page.serviceName}</Detail>
          {page.stylistsEnabled && <Detail label={t('stylist')}>{page.stylistName ?? t('anyStylist')}</Detail>}
          <Detail label={t('day')}>{page.dateLabel}</Detail>
        </BookingDetails>
        <JoinWaitlistForm page={page} />
      </Card>
    </main>
  );
}
