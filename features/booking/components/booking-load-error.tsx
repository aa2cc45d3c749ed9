'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';

/** Route-level error boundary of the booking pages; Retry loads the page again. */
export function BookingLoadError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('States');
  const router = useRouter();
  const [retrying, startTransition] = useTransition();
  console.error('Booking page failed to load', error.digest ?? error.message);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-semibold">{t('loadErrorHeading')}</h1>
        <p className="text-muted-foreground">{t('loadError')}</p>
        <Button
          disabled={retrying}
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          {t('retry')}
        </Button>
      </div>
    </main>
  );
}
