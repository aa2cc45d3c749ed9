import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { messages, type MessageKind } from '@/lib/db/schema';
import { buildIcs } from '@/lib/calendar/ics';
import { headerSafe, MESSAGE_TEMPLATES, type AppointmentFacts, type CustomerMessage, type SalonNotice } from '@/lib/email/messages';
import { salonContactOf, wallTimeOf, type EmailLanguage } from '@/lib/email/email-request';
import { isEmail } from '@/lib/validation/email';
import { appUrl } from '@/lib/server/app-url';

/**
 * The outbox's writing side (DESIGN §9): messages are rows written by the transaction that
 * causes them, so a change and its messages commit or vanish together. The in-process worker
 * (message-worker.ts) is nudged after the commit; without it the next poll finds them.
 */

export type NewMessage = {
  kind: MessageKind;
  recipient: string;
  language: EmailLanguage;
  subject: string;
  body: string;
  salonId?: string | null;
  appointmentId?: string | null;
  /** A message that must go once only (an appointment's reminder): a second row is never written. */
  dedupeKey?: string;
  ics?: string | null;
  unsubscribeUrl?: string | null;
  dueAt?: Date;
};

type Tx = Pick<Db, 'insert' | 'execute'>;

/**
 * Writes the messages whose recipient passes the e-mail rules (any other is never written, so
 * never sent), subjects on one line; a dedupe key already used writes nothing. Returns the
 * ids written.
 */
export async function queueMessages(tx: Tx, rows: readonly NewMessage[]): Promise<string[]> {
  const valid = rows.filter((row) => isEmail(row.recipient));
  if (!valid.length) return [];
  const written = await tx
    .insert(messages)
    .values(valid.map((row) => ({ ...row, recipient: row.recipient.trim().toLowerCase(), subject: headerSafe(row.subject) })))
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  onQueued();
  return written.map((row) => row.id);
}

const globalForWorker = globalThis as typeof globalThis & { __salonMessageNudge?: () => void };

/** Tells the in-process worker (if any) to look soon; it waits a moment so the writing transaction has committed. */
function onQueued() {
  globalForWorker.__salonMessageNudge?.();
}

/** The worker registers how it wants to be woken. */
export function setMessageNudge(nudge: (() => void) | undefined) {
  globalForWorker.__salonMessageNudge = nudge;
}

/** An appointment as its messages need it: one row, read inside the writing transaction. */
export type AppointmentMessageRow = {
  id: string;
  salon_id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  language: EmailLanguage;
  manage_token: string;
  start_time: Date | string;
  end_time: Date | string;
  timezone: string;
  salon_name: string;
  salon_email: string | null;
  salon_phone: string | null;
  salon_address: string | null;
  salon_city: string | null;
  salon_country: string | null;
  service_name: string | null;
  stylist_id: string | null;
  stylist_name: string | null;
  stylists_enabled: boolean;
};

/** The SQL that reads AppointmentMessageRow for `appointments a` (joined to its salon, service and stylist). */
export const appointmentMessageColumns = sql.raw(`
  a.id, a.salon_id, a.customer_name, a.customer_email, a.customer_phone, a.language, a.manage_token,
  a.start_time, a.end_time, s.timezone, s.name AS salon_name, s.email AS salon_email,
  s.phone_number AS salon_phone, s.address AS salon_address, s.city AS salon_city, s.country AS salon_country,
  sv.name AS service_name, a.staff_id AS stylist_id, u.full_name AS stylist_name, s.stylists_enabled`);
export const appointmentMessageJoins = sql.raw(`
  JOIN salons s ON s.id = a.salon_id
  LEFT JOIN services sv ON sv.id = a.service_id
  LEFT JOIN users u ON u.id = a.staff_id`);

export async function readAppointmentForMessages(tx: Tx, appointmentId: string): Promise<AppointmentMessageRow | null> {
  const { rows } = await tx.execute<AppointmentMessageRow>(
    sql`SELECT ${appointmentMessageColumns} FROM appointments a ${appointmentMessageJoins} WHERE a.id = ${appointmentId}`,
  );
  return rows[0] ?? null;
}

export function appointmentFacts(row: AppointmentMessageRow): AppointmentFacts {
  const token = encodeURIComponent(row.manage_token);
  return {
    customerName: row.customer_name,
    salon: salonContactOf({
      name: row.salon_name,
      email: row.salon_email,
      phone: row.salon_phone,
      address: row.salon_address,
      city: row.salon_city,
      country: row.salon_country,
    }),
    serviceName: row.service_name ?? 'Appointment',
    when: wallTimeOf(row.start_time, row.timezone),
    stylistName: row.stylists_enabled ? row.stylist_name : null,
    manageUrl: appUrl(`/book/manage/${token}`),
    stopRemindersUrl: appUrl(`/book/manage/${token}/stop-reminders`),
  };
}

/** A message to the appointment's customer in their language; null without an e-mail address. */
export function customerMessage(kind: CustomerMessage, row: AppointmentMessageRow, extra: Partial<NewMessage> = {}): NewMessage | null {
  if (!row.customer_email) return null;
  const facts = appointmentFacts(row);
  const templates = MESSAGE_TEMPLATES[row.language];
  const { subject, body } = templates[kind](facts);
  const ics =
    kind === 'cancelled_by_customer' || kind === 'confirmation'
      ? buildIcs({
          uid: `${row.id}@salon-booking`,
          start: new Date(row.start_time),
          end: new Date(row.end_time),
          timeZone: row.timezone,
          summary: templates.calendarSummary(facts),
          location: [row.salon_address, row.salon_city].filter(Boolean).join(', ') || null,
          description: facts.manageUrl,
          cancelled: kind === 'cancelled_by_customer',
        })
      : null;
  return {
    kind,
    recipient: row.customer_email,
    language: row.language,
    subject,
    body,
    salonId: row.salon_id,
    appointmentId: row.id,
    ics,
    unsubscribeUrl: facts.stopRemindersUrl,
    ...extra,
  };
}

/**
 * The salon's notification of an online booking or cancellation: to each owner who wants it and
 * to the appointment's stylist if they want it, in English (staff screens are English).
 */
export async function salonNotices(tx: Tx, kind: SalonNotice, row: AppointmentMessageRow): Promise<NewMessage[]> {
  const { rows: recipients } = await tx.execute<{ email: string }>(sql`
    SELECT DISTINCT email FROM users
    WHERE salon_id = ${row.salon_id} AND email_notifications
      AND (role = 'owner' OR id = ${row.stylist_id})`);
  const when = wallTimeOf(row.start_time, row.timezone);
  const { subject, body } = MESSAGE_TEMPLATES.en[kind]({
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    salonName: row.salon_name,
    serviceName: row.service_name ?? 'Appointment',
    when,
    stylistName: row.stylists_enabled ? row.stylist_name : null,
    appointmentsUrl: appUrl(`/appointments?date=${when.date}`),
  });
  return recipients.map(({ email }) => ({ kind, recipient: email, language: 'en' as const, subject, body, salonId: row.salon_id, appointmentId: row.id }));
}

/** The confirmation (with its calendar file) and the salon's notices of a new booking, or of a customer's own cancellation. */
export async function queueAppointmentMessages(tx: Tx, appointmentId: string, event: 'booked' | 'booked_by_staff' | 'cancelled_by_customer') {
  const row = await readAppointmentForMessages(tx, appointmentId);
  if (!row) return [];
  const customer = customerMessage(event === 'cancelled_by_customer' ? 'cancelled_by_customer' : 'confirmation', row);
  const notices = event === 'booked_by_staff' ? [] : await salonNotices(tx, event === 'booked' ? 'salon_new_booking' : 'salon_cancellation', row);
  return queueMessages(tx, [...(customer ? [customer] : []), ...notices]);
}
