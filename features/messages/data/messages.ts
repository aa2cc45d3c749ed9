import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments, messageAttempts, messages, type MessageKind, type MessageStatus } from '@/lib/db/schema';
import { queueDueReminders } from './reminders';
import { queueMessages } from './outbox';
import type { Locale } from '@/lib/i18n/locale';
import { fail, ok, type ActionResult } from '@/lib/result';
import { STAFF_ROLES } from '@/lib/server/roles';
import { AccessError, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';

/** A message as staff read it: what went (or goes) out, to whom, and how its sending went. */
export type MessageView = {
  id: string;
  kind: MessageKind;
  recipient: string;
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

const view = {
  id: messages.id,
  kind: messages.kind,
  recipient: messages.recipient,
  subject: messages.subject,
  body: messages.body,
  status: messages.status,
  deliveredVia: messages.deliveredVia,
  attempts: messages.attempts,
  lastError: messages.lastError,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  appointmentId: messages.appointmentId,
};

/**
 * The scoped salon's recent messages (or only the failed ones), newest first. Password resets
 * belong to no salon and never appear.
 */
export async function listSalonMessages(caller: Caller | null, input: { salonId?: string | null; failedOnly?: boolean }): Promise<MessageView[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  return db
    .select(view)
    .from(messages)
    .where(and(eq(messages.salonId, salonId), input.failedOnly ? eq(messages.status, 'failed') : undefined))
    .orderBy(desc(messages.createdAt))
    .limit(MESSAGE_LIST_LIMIT);
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
  return rows.map((row) => ({ ...row, attemptLog: attempts.filter((a) => a.messageId === row.id).map(({ startedAt, outcome, detail }) => ({ startedAt, outcome, detail })) }));
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

export const NO_CUSTOMER_EMAIL = 'This customer has no valid e-mail address: copy the text instead.';

/**
 * Sends what staff wrote (a draft of the Edit dialog or Email Tools) to the appointment's
 * customer through the outbox: always to the address stored on the appointment, never one the
 * browser names; the appointment must be the scoped salon's.
 */
export async function sendSalonMessage(
  caller: Caller | null,
  input: { salonId?: string | null; appointmentId: string; language: Locale; subject: string; body: string },
): Promise<ActionResult<{ id: string }, 'NO_EMAIL'>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  if (!isGuid(input.appointmentId)) throw new AccessError('NOT_FOUND');
  const db = await getDb();
  const [appointment] = await db
    .select({ email: appointments.customerEmail })
    .from(appointments)
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.salonId, salonId)));
  if (!appointment) throw new AccessError('NOT_FOUND');
  const [id] = appointment.email
    ? await queueMessages(db, [{ kind: 'salon_message', recipient: appointment.email, language: input.language, subject: input.subject, body: input.body, salonId, appointmentId: input.appointmentId }])
    : [];
  return id ? ok({ id }) : fail('NO_EMAIL', NO_CUSTOMER_EMAIL);
}
