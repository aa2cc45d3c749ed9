import 'server-only';
import type { MessageKind } from '@/lib/db/schema';
import { buildIcs } from '@/lib/calendar/ics';
import type { Locale } from '@/lib/i18n/locale';
import { isEmail } from '@/lib/validation/email';
import {
  headerSafe,
  MESSAGE_TEMPLATES,
  type AppointmentFacts,
  type CustomerMessage,
  type MemberInvitationFacts,
  type PasswordResetFacts,
  type SalonNotice,
  type SalonNoticeFacts,
  type SeriesFacts,
} from '../templates';
import { mailSender } from '../mail-transport';

/**
 * An automatic message as data (docs/decisions.md, "Messages are written as facts"): the outbox
 * row holds its kind, language and the facts its template needs, and the subject, body and
 * calendar file are made from them here, when the message is sent or read. The request that
 * causes a message renders nothing.
 */

/** A customer message's calendar entry: the appointment's instants as ISO strings and its SEQUENCE. */
export type CalendarFacts = { uid: string; start: string; end: string; sequence: number };

/** A message to an appointment's customer; the kinds that carry a calendar entry have `calendar`. */
export type CustomerFacts = AppointmentFacts & { calendar?: CalendarFacts };

/** What each kind written as facts needs: the kind names its template (MessageTemplateSet). */
export type MessageFactsOf = { [K in CustomerMessage]: CustomerFacts } & { [K in SalonNotice]: SalonNoticeFacts } & {
  series_confirmation: SeriesFacts;
  series_moved_by_salon: SeriesFacts;
  password_reset: PasswordResetFacts;
  member_invitation: MemberInvitationFacts;
};

export type FactKind = keyof MessageFactsOf;

/** A message written as facts, typed by its kind. */
export type FactMessage = { [K in FactKind]: { kind: K; facts: MessageFactsOf[K] } }[FactKind];

/**
 * The kinds written as facts, each with its calendar entry's fate: added or moved (REQUEST),
 * removed (CANCEL), or none. Every other kind is text a person wrote, or text the database
 * completes (a waitlist offer's time), or a digest of other messages' subjects: stored as written.
 */
const FACT_KINDS: Record<FactKind, 'update' | 'remove' | null> = {
  confirmation: 'update',
  rescheduled: 'update',
  moved_by_salon: 'update',
  cancelled_by_customer: 'remove',
  cancelled_by_salon: 'remove',
  reminder: null,
  salon_new_booking: null,
  salon_cancellation: null,
  salon_reschedule: null,
  series_confirmation: null,
  series_moved_by_salon: null,
  password_reset: null,
  member_invitation: null,
};

/** An outbox row as the sender and the readers have it. */
export type StoredMessage = { kind: MessageKind; language: Locale; recipient: string; subject: string | null; body: string | null; ics?: string | null; facts: unknown };

export type RenderedMessage = { subject: string; body: string; ics: string | null };

/** A message whose facts do not make its kind's message: it is never sent (dispatch.ts marks it failed). */
export class UnrenderableMessage extends Error {
  code = 'EMESSAGE';
}

/** The message as it goes out: the text a person wrote, or its kind's template in its language over its facts. */
export function renderMessage(message: StoredMessage): RenderedMessage {
  if (message.facts === null || message.facts === undefined) return { subject: message.subject ?? '', body: message.body ?? '', ics: message.ics ?? null };
  const kind = message.kind as FactKind;
  const templates = MESSAGE_TEMPLATES[message.language];
  if (!(kind in FACT_KINDS) || !templates || typeof message.facts !== 'object') throw new UnrenderableMessage(`A ${message.kind} message in '${message.language}' cannot be written from facts`);
  try {
    const { subject, body } = (templates[kind] as (facts: unknown) => { subject: string; body: string })(message.facts);
    return { subject: headerSafe(subject), body, ics: calendarOf(FACT_KINDS[kind], message.facts as CustomerFacts, message) };
  } catch (error) {
    throw new UnrenderableMessage(`The facts of a ${message.kind} message do not render (${(error as Error)?.message ?? 'unknown error'})`.slice(0, 300));
  }
}

/** What staff read of a message (the delivery log, a client's export): as it goes out, or empty where its facts do not render (its last error says why). */
export function readableMessage(message: StoredMessage): { subject: string; body: string } {
  try {
    const { subject, body } = renderMessage(message);
    return { subject, body };
  } catch {
    return { subject: '', body: '' };
  }
}

/**
 * An invitation the client's calendar adds, moves or removes (the higher SEQUENCE wins),
 * organised by the salon (its address, else the sender's), the client attending.
 */
function calendarOf(fate: 'update' | 'remove' | null, facts: CustomerFacts, message: StoredMessage): string | null {
  if (!fate || !facts.calendar) return null;
  const { uid, start, end, sequence } = facts.calendar;
  const salonEmail = facts.salon.email?.trim();
  return buildIcs(
    {
      uid,
      start: new Date(start),
      end: new Date(end),
      summary: MESSAGE_TEMPLATES[message.language].calendarSummary(facts),
      location: [facts.salon.address, facts.salon.city].filter(Boolean).join(', ') || null,
      description: facts.manageUrl,
      cancelled: fate === 'remove',
      sequence,
    },
    {
      organizer: { name: facts.salon.name, email: salonEmail && isEmail(salonEmail) ? salonEmail : mailSender().address },
      attendee: { name: facts.customerName, email: message.recipient },
    },
  );
}
