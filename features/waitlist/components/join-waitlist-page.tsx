import { useTranslations } from 'next-intl';
import { BookingDetails, Detail } from '@/features/booking/components/booking-details';
import { VisitorCard } from '@/features/booking/components/visitor-card';
import type { JoinPageData } from '../load-join-page';
import { JoinWaitlistForm } from './join-waitlist-form';

/** /book/waitlist: the day, service and stylist the visitor waits for, and the form. */
export function JoinWaitlistPage({ page, path }: { page: JoinPageData; path: string }) {
  const t = useTranslations('Waitlist');
  return (
    <VisitorCard path={path} locale={page.locale} salonName={page.salonName}>
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="text-sm">{t('intro', { date: page.dateLabel })}</p>
      <BookingDetails>
        <Detail label={t('service')}>{page.serviceName}</Detail>
        {page.stylistsEnabled && <Detail label={t('stylist')}>{page.stylistName ?? t('anyStylist')}</Detail>}
        <Detail label={t('day')}>{page.dateLabel}</Detail>
      </BookingDetails>
      <JoinWaitlistForm page={page} />
    </VisitorCard>
  );
}
