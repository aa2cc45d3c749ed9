import 'server-only';
import { eq } from 'drizzle-orm';
import { fail, type ActionFailure } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { salons } from '@/lib/db/schema';
import { outsideOpeningHours, type OpeningHours } from '@/lib/scheduling';
import { OUTSIDE_HOURS_CODE } from '@/lib/validation/appointment-edit';

type Booking = { date: string; time: string; durationMinutes: number; confirmed: boolean };

/** A salon's opening hours and days off, as outsideOpeningHours reads them. */
export async function readOpeningHours(salonId: string): Promise<{ openingHours: OpeningHours; daysOff: string[] | undefined }> {
  const db = await getDb();
  const [salon] = await db.select({ openingHours: salons.openingHours, daysOff: salons.daysOff }).from(salons).where(eq(salons.id, salonId));
  return { openingHours: salon?.openingHours as OpeningHours, daysOff: salon?.daysOff };
}

/**
 * Staff may book outside the opening hours (a favour to a customer), but only once they have
 * confirmed the reason: without the confirmation the write is refused with the reason, which
 * the dialog turns into its "Book anyway?" question. For a salon the caller is already scoped to.
 */
export async function refuseUnconfirmedOutsideHours(salonId: string, booking: Booking): Promise<ActionFailure | null> {
  if (booking.confirmed) return null;
  const reason = outsideOpeningHours({ ...booking, ...(await readOpeningHours(salonId)) });
  return reason ? fail(OUTSIDE_HOURS_CODE, reason, { appointment_time: reason }) : null;
}
