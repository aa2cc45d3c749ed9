import { useTranslations } from 'next-intl';
import { DEMO_BOOKING_PATH } from '@/lib/demo-salon';

export default function BookingNotFound() {
  const t = useTranslations('States');
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md space-y-3 text-center">
        <h1 className="text-2xl font-semibold">{t('salonNotFound')}</h1>
        <p className="text-muted-foreground">{t('salonNotFoundText')}</p>
        {/* A plain link: next/link would add its script to every booking page (this boundary is part of their route). */}
        <a href={DEMO_BOOKING_PATH} className="text-primary underline underline-offset-4">
          {t('visitDemo')}
        </a>
      </div>
    </main>
  );
}
