import Link from 'next/link';
import { DEMO_BOOKING_PATH } from '@/lib/demo-salon';

export default function BookingNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md space-y-3 text-center">
        <h1 className="text-2xl font-semibold">Salon not found</h1>
        <p className="text-muted-foreground">This booking page does not exist or is no longer taking bookings.</p>
        <Link href={DEMO_BOOKING_PATH} className="text-primary underline underline-offset-4">
          Visit our demo salon
        </Link>
      </div>
    </main>
  );
}
