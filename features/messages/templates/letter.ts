// The shape every customer e-mail shares, whatever its language. Pure.
import type { SalonContact } from '@/lib/format/salon-contact';
import { greetingName } from './customer-name';
import type { AppointmentFacts } from './message-facts';

export type SignatureLabels = { phone: string; email: string };

/** The salon's name, then its address, phone and e-mail when it has them. */
export function signature(salon: SalonContact, labels: SignatureLabels): string {
  const address = [salon.address, salon.city, salon.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return [
    salon.name.trim(),
    address,
    salon.phone?.trim() && `${labels.phone}: ${salon.phone.trim()}`,
    salon.email?.trim() && `${labels.email}: ${salon.email.trim()}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Paragraphs separated by a blank line; a paragraph given as lines keeps them together. */
export function letter(paragraphs: readonly (string | readonly string[])[]): string {
  return paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.join('\n'))).join('\n\n');
}

/** A language's words around every customer letter. */
export type CustomerLetterWords = {
  /** The greeting with the visitor's own name, or null when the name carried a link (customer-name.ts). */
  greeting: (name: string | null) => string;
  regards: string;
  labels: SignatureLabels;
  stopReminders: (url: string) => string;
};

type Paragraphs = readonly (string | readonly string[])[];

/** A customer letter: the subject with the salon's name; greeting, `middle`, signature and the one-click stop. */
export function customerLetter(words: CustomerLetterWords, facts: AppointmentFacts, subject: string, middle: Paragraphs) {
  return {
    subject: `${subject} – ${facts.salon.name.trim()}`,
    body: letter([
      words.greeting(greetingName(facts.customerName)),
      ...middle,
      [words.regards, signature(facts.salon, words.labels)],
      words.stopReminders(facts.stopRemindersUrl),
    ]),
  };
}
