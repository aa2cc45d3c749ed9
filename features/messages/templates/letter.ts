// The shape every customer e-mail shares, whatever its language. Pure.
import type { SalonContact } from '@/lib/format/salon-contact';

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
