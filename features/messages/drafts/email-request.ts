// What a staff draft e-mail to a customer is about, independent of its language. Pure.
import type { CurrencyInfo } from '@/lib/format/money';
import type { SalonContact } from '@/lib/format/salon-contact';
import type { WallTime } from '@/lib/scheduling/zoned-time';
import type { EmailType } from './change-detection';

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
