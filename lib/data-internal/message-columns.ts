import { messages } from '@/lib/db/schema';

/**
 * A message as a salon reads it back (the Messages screen, a client's export): to whom, about
 * which appointment, in which language, its words or facts, and where it stands.
 */
export const messageColumns = {
  id: messages.id,
  appointmentId: messages.appointmentId,
  kind: messages.kind,
  recipient: messages.recipient,
  language: messages.language,
  subject: messages.subject,
  body: messages.body,
  facts: messages.facts,
  status: messages.status,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
};
