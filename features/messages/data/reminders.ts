import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { appointmentMessageColumns, appointmentMessageJoins, customerMessage, queueMessages, type AppointmentMessageRow } from './outbox';

/** Reminders one pass writes at most (the next pass takes the rest). */
const REMINDERS_PER_PASS = 200;

export type ReminderScope =
  /** The automatic pass: every salon's appointments whose reminder time has come, except those booked after it came. */
  | { kind: 'due' }
  /** 'Send Reminders': one salon's appointments in the next `hours`, now. */
  | { kind: 'salon'; salonId: string; hours: number };

/** How long before online changes close a reminder goes out at the latest, so that its "cancel here" link still works. */
const REMINDER_MARGIN_HOURS = 2;

/**
 * How many hours before the start a salon's reminders go out: its reminder setting, but at least
 * REMINDER_MARGIN_HOURS before its change window closes (a window of 0 closes at the start).
 * At the defaults (24 h and 24 h) that is 26 hours (docs/decisions.md).
 */
function reminderLeadHours(salon: SQL) {
  return sql`greatest(${salon}.reminder_hours, CASE WHEN ${salon}.change_window_hours > 0 THEN ${salon}.change_window_hours + ${REMINDER_MARGIN_HOURS} ELSE 0 END)`;
}

/**
 * Writes the reminders that are due (DESIGN §9). An appointment has one reminder, ever: its
 * dedupe key `reminder:<id>` makes a second one impossible, whoever asks and however often.
 * Only live appointments with an e-mail address whose customer did not stop reminders, in a
 * salon that sends them (reminder_hours > 0), and none for a booking whose visitor e-mail was
 * suppressed by a cap (else a flood of bookings would reach the address a day later as
 * reminders). Returns how many were written.
 */
export async function queueDueReminders(db: Db, scope: ReminderScope): Promise<number> {
  return db.transaction(async (tx) => {
    const lead = sql`make_interval(hours => ${reminderLeadHours(sql`s`)})`;
    const window =
      scope.kind === 'due'
        ? sql`a.start_time <= now() + ${lead} AND a.created_at < a.start_time - ${lead}`
        : sql`s.id = ${scope.salonId} AND a.start_time <= now() + make_interval(hours => ${scope.hours})`;
    const { rows } = await tx.execute<AppointmentMessageRow>(sql`
      SELECT ${appointmentMessageColumns}
      FROM salons sal
      CROSS JOIN LATERAL (
        SELECT * FROM appointments
        WHERE salon_id = sal.id AND start_time > now() AND start_time <= now() + interval '8 days'
      ) a
      ${appointmentMessageJoins}
      WHERE s.reminder_hours > 0 AND ${window}
        AND a.status IN ('confirmed', 'pending') AND a.customer_email IS NOT NULL AND NOT a.reminders_stopped
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.dedupe_key = 'reminder:' || a.id::text)
        -- A visit of several services is reminded once, by its first live part.
        AND NOT EXISTS (SELECT 1 FROM appointments p WHERE p.visit_id = a.visit_id AND p.start_time < a.start_time AND p.status <> 'cancelled')
        -- A booking whose visitor e-mail went over a cap gets no reminder either (docs/decisions.md).
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.appointment_id = a.id AND m.status = 'suppressed')
      ORDER BY a.start_time
      LIMIT ${REMINDERS_PER_PASS}`);
    const reminders = rows.flatMap((row) => customerMessage('reminder', row, { dedupeKey: `reminder:${row.id}` }) ?? []);
    return (await queueMessages(tx as unknown as Db, reminders)).length;
  });
}
