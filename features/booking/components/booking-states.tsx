'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';

/** Route-level loading state of the booking pages. */
export function BookingLoading() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6" aria-busy>
      <p role="status" className="text-muted-foreground">
        Loading salon information...
      </p>
    </main>
  );
}

/** Route-level error boundary of the booking pages; Retry loads the page again. */
export function BookingLoadError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [retrying, startTransition] = useTransition();
  console.error('Booking page failed to load', error.digest ?? error.message);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-semibold">Unable to Load Booking Page</h1>
        <p className="text-muted-foreground">We&apos;re having trouble loading the booking information. Please try again later.</p>
        <Button
          disabled={retrying}
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          Retry
        </Button>
      </div>
    </main>
  );
}
