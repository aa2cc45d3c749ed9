// What an e-mail to a customer is about, independent of its language. Pure.
import type { CurrencyInfo } from '@/lib/format/money';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import type { EmailType } from './change-detection';

/** Spec point 9: e-mail languages. */
export const EMAIL_LANGUAGES = ['en', 'hu'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/** The customer languages as staff screens name them. */
export const LANGUAGE_NAMES: Record<EmailLanguage, string> = { en: 'English', hu: 'Hungarian (Magyar)' };

/**
 * The first of the product's languages an Accept-Language header prefers (by q, then order);
 * null when it names neither. Reads at most the header's first 20 entries.
 */
export function browserLanguage(header: string | null | undefined): EmailLanguage | null {
  const ranked = (header ?? '')
    .slice(0, 512)
    .split(',', 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { language: EmailLanguage; q: number; index: number } => entry.q > 0 && (EMAIL_LANGUAGES as readonly string[]).includes(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The browser's language (browserLanguage), or English. */
export function preferredLanguage(header: string | null | undefined): EmailLanguage {
  return browserLanguage(header) ?? 'en';
}

/** The salon as it signs its e-mails; empty contact fields are left out. */
export type SalonContact = {
  name: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
};

/** The signature of a salon's e-mails, from its profile. */
export function salonContactOf({ name, email, phone, address, city, country }: SalonContact): SalonContact {
  return { name, email, phone, address, city, country };
}

/** A wall-clock moment in the salon's zone: 'yyyy-MM-dd' and 'HH:mm'. */
export type WallTime = { date: string; time: string };

/** The wall-clock moment of an instant in the salon's zone (what the customer's clock shows). */
export function wallTimeOf(instant: Date | string, timeZone: string): WallTime {
  const { date, time } = instantToZonedParts(new Date(instant), timeZone);
  return { date, time };
}

type Common = {
  customerName: string;
  salon: SalonContact;
  serviceName: string;
  /** The appointment's time (for a time change: the previous one). */
  when: WallTime;
};

export type EmailRequest =
  | (Common & { type: 'timeChange'; newWhen: WallTime })
  | (Common & { type: 'cancellation' })
  | (Common & { type: 'serviceChange'; previousServiceName: string; durationMinutes: number | null })
  | (Common & { type: 'priceChange'; previousPrice: number | null; price: number | null; currency: CurrencyInfo });

export type EmailRequestOf<T extends EmailType> = Extract<EmailRequest, { type: T }>;

/** Plain text: the body's lines are separated by '\n' (the mailto builder makes them CRLF). */
export type EmailContent = { subject: string; body: string };

/** One language's templates: one per e-mail type. */
export type TemplateSet = { [T in EmailType]: (request: EmailRequestOf<T>) => EmailContent };
