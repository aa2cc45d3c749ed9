import { useTranslations } from 'next-intl';

/** Route-level loading state of the booking pages (rendered on the server: no script). */
export function BookingLoading() {
  const t = useTranslations('States');
  return (
    <main className="flex min-h-dvh items-center justify-center p-6" aria-busy>
      <p role="status" className="text-muted-foreground">
        {t('loading')}
      </p>
    </main>
  );
}
