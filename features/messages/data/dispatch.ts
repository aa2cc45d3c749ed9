import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { isEmail } from '@/lib/validation/email';
import { failureReason, isPermanentFailure, mailTransport, type MailTransport } from '../mail-transport';
import { renderMessage, UnrenderableMessage, type RenderedMessage, type StoredMessage } from './rendering';

/**
 * The outbox's sending side. A sender claims due rows with one statement (FOR UPDATE SKIP
 * LOCKED: senders in several processes never take the same row), marks them 'sending' with a
 * lease, and records each attempt before it talks to the server. A sender that dies mid-send
 * leaves its rows 'sending'; once the lease lapses another sender takes them up again, with
 * the same Message-ID (the idempotency key: the message's id), so nothing is lost and a
 * receiver sees at most one copy per id. See docs/decisions.md, "Messages: an outbox…".
 * A message written as facts is rendered here, just before it goes (rendering.ts); one whose
 * facts do not render fails for good, with the reason as its last error.
 */

export type DispatchOptions = {
  transport?: MailTransport;
  /** Rows one claim takes. */
  batchSize?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** How long a claim holds a row before another sender may take it over. */
  leaseMs?: number;
  /** The first retry's wait; each next one doubles, at most an hour. */
  retryBaseMs?: number;
  /** Attempts before a temporary failure counts as final. */
  maxAttempts?: number;
};

export const DISPATCH_DEFAULTS = { batchSize: 20, concurrency: 4, leaseMs: 120_000, retryBaseMs: 30_000, maxAttempts: 6 } as const;
const MAX_BACKOFF_MS = 3_600_000;

type Claimed = StoredMessage & {
  id: string;
  unsubscribe_url: string | null;
  attempts: number;
  /** The salon's name and address (null for a message of no salon: a password reset). */
  salon_name: string | null;
  salon_email: string | null;
};

export type DispatchResult = { sent: number; retried: number; failed: number };

/** Claims the due messages once and sends them; returns what happened. */
export async function dispatchDueMessages(db: Db, options: DispatchOptions = {}): Promise<DispatchResult> {
  const { batchSize, concurrency, leaseMs, retryBaseMs, maxAttempts } = { ...DISPATCH_DEFAULTS, ...options };
  const transport = options.transport ?? mailTransport();
  // A reminder written by a pass that read its appointment just before the customer stopped
  // reminders (or it was cancelled) is withdrawn here, before it can be claimed.
  await db.execute(sql`
    UPDATE messages m SET status = 'cancelled'
    FROM appointments a
    WHERE m.kind = 'reminder' AND m.status = 'queued' AND m.due_at <= now() AND a.id = m.appointment_id
      AND (a.reminders_stopped OR a.status = 'cancelled')`);
  const { rows } = await db.execute<Claimed>(sql`
    UPDATE messages m
    SET status = 'sending', locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = m.attempts + 1
    FROM (
      SELECT id FROM messages
      WHERE status IN ('queued', 'sending') AND due_at <= now() AND (status = 'queued' OR locked_until < now())
      ORDER BY due_at
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE m.id = due.id
    RETURNING m.id, m.kind, m.language, m.recipient, m.subject, m.body, m.facts, m.ics, m.unsubscribe_url, m.attempts,
      (SELECT s.name FROM salons s WHERE s.id = m.salon_id) AS salon_name, (SELECT s.email FROM salons s WHERE s.id = m.salon_id) AS salon_email`);
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  const queue = [...rows];
  const worker = async () => {
    for (let message = queue.shift(); message; message = queue.shift()) {
      result[await sendOne(db, transport, message, { retryBaseMs, maxAttempts })] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return result;
}

async function sendOne(db: Db, transport: MailTransport, message: Claimed, { retryBaseMs, maxAttempts }: { retryBaseMs: number; maxAttempts: number }): Promise<keyof DispatchResult> {
  const { rows } = await db.execute<{ id: number }>(sql`INSERT INTO message_attempts (message_id) VALUES (${message.id}) RETURNING id`);
  const attemptId = rows[0].id;
  try {
    if (!isEmail(message.recipient)) throw Object.assign(new Error('The address does not pass the e-mail rules'), { code: 'EENVELOPE' });
    await transport.transporter.sendMail(mailOf(transport, message, renderMessage(message)));
  } catch (error) {
    const permanent = isPermanentFailure(error) || error instanceof UnrenderableMessage || message.attempts >= maxAttempts;
    const reason = failureReason(error);
    const backoffMs = Math.min(retryBaseMs * 2 ** (message.attempts - 1), MAX_BACKOFF_MS);
    await db.execute(sql`
      WITH attempt AS (UPDATE message_attempts SET outcome = ${permanent ? 'permanent' : 'temporary'}, detail = ${reason} WHERE id = ${attemptId})
      UPDATE messages SET status = ${permanent ? 'failed' : 'queued'}, last_error = ${reason}, locked_until = NULL,
        due_at = CASE WHEN ${permanent} THEN due_at ELSE now() + ${backoffMs} * interval '1 millisecond' END
      WHERE id = ${message.id} AND status = 'sending'`);
    // Only the id: the reason may quote the address.
    console.warn(`[messages] ${message.id} ${permanent ? 'failed' : 'will be retried'}`);
    return permanent ? 'failed' : 'retried';
  }
  await db.execute(sql`
    WITH attempt AS (UPDATE message_attempts SET outcome = 'sent', detail = ${transport.via === 'smtp' ? 'Accepted by the SMTP server' : 'Kept in the app (no SMTP_URL set)'} WHERE id = ${attemptId})
    UPDATE messages SET status = 'sent', sent_at = now(), delivered_via = ${transport.via}, locked_until = NULL, last_error = NULL
    WHERE id = ${message.id} AND status = 'sending'`);
  return 'sent';
}

/**
 * The e-mail of a message: a salon's goes out under the salon's name from the sender's address,
 * and a reply reaches the salon (Reply-To its address, unless the message is to that address).
 * An invitation's calendar part names its method (REQUEST, CANCEL) as calendar clients expect.
 */
function mailOf(transport: MailTransport, message: Claimed, { subject, body, ics }: RenderedMessage) {
  const salonName = message.salon_name?.replace(/[\r\n]+/g, ' ').trim();
  const replyTo = message.salon_email?.trim();
  return {
    from: salonName ? { name: salonName, address: transport.from.address } : transport.from,
    ...(replyTo && isEmail(replyTo) && replyTo.toLowerCase() !== message.recipient.toLowerCase() ? { replyTo: { name: salonName ?? '', address: replyTo } } : {}),
    to: message.recipient,
    subject,
    text: body,
    messageId: `<${message.id}@salon-booking>`,
    ...(message.unsubscribe_url
      ? { list: { unsubscribe: { url: message.unsubscribe_url, comment: 'Stop reminders' } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
    attachments: ics ? [{ filename: 'appointment.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${icsMethodOf(ics)}` }] : [],
  };
}

/** The METHOD line of a calendar file. */
function icsMethodOf(ics: string): string {
  return /\r\nMETHOD:([A-Z]+)\r\n/.exec(ics)?.[1] ?? 'PUBLISH';
}
