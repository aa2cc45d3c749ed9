import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loggableError } from '@/lib/server/db-errors';

// What the public booking tells the salon's client records (issue 33 item 6); what it asks of
// them (online_booking_refused, item 5) is part of its first statement (booking-gate.ts).

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
