import { it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { createTestSalon } from '@/tests/support/db';
import { insertUnlessOverlapping } from '@/lib/data-internal/lane-placement';

const CSRF = 'csrf-token-waitlist';
let address = 0;
function comingTuesday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}
const DATE = comingTuesday();
const book = (salonId: string, serviceId: string, time: string, email = 'booker@example.com') =>
  createPublicBooking(
    { salonId, serviceId, date: DATE, time, customerName: 'Public Booker', customerPhone: '+36 30 123 4567', customerEmail: email, csrfToken: CSRF },
    { clientAddress: `10.39.${Math.floor(address / 250) % 250}.${address++ % 250}`, csrfCookie: CSRF },
  );

it('scratch', async () => {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
  await book(salon.id, service.id, '10:00');
  const start = (await import('@/lib/scheduling')).zonedToInstant(DATE, '10:00', 'Europe/Budapest')!;
  for (const mode of ['insert', 'insert', 'seq']) {
    const t = performance.now();
    if (mode === 'seq') for (let i = 0; i < 10; i++) await book(salon.id, service.id, '10:00');
    else await Promise.all(Array.from({ length: 50 }, () => insertUnlessOverlapping({ salonId: salon.id, serviceId: service.id, customerName: 'Public Booker', customerEmail: 'booker@example.com', customerPhone: '+36 30 123 4567', startTime: start, endTime: new Date(start.getTime() + 3600000), status: 'confirmed' }, 'visitor')));
    console.info(`[scratch] ${mode}: ${(performance.now() - t).toFixed(0)} ms`);
  }
}, 120_000);
