import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loggableError } from '@/lib/server/db-errors';

// What the public booking asks of and tells the salon's client records (issue 33 items 5, 6).

/**
 * Whether the salon's no-show policy asks this visitor to call the salon instead: decided by the
 * database (online_booking_refused), which finds the client by the same keys as match_client.
 */
export async function onlineBookingRefused(salonId: string, who: { customerName: string; customerEmail?: string; customerPhone: string }, now: Date): Promise<boolean> {
  const db = await getDb();
  const { rows } = await db.execute<{ refused: boolean }>(
    sql`SELECT public.online_booking_refused(${salonId}::uuid, ${who.customerName}, ${who.customerEmail ?? null}, ${who.customerPhone}, ${now.toISOString()}::timestamptz) AS refused`,
  );
  return rows[0]?.refused === true;
}

/**
 * The booking form's ticked marketing box: a grant in the consent ledger for the appointment's
 * client (its own statement after the booking; a failure is logged and the booking stands, the
 * client having been told it is booked).
 */
export async function recordBookingFormConsent(appointmentId: string): Promise<void> {
  const db = await getDb();
  await db
    .execute(
      sql`INSERT INTO client_consents (salon_id, client_id, kind, granted, source)
          SELECT a.salon_id, a.client_id, 'marketing', true, 'booking_form' FROM appointments a WHERE a.id = ${appointmentId}::uuid`,
    )
    .catch((error) => console.error('[booking] consent not recorded', loggableError(error)));
}
