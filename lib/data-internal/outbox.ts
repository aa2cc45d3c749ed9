import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { messages, type MessageKind } from '@/lib/db/schema';
import { buildIcs } from '@/lib/calendar/ics';
import { appointmentLinks, headerSafe, MESSAGE_TEMPLATES, salonNoticeLinks, type AppointmentFacts, type CustomerMessage, type SalonNotice } from '@/lib/email/messages';
import { randomBytes, randomUUID } from 'node:crypto';
import { salonContactOf, wallTimeOf, type EmailLanguage, type SalonContact } from '@/lib/email/email-request';
import { EMAIL_PATTERN, isEmail } from '@/lib/validation/email';
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
    .values(valid.map(normalized))
    .onConflictDoNothing({ target: messages.dedupeKey, where: sql`${messages.dedupeKey} is not null` })
    .returning({ id: messages.id });
  messagesQueued();
  return written.map((row) => row.id);
}

/** The address as stored (trimmed, lowercase) and the subject on one line. */
function normalized(row: NewMessage): NewMessage {
  return { ...row, recipient: row.recipient.trim().toLowerCase(), subject: headerSafe(row.subject) };
}

const globalForWorker = globalThis as typeof globalThis & { __salonMessageNudge?: () => void };

/** Tells the in-process worker (if any) to look soon; it waits a moment so the writing transaction has committed. */
export function messagesQueued() {
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

/** A new appointment, before its row exists: its id and manage token are chosen by the caller. */
export type NewAppointmentFacts = {
  id: string;
  manageToken: string;
  salonId: string;
  timezone: string;
  salon: SalonContact;
  stylistsEnabled: boolean;
  serviceName: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  start: Date;
  end: Date;
  staffId: string | null;
  stylistName: string | null;
  language: EmailLanguage;
};

/** The new appointment as its messages read it, from what the booking already holds (no query). */
export function newAppointmentRow(f: NewAppointmentFacts): AppointmentMessageRow {
  return {
    id: f.id,
    salon_id: f.salonId,
    customer_name: f.customerName,
    customer_email: f.customerEmail,
    customer_phone: f.customerPhone,
    language: f.language,
    manage_token: f.manageToken,
    start_time: f.start,
    end_time: f.end,
    timezone: f.timezone,
    salon_name: f.salon.name,
    salon_email: f.salon.email ?? null,
    salon_phone: f.salon.phone ?? null,
    salon_address: f.salon.address ?? null,
    salon_city: f.salon.city ?? null,
    salon_country: f.salon.country ?? null,
    service_name: f.serviceName,
    stylist_id: f.staffId,
    stylist_name: f.stylistName,
    stylists_enabled: f.stylistsEnabled,
  };
}

/** A fresh appointment id and manage token (64 hex characters, as the column's default makes). */
export function newAppointmentKeys() {
  return { id: randomUUID(), manageToken: randomBytes(32).toString('hex') };
}

/** A salon's contact and a named member's name, for the messages of a booking staff make. */
export async function readSalonForMessages(tx: Tx, salonId: string, staffId: string | null) {
  const { rows } = await tx.execute<{ name: string; email: string | null; phone: string | null; address: string | null; city: string | null; country: string | null; stylists_enabled: boolean; stylist_name: string | null }>(sql`
    SELECT s.name, s.email, s.phone_number AS phone, s.address, s.city, s.country, s.stylists_enabled, u.full_name AS stylist_name
    FROM salons s LEFT JOIN users u ON u.id = ${staffId} AND u.salon_id = s.id
    WHERE s.id = ${salonId}`);
  const row = rows[0];
  return row && { contact: salonContactOf(row), stylistsEnabled: row.stylists_enabled, stylistName: row.stylist_name };
}

export function appointmentFacts(row: AppointmentMessageRow): AppointmentFacts {
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
    ...appointmentLinks(appUrl, row.manage_token),
  };
}

/** A message to the appointment's customer in their language; null without an e-mail address. */
export function customerMessage(kind: CustomerMessage, row: AppointmentMessageRow, extra: Partial<NewMessage> = {}): NewMessage | null {
  if (!row.customer_email) return null;
  const facts = appointmentFacts(row);
  const templates = MESSAGE_TEMPLATES[row.language];
  const { subject, body } = templates[kind](facts);
  const ics =
    kind === 'cancelled_by_customer' || kind === 'confirmation' || kind === 'rescheduled'
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

/** A salon notice, rendered once for all its recipients (the salon's staff who want it). */
export type SalonNoticeDraft = { kind: SalonNotice; subject: string; body: string; salonId: string; appointmentId: string; stylistId: string | null };

/** The salon's notice of an online booking or cancellation, in English (staff screens are English). */
export function salonNotice(kind: SalonNotice, row: AppointmentMessageRow): SalonNoticeDraft {
  const when = wallTimeOf(row.start_time, row.timezone);
  const { subject, body } = MESSAGE_TEMPLATES.en[kind]({
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    salonName: row.salon_name,
    serviceName: row.service_name ?? 'Appointment',
    when,
    stylistName: row.stylists_enabled ? row.stylist_name : null,
    ...salonNoticeLinks(appUrl, when.date),
  });
  return { kind, subject: headerSafe(subject), body, salonId: row.salon_id, appointmentId: row.id, stylistId: row.stylist_id };
}

export type AppointmentEvent = 'booked' | 'booked_by_staff' | 'cancelled_by_customer' | 'rescheduled_by_customer';

/** Each event's customer message and salon notice (none for the salon's own bookings). */
const EVENT_MESSAGES: Record<AppointmentEvent, { customer: CustomerMessage; notice: SalonNotice | null }> = {
  booked: { customer: 'confirmation', notice: 'salon_new_booking' },
  booked_by_staff: { customer: 'confirmation', notice: null },
  cancelled_by_customer: { customer: 'cancelled_by_customer', notice: 'salon_cancellation' },
  rescheduled_by_customer: { customer: 'rescheduled', notice: 'salon_reschedule' },
};

/** What an appointment's event sends: the customer's message (with an e-mail address) and the salon's notice (not for its own bookings). */
export function appointmentMessages(row: AppointmentMessageRow, event: AppointmentEvent) {
  const kinds = EVENT_MESSAGES[event];
  return { customer: customerMessage(kinds.customer, row), notice: kinds.notice && salonNotice(kinds.notice, row) };
}

/**
 * The statement that writes an event's messages: the customer's (when its address passes the
 * e-mail rules) and a copy of the notice to each owner who wants it and to the appointment's
 * stylist if they want it. A booking runs it as part of its own INSERT (insertUnlessOverlapping's
 * `withMessages`): one statement, so the messages cost no round trip of their own and commit
 * with the booking or not at all. Null when there is nothing to send.
 */
export function appointmentMessagesSql(row: AppointmentMessageRow, event: AppointmentEvent): SQL | null {
  const { customer, notice } = appointmentMessages(row, event);
  const toCustomer = customer && isEmail(customer.recipient) ? normalized(customer) : null;
  if (!toCustomer && !notice) return null;
  const parts = [
    toCustomer &&
      sql`SELECT ${toCustomer.kind}, ${toCustomer.recipient}, ${toCustomer.language}, ${toCustomer.subject}, ${toCustomer.body},
        ${row.salon_id}::uuid, ${row.id}::uuid, ${toCustomer.ics ?? null}, ${toCustomer.unsubscribeUrl ?? null}`,
    notice &&
      sql`SELECT ${notice.kind}, lower(u.email), 'en', ${notice.subject}, ${notice.body}, ${notice.salonId}::uuid, ${notice.appointmentId}::uuid, NULL, NULL
        FROM users u
        WHERE u.salon_id = ${notice.salonId} AND u.email_notifications AND (u.role = 'owner' OR u.id = ${notice.stylistId})
          AND lower(u.email) ~ ${EMAIL_PATTERN.source}`,
  ].filter((part) => part !== null);
  return sql`INSERT INTO messages (kind, recipient, language, subject, body, salon_id, appointment_id, ics, unsubscribe_url)
    ${sql.join(parts, sql` UNION ALL `)}`;
}

/** Writes an event's messages in the caller's transaction (a change to an appointment that exists). */
export async function queueAppointmentMessages(tx: Tx, appointmentId: string, event: AppointmentEvent): Promise<void> {
  const row = await readAppointmentForMessages(tx, appointmentId);
  const statement = row && appointmentMessagesSql(row, event);
  if (!statement) return;
  await tx.execute(statement);
  messagesQueued();
}
