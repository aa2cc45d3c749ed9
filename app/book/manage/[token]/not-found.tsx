import { CANCEL_MESSAGES } from '@/features/booking/data/manage-links';

/** A manage link that names no booking: not a missing salon, and no demo salon to offer. */
export default function ManageLinkNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md space-y-3 text-center">
        <h1 className="text-2xl font-semibold">{CANCEL_MESSAGES.NOT_FOUND}</h1>
        <p className="text-muted-foreground">
          Open the whole link from your booking confirmation. If it still does not work, please contact the salon: they can see and change your booking.
        </p>
      </div>
    </main>
  );
}
