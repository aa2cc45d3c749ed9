import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, min, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments, messageAttempts, messages, type MessageKind, type MessageStatus } from '@/lib/db/schema';
import { TOO_MANY_MESSAGES } from '../schema';
import { message } from '@/lib/i18n/message';
import { queueDueReminders } from './reminders';
import { queueMessages } from './outbox';
import { readableMessage } from './rendering';
import type { Locale } from '@/lib/i18n/locale';
import { fail, ok, type ActionResult } from '@/lib/result';
import { hitRateLimit, type RateLimitRule } from '@/lib/server/rate-limit';
import { STAFF_ROLES } from '@/lib/server/roles';
import { AccessError, assertRole, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { messageColumns } from '@/lib/data-internal/message-columns';

/** A message as staff read it: what went (or goes) out, to whom, and how its sending went. */
export type MessageView = {
  id: string;
  kind: MessageKind;
  recipient: string;
  /** The recipient's language: what the subject and body are written in. */
  language: string;
  subject: string;
  body: string;
  status: MessageStatus;
  deliveredVia: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  appointmentId: string | null;
};

export type AttemptView = { startedAt: Date; outcome: string | null; detail: string | null };

/** The salon's list shows this many, newest first. */
export const MESSAGE_LIST_LIMIT = 100;

const view = { ...messageColumns, deliveredVia: messages.deliveredVia, attempts: messages.attempts, lastError: messages.lastError };

/** A message as staff read it: one written as facts, as it goes (or went) out. */
function viewOf({ facts, ...row }: Omit<MessageView, 'subject' | 'body'> & { subject: string | null; body: string | null; facts: unknown }): MessageView {
  return { ...row, ...readableMessage({ ...row, language: row.language as Locale, facts }) };
}

/** A message that failed and waits for another try (its last error kept): failing too, as staff see it. */
const RETRYING = and(inArray(messages.status, ['queued', 'sending']), isNotNull(messages.lastError));

/**
 * The scoped salon's recent messages (or only the failing ones: failed, or waiting to be tried
 * again), newest first. Password resets belong to no salon and never appear.
 */
export async function listSalonMessages(caller: Caller | null, input: { salonId?: string | null; failedOnly?: boolean }): Promise<MessageView[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  return db
    .select(view)
    .from(messages)
    .where(and(eq(messages.salonId, salonId), input.failedOnly ? or(eq(messages.status, 'failed'), RETRYING) : undefined))
    .orderBy(desc(messages.createdAt))
    .limit(MESSAGE_LIST_LIMIT)
    .then((rows) => rows.map(viewOf));
}

/** While e-mail is not going out: how many of the salon's messages wait to be tried again, since when. */
export type MailOutage = { waiting: number; since: Date } | null;

/** The scoped salon's mail outage, if any: its messages that failed and wait for another try (the messages_retrying_idx index). */
export async function readMailOutage(caller: Caller | null, input: { salonId?: string | null }): Promise<MailOutage> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  const [row] = await db.select({ waiting: count(), since: min(messages.createdAt) }).from(messages).where(and(eq(messages.salonId, salonId), RETRYING));
  return row && row.waiting > 0 && row.since ? { waiting: row.waiting, since: row.since } : null;
}

/** One appointment's delivery log: its messages, oldest first, each with every attempt to send it. */
export async function listAppointmentMessages(
  caller: Caller | null,
  input: { salonId?: string | null; appointmentId: string },
): Promise<(MessageView & { attemptLog: AttemptView[] })[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  if (!isGuid(input.appointmentId)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const rows = await db
    .select(view)
    .from(messages)
    .where(and(eq(messages.salonId, salonId), eq(messages.appointmentId, input.appointmentId)))
    .orderBy(messages.createdAt);
  if (!rows.length) return [];
  const attempts = await db
    .select({ messageId: messageAttempts.messageId, startedAt: messageAttempts.startedAt, outcome: messageAttempts.outcome, detail: messageAttempts.detail })
    .from(messageAttempts)
    .where(inArray(messageAttempts.messageId, rows.map((row) => row.id)))
    .orderBy(messageAttempts.id);
  return rows.map((row) => ({ ...viewOf(row), attemptLog: attempts.filter((a) => a.messageId === row.id).map(({ startedAt, outcome, detail }) => ({ startedAt, outcome, detail })) }));
}

/** 'Send Reminders' looks this far ahead. */
export const SEND_REMINDERS_HOURS = 24;

/**
 * 'Send Reminders' (Quick Actions): the reminders of the scoped salon's appointments in the next
 * 24 hours that have had none, queued now. Each appointment's reminder goes once, however often
 * this is asked (reminders.ts). Returns how many were queued.
 */
export async function sendDueRemindersNow(caller: Caller | null, input: { salonId?: string | null }): Promise<number> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  return queueDueReminders(await getDb(), { kind: 'salon', salonId, hours: SEND_REMINDERS_HOURS });
}

export const NO_CUSTOMER_EMAIL = message('Errors.noCustomerEmail');

/**
 * 'Send email' per member and per salon in an hour. A receptionist sends one message per
 * appointment she changed, each written or reviewed in a dialog: a stylist off sick for a day is
 * about 15 messages, a salon's worst day a few dozen. 40 and 100 stay far above that, and hold a
 * stolen session or a bored member to a trickle instead of a mail cannon.
 */
export const SALON_MESSAGE_LIMITS: Record<'member' | 'salon', RateLimitRule> = {
  member: { limit: 40, windowMs: 60 * 60_000 },
  salon: { limit: 100, windowMs: 60 * 60_000 },
};

/** Counts one 'Send email' for the member, then for the salon; the wait when either is spent. */
async function messageAllowance(userId: string, salonId: string): Promise<number | null> {
  const byMember = await hitRateLimit('salon-message-member', userId, SALON_MESSAGE_LIMITS.member);
  const verdict = byMember.allowed ? await hitRateLimit('salon-message-salon', salonId, SALON_MESSAGE_LIMITS.salon) : byMember;
  return verdict.allowed ? null : Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
}

/**
 * Sends what staff wrote (a draft of the Edit dialog or Email Tools) to the appointment's
 * customer through the outbox: always to the address stored on the appointment, never one the
 * browser names; the appointment must be the scoped salon's. At most
 * SALON_MESSAGE_LIMITS an hour.
 */
export async function sendSalonMessage(
  caller: Caller | null,
  input: { salonId?: string | null; appointmentId: string; language: Locale; subject: string; body: string },
): Promise<ActionResult<{ id: string }, 'NO_EMAIL' | 'RATE_LIMITED'>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  if (!isGuid(input.appointmentId)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const [appointment] = await db
    .select({ email: appointments.customerEmail })
    .from(appointments)
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.salonId, salonId)));
  if (!appointment) throw new AccessError('NOT_FOUND');
  if (!appointment.email) return fail('NO_EMAIL', NO_CUSTOMER_EMAIL);
  const waitMinutes = await messageAllowance(userId, salonId);
  if (waitMinutes !== null) return fail('RATE_LIMITED', TOO_MANY_MESSAGES(waitMinutes));
  const [id] = await queueMessages(db, [{ kind: 'salon_message', recipient: appointment.email, language: input.language, subject: input.subject, body: input.body, salonId, appointmentId: input.appointmentId }]);
  return id ? ok({ id }) : fail('NO_EMAIL', NO_CUSTOMER_EMAIL);
}
