import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { messages, type MessageKind } from '@/lib/db/schema';
import {
  appointmentLinks,
  headerSafe,
  MESSAGE_TEMPLATES,
  salonDigestLinks,
  salonNoticeLinks,
  type AppointmentFacts,
  type CustomerMessage,
  type SalonNotice,
  type SalonNoticeFacts,
  type VisitPartFacts,
  type WaitlistJoinedFacts,
  type WaitlistOfferFacts,
  waitlistLinks,
} from '../templates';
import { randomBytes, randomUUID } from 'node:crypto';
import { salonContactOf, type SalonContact } from '@/lib/format/salon-contact';
import { todayInZone, wallTimeOf } from '@/lib/scheduling/zoned-time';
import type { Locale } from '@/lib/i18n/locale';
import { EMAIL_PATTERN, isEmail } from '@/lib/validation/email';
import { readableMessage, type CustomerFacts, type FactKind, type FactMessage } from './rendering';
import { appUrl } from '@/lib/server/app-url';
import { quotaHitSql } from '@/lib/server/rate-limit';
import type { MessageCte, MessageCtes } from '@/lib/data-internal/lane-placement';
import { inline, type Bind } from '@/lib/db/statement-binding';
import { MAIL_CAPS } from '@/lib/validation/mail-caps';

/**
 * The outbox's writing side (DESIGN §9): messages are rows written by the transaction that
 * causes them, so a change and its messages commit or vanish together. An automatic message is
 * written as its facts, rendered when it is sent (rendering.ts); one a person wrote, as its text.
 * The in-process worker (message-worker.ts) is nudged after the commit; without it the next
 * poll finds them.
 */

/** A message stored as written: what a person wrote, a waitlist offer the database completes, a digest. */
type TextMessage = { kind: Exclude<MessageKind, FactKind>; subject: string; body: string };

export type NewMessage = {
  recipient: string;
  language: Locale;
  salonId?: string | null;
  appointmentId?: string | null;
  /** A message that must go once only (an appointment's reminder): a second row is never written. */
  dedupeKey?: string;
  unsubscribeUrl?: string | null;
  dueAt?: Date;
} & (TextMessage | FactMessage);

/** What the outbox writes and reads with: a transaction (lib/db/client's `Tx`) or the database itself. */
type OutboxWriter = Pick<Db, 'insert' | 'execute'>;

/**
 * Writes the messages whose recipient passes the e-mail rules (any other is never written, so
 * never sent), subjects on one line; a dedupe key already used writes nothing. Returns the
 * ids written.
 */
export async function queueMessages(tx: OutboxWriter, rows: readonly NewMessage[]): Promise<string[]> {
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

/**
 * The language a member's e-mails are in (DESIGN §9): the one they chose, else their salon's
 * default, else English. `member` and `salon` are the aliases of `users` and `salons` (left
 * joined for a member without a salon) in the caller's query.
 */
export function memberLanguageSql(member: string, salon: string): SQL {
  return sql`coalesce(${sql.identifier(member)}.language, ${sql.identifier(salon)}.default_language, 'en')`;
}

/**
 * A message's INSERT as the last part of a caller's own statement: written once for each row
 * that `source` (FROM items over earlier CTEs of that statement) returns, in that row's
 * `language` (an expression over `source`), so not at all when it returns none. The caller
 * nudges the worker (messagesQueued) once the statement ran.
 */
export function queueMessageSql(row: Pick<NewMessage, 'recipient' | 'salonId'> & FactMessage, source: SQL, language: SQL): SQL {
  return sql`INSERT INTO messages (kind, recipient, language, facts, salon_id)
    SELECT ${row.kind}, ${storedAddress(row.recipient)}, ${language}, ${JSON.stringify(row.facts)}::jsonb, ${row.salonId ?? null}::uuid
    FROM ${source}`;
}

/** The address as stored: trimmed, lowercase. */
const storedAddress = (recipient: string) => recipient.trim().toLowerCase();

/** The address as stored and a written subject on one line (a rendered one is made so when it is rendered). */
function normalized(row: NewMessage): NewMessage {
  return { ...row, recipient: storedAddress(row.recipient), ...('subject' in row ? { subject: headerSafe(row.subject) } : {}) };
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
  language: Locale;
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
  /** Its calendar entries' SEQUENCE (appointments.revision). */
  revision: number;
  /** A visit of several services: its parts, listed in the message (its times are the whole visit's). */
  visit_parts?: VisitPartFacts[] | null;
};

/**
 * A visit's parts as its messages list them (null for a single service): the parts that share
 * the appointment's fate (live with a live one; cancelled with a cancelled one, as a visit's
 * cancellation cancels them all), in order, with their wall times in the salon's zone.
 */
const VISIT_PARTS_SQL = `(
    SELECT json_agg(json_build_object(
      'serviceName', coalesce(psv.name, 'Appointment'),
      'from', to_char(p.start_time AT TIME ZONE s.timezone, 'HH24:MI'),
      'to', to_char(p.end_time AT TIME ZONE s.timezone, 'HH24:MI'),
      'stylistName', CASE WHEN s.stylists_enabled THEN pu.full_name END) ORDER BY p.start_time)
    FROM appointments p LEFT JOIN services psv ON psv.id = p.service_id LEFT JOIN users pu ON pu.id = p.staff_id
    WHERE a.visit_id IS NOT NULL AND p.visit_id = a.visit_id AND (p.status = 'cancelled') = (a.status = 'cancelled')
    HAVING count(*) > 1)`;

/** The visit's services ('Colour + Cut'), or the one service's name. */
function serviceNameOf(row: AppointmentMessageRow): string {
  return row.visit_parts && row.visit_parts.length > 1 ? row.visit_parts.map((part) => part.serviceName).join(' + ') : (row.service_name ?? 'Appointment');
}

/** The SQL that reads AppointmentMessageRow for `appointments a` (joined to its salon, service and stylist). */
export const appointmentMessageColumns = sql.raw(`
  a.id, a.salon_id, a.customer_name, a.customer_email, a.customer_phone, a.language, a.manage_token,
  a.start_time, a.end_time, s.timezone, s.name AS salon_name, s.email AS salon_email,
  s.phone_number AS salon_phone, s.address AS salon_address, s.city AS salon_city, s.country AS salon_country,
  sv.name AS service_name, a.staff_id AS stylist_id, u.full_name AS stylist_name, s.stylists_enabled, a.revision,
  ${VISIT_PARTS_SQL} AS visit_parts`);
export const appointmentMessageJoins = sql.raw(`
  JOIN salons s ON s.id = a.salon_id
  LEFT JOIN services sv ON sv.id = a.service_id
  LEFT JOIN users u ON u.id = a.staff_id`);

export async function readAppointmentForMessages(tx: OutboxWriter, appointmentId: string): Promise<AppointmentMessageRow | null> {
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
  language: Locale;
  parts?: VisitPartFacts[];
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
    revision: 0,
    ...(f.parts ? { visit_parts: f.parts } : {}),
  };
}

/** A fresh appointment id and manage token (64 hex characters, as the column's default makes). */
export function newAppointmentKeys() {
  return { id: randomUUID(), manageToken: randomBytes(32).toString('hex') };
}

/**
 * The one confirmation of a standing appointment (a series staff booked), in the client's
 * language, listing the occurrences still to come with each one's manage link; written in the
 * series' transaction. `first` is the first occurrence's facts (they share client, service and
 * stylist). Nothing without an e-mail address or a future occurrence.
 */
export async function queueSeriesConfirmation(tx: OutboxWriter, first: NewAppointmentFacts, occurrences: readonly { start: Date; manageToken: string }[], now = new Date()): Promise<void> {
  await queueSeriesMessage(tx, 'series_confirmation', newAppointmentRow(first), occurrences, now);
}

/**
 * The one message of a change staff made to a standing appointment's rest (issue 36): the
 * changed occurrences still to come with their new times, read in the change's transaction
 * after it; the facts (service, stylist, language) are the earliest one's.
 */
export async function queueSeriesChange(tx: OutboxWriter, appointmentIds: readonly string[], now = new Date()): Promise<void> {
  if (!appointmentIds.length) return;
  const ids = sql.join(appointmentIds.map((id) => sql`${id}::uuid`), sql`, `);
  const { rows } = await tx.execute<AppointmentMessageRow>(sql`SELECT ${appointmentMessageColumns} FROM appointments a ${appointmentMessageJoins} WHERE a.id IN (${ids}) ORDER BY a.start_time`);
  const coming = rows.filter((row) => new Date(row.start_time) > now);
  if (coming.length) await queueSeriesMessage(tx, 'series_moved_by_salon', coming[0], coming.map((row) => ({ start: new Date(row.start_time), manageToken: row.manage_token })), now);
}

/** A series' one message to its client, in their language, listing the occurrences still to come with each one's manage link. */
async function queueSeriesMessage(tx: OutboxWriter, kind: 'series_confirmation' | 'series_moved_by_salon', row: AppointmentMessageRow, occurrences: readonly { start: Date; manageToken: string }[], now: Date) {
  const coming = occurrences.filter((occurrence) => occurrence.start > now);
  if (!row.customer_email || !coming.length) return;
  const facts = {
    ...appointmentFacts(row),
    occurrences: coming.map(({ start, manageToken }) => ({ when: wallTimeOf(start, row.timezone), manageUrl: appointmentLinks(appUrl, manageToken).manageUrl })),
  };
  await queueMessages(tx, [{ kind, facts, recipient: row.customer_email, language: row.language, salonId: row.salon_id, appointmentId: row.id, unsubscribeUrl: facts.stopRemindersUrl }]);
}

/** A salon's contact and a named member's name, for the messages of a booking staff make. */
export async function readSalonForMessages(tx: OutboxWriter, salonId: string, staffId: string | null) {
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
    serviceName: serviceNameOf(row),
    when: wallTimeOf(row.start_time, row.timezone),
    stylistName: row.stylists_enabled ? row.stylist_name : null,
    ...appointmentLinks(appUrl, row.manage_token),
    ...(row.visit_parts ? { parts: row.visit_parts } : {}),
  };
}

/** What a staff change adds to its message: the time before a move, the reason for a cancellation. */
export type ChangeContext = { previousStart?: Date | null; reason?: string | null };

/** A staff change the client is told about, with its context. */
export type ClientNotice = { event: 'moved_by_salon' | 'cancelled_by_salon'; context: ChangeContext };

/**
 * A message to the appointment's customer in their language, as facts (rendering.ts makes the
 * text and the calendar entry, which every kind that has one gets); null without an e-mail address.
 */
export function customerMessage(kind: CustomerMessage, row: AppointmentMessageRow, extra: Pick<NewMessage, 'dedupeKey'> = {}, context: ChangeContext = {}): NewMessage | null {
  if (!row.customer_email) return null;
  const facts: CustomerFacts = {
    ...appointmentFacts(row),
    previousWhen: context.previousStart ? wallTimeOf(context.previousStart, row.timezone) : null,
    reason: context.reason?.trim() || null,
    calendar: { uid: `${row.id}@salon-booking`, start: new Date(row.start_time).toISOString(), end: new Date(row.end_time).toISOString(), sequence: Number(row.revision) },
  };
  return {
    kind,
    facts,
    recipient: row.customer_email,
    language: row.language,
    salonId: row.salon_id,
    appointmentId: row.id,
    unsubscribeUrl: facts.stopRemindersUrl,
    ...extra,
  };
}

/** A salon notice's facts, the same for all its recipients (the salon's staff who want it); each gets it in their own language. */
export type SalonNoticeDraft = { kind: SalonNotice; facts: SalonNoticeFacts; salonId: string; appointmentId: string; stylistId: string | null };

/** The salon's notice of an online booking, cancellation or move. */
export function salonNotice(kind: SalonNotice, row: AppointmentMessageRow): SalonNoticeDraft {
  const when = wallTimeOf(row.start_time, row.timezone);
  const facts: SalonNoticeFacts = {
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    salonName: row.salon_name,
    serviceName: serviceNameOf(row),
    when,
    stylistName: row.stylists_enabled ? row.stylist_name : null,
    ...salonNoticeLinks(appUrl, when.date),
  };
  return { kind, facts, salonId: row.salon_id, appointmentId: row.id, stylistId: row.stylist_id };
}

export type AppointmentEvent = 'booked' | 'booked_by_staff' | 'cancelled_by_customer' | 'rescheduled_by_customer' | 'moved_by_salon' | 'cancelled_by_salon';

/** Each event's customer message and salon notice (none for the salon's own bookings); a visitor's events count against the e-mail caps. */
const EVENT_MESSAGES: Record<AppointmentEvent, { customer: CustomerMessage; notice: SalonNotice | null; visitor: boolean }> = {
  booked: { customer: 'confirmation', notice: 'salon_new_booking', visitor: true },
  booked_by_staff: { customer: 'confirmation', notice: null, visitor: false },
  cancelled_by_customer: { customer: 'cancelled_by_customer', notice: 'salon_cancellation', visitor: true },
  rescheduled_by_customer: { customer: 'rescheduled', notice: 'salon_reschedule', visitor: true },
  // Staff changed it and chose to tell the client.
  moved_by_salon: { customer: 'moved_by_salon', notice: null, visitor: false },
  cancelled_by_salon: { customer: 'cancelled_by_salon', notice: null, visitor: false },
};

/** What an appointment's event sends: the customer's message (with an e-mail address) and the salon's notice (not for its own bookings). */
export function appointmentMessages(row: AppointmentMessageRow, event: AppointmentEvent, context: ChangeContext = {}) {
  const kinds = EVENT_MESSAGES[event];
  return { customer: customerMessage(kinds.customer, row, {}, context), notice: kinds.notice && salonNotice(kinds.notice, row), visitor: kinds.visitor };
}

/** One named part of a WITH clause. Data-modifying CTEs may not nest, so the parts stay flat and the caller puts them in its own statement. */
/**
 * The statements that write an event's messages, as CTEs: the customer's (when its address
 * passes the e-mail rules) and a copy of the notice to each owner who wants it and to the
 * appointment's stylist if they want it, each in that member's language (memberLanguageSql).
 * A visitor's event first counts the caps (MAIL_CAPS): the customer's message past either is
 * written 'suppressed' (recorded, never sent), a notice past the hourly threshold 'held'
 * (queueNoticeDigests sends it in a digest). A booking runs them as part of its own INSERT
 * (insertUnlessOverlapping's `withMessages`): one statement, so the messages and the counts cost
 * no round trip of their own and commit with the booking or not at all. The messages are
 * written as facts (rendered when sent: rendering.ts); the CTEs are built by the function
 * returned, with `bind` (statement-binding.ts: inline, or a prepared statement's placeholders).
 * Null when there is nothing to send.
 */
export function appointmentMessagesSql(row: AppointmentMessageRow, event: AppointmentEvent, now = new Date(), context: ChangeContext = {}): MessageCtes | null {
  const { customer, notice, visitor } = appointmentMessages(row, event, context);
  const toCustomer = customer && isEmail(customer.recipient) ? (normalized(customer) as NewMessage & FactMessage) : null;
  if (!toCustomer && !notice) return null;
  return (bind = inline) => {
    const ctes: MessageCte[] = [];
    const customerStatus = toCustomer && visitor ? visitorMailCaps(ctes, toCustomer.recipient, row.salon_id, now, bind) : sql`'queued'`;
    let noticeStatus = sql`'queued'`;
    if (notice) {
      const { notices } = MAIL_CAPS;
      ctes.push({ name: 'notice_salon', query: quotaHitSql(notices.bucket, row.salon_id, notices.limit, notices.windowMs, now, undefined, { bind, as: 'notice_salon' }) });
      noticeStatus = sql`CASE WHEN EXISTS (SELECT 1 FROM notice_salon) THEN 'queued' ELSE 'held' END`;
    }
    const salonId = bind('messages_salon', row.salon_id);
    const appointmentId = bind('messages_appointment', row.id);
    const parts = [
      toCustomer &&
        sql`SELECT ${bind('customer_kind', toCustomer.kind)}, ${bind('customer_recipient', toCustomer.recipient)}, ${bind('customer_language', toCustomer.language)},
          ${bind('customer_facts', JSON.stringify(toCustomer.facts))}::jsonb, ${salonId}::uuid, ${appointmentId}::uuid,
          ${bind('customer_unsubscribe', toCustomer.unsubscribeUrl ?? null)}, ${customerStatus}`,
      notice &&
        sql`SELECT ${bind('notice_kind', notice.kind)}, lower(u.email), ${memberLanguageSql('u', 's')}, ${bind('notice_facts', JSON.stringify(notice.facts))}::jsonb, ${salonId}::uuid, ${appointmentId}::uuid, NULL, ${noticeStatus}
          FROM users u JOIN salons s ON s.id = u.salon_id
          WHERE u.salon_id = ${salonId} AND u.email_notifications AND (u.role = 'owner' OR u.id = ${bind('notice_stylist', notice.stylistId)})
            AND lower(u.email) ~ ${bind('email_pattern', EMAIL_PATTERN.source)}`,
    ].filter((part) => part !== null);
    ctes.push({
      name: 'queued_messages',
      query: sql`INSERT INTO messages (kind, recipient, language, facts, salon_id, appointment_id, unsubscribe_url, status)
        ${sql.join(parts, sql` UNION ALL `)}`,
    });
    return ctes;
  };
}

/**
 * Counts a visitor's e-mail against the caps (MAIL_CAPS) with CTEs added to `ctes`; returns its
 * status: 'queued', or 'suppressed' past either cap.
 */
function visitorMailCaps(ctes: MessageCte[], recipient: string, salonId: string, now: Date, bind: Bind = inline): SQL {
  const { perAddress, perSalon } = MAIL_CAPS;
  const salonCap = sql`(SELECT visitor_emails_per_day FROM salons WHERE id = ${bind('mail_salon_id', salonId)}::uuid)`;
  // The address first: a suppressed e-mail to a flooded address never uses up the salon's cap.
  ctes.push({ name: 'mail_to', query: quotaHitSql(perAddress.bucket, recipient, perAddress.limit, perAddress.windowMs, now, undefined, { bind, as: 'mail_to' }) });
  ctes.push({ name: 'mail_salon', query: quotaHitSql(perSalon.bucket, salonId, salonCap, perSalon.windowMs, now, sql`mail_to`, { bind, as: 'mail_salon' }) });
  return sql`CASE WHEN EXISTS (SELECT 1 FROM mail_salon) THEN 'queued' ELSE 'suppressed' END`;
}

/**
 * The "you are on the waiting list" e-mail (issue 35) as one statement, for the joining
 * transaction: a visitor's counts against the e-mail caps as a booking's confirmation does
 * (past them it is written 'suppressed'); one staff added is not counted.
 */
export function waitlistJoinedSql(message: { recipient: string; language: Locale; subject: string; body: string; salonId: string }, { visitor, now = new Date() }: { visitor: boolean; now?: Date }): SQL {
  const recipient = storedAddress(message.recipient);
  const ctes: MessageCte[] = [];
  const status = visitor ? visitorMailCaps(ctes, recipient, message.salonId, now) : sql`'queued'`;
  const insert = sql`INSERT INTO messages (kind, recipient, language, subject, body, salon_id, status)
    SELECT 'waitlist_joined', ${recipient}, ${message.language}, ${headerSafe(message.subject)}, ${message.body}, ${message.salonId}::uuid, ${status}`;
  return ctes.length ? sql`WITH ${sql.join(ctes.map(({ name, query }) => sql`${sql.identifier(name)} AS (${query})`), sql`, `)} ${insert}` : insert;
}

/** Writes an event's messages in the caller's transaction (a change to an appointment that exists). */
export async function queueAppointmentMessages(tx: OutboxWriter, appointmentId: string, event: AppointmentEvent, now = new Date(), context: ChangeContext = {}): Promise<void> {
  const row = await readAppointmentForMessages(tx, appointmentId);
  const messageCtes = row && appointmentMessagesSql(row, event, now, context);
  if (!messageCtes) return;
  const ctes = messageCtes();
  await tx.execute(sql`WITH ${sql.join(ctes.map(({ name, query }) => sql`${sql.identifier(name)} AS (${query})`), sql`, `)} SELECT 1`);
  messagesQueued();
}

/** Held notices one digest pass collects at most (the next pass takes the rest). */
const HELD_PER_PASS = 500;

/**
 * Sends the held salon notices (past the hourly threshold) as one digest per salon and recipient,
 * once the oldest of them has waited MAIL_CAPS.notices.digestAfterMs: every held notice's
 * headline is in a digest, and each is marked 'batched' by the same transaction that writes it.
 * A digest is in its notices' language (the recipient's when they were written), so it never
 * lists headlines in another; notices in two languages (the member changed theirs in between)
 * go in two digests.
 * Several workers at once are safe (SKIP LOCKED). Returns how many digests were written.
 */
export async function queueNoticeDigests(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; salon_id: string; kind: MessageKind; recipient: string; language: Locale; subject: string | null; body: string | null; facts: unknown; created_at: Date | string; salon_name: string; timezone: string }>(sql`
      SELECT m.id, m.salon_id, m.kind, m.recipient, m.language, m.subject, m.body, m.facts, m.created_at, s.name AS salon_name, s.timezone
      FROM messages m JOIN salons s ON s.id = m.salon_id
      WHERE m.status = 'held'
      ORDER BY m.created_at, m.id
      LIMIT ${HELD_PER_PASS}
      FOR UPDATE OF m SKIP LOCKED`);
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = `${row.salon_id} ${row.recipient} ${row.language}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const due = [...groups.values()].filter((group) => new Date(group[0].created_at).getTime() <= now.getTime() - MAIL_CAPS.notices.digestAfterMs);
    if (!due.length) return 0;
    const digests: NewMessage[] = due.map((group) => {
      const { language } = group[0];
      const { subject, body } = MESSAGE_TEMPLATES[language].salon_digest({
        salonName: group[0].salon_name,
        notices: group.map((row) => `- ${readableMessage(row).subject}`),
        // The online bookings and changes it lists are from today on (the salon's today).
        ...salonDigestLinks(appUrl, todayInZone(now, group[0].timezone)),
      });
      return { kind: 'salon_digest', recipient: group[0].recipient, language, subject, body, salonId: group[0].salon_id };
    });
    await queueMessages(tx as unknown as Db, digests);
    const ids = due.flatMap((group) => group.map((row) => row.id));
    await tx.execute(sql`UPDATE messages SET status = 'batched' WHERE id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
    return digests.length;
  });
}

/**
 * A waiting client's offer, rendered when they join in their language (the database fills in
 * the time and the deadline when a time frees up: WAITLIST_OFFER_PLACEHOLDERS).
 */
export function waitlistOfferMessage(language: Locale, facts: Omit<WaitlistOfferFacts, 'offerUrl' | 'leaveUrl'>, token: string) {
  const { subject, body } = MESSAGE_TEMPLATES[language].waitlist_offer({ ...facts, ...waitlistLinks(appUrl, token, language) });
  return { subject: headerSafe(subject), body };
}

/** A client's "you are on the waiting list" e-mail in their language, with their private page and the way to leave. */
export function waitlistJoinedMessage(language: Locale, facts: Omit<WaitlistJoinedFacts, 'offerUrl' | 'leaveUrl'>, token: string) {
  return MESSAGE_TEMPLATES[language].waitlist_joined({ ...facts, ...waitlistLinks(appUrl, token, language) });
}
