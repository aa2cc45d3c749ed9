// The e-mail about an edit: from the appointment as it was and as it is now. Pure.
import type { CurrencyInfo } from '@/lib/format/money';
import { detectChanges, emailTypeFor, type ChangeSnapshot, type EmailType } from './change-detection';
import type { SalonContact } from '@/lib/format/salon-contact';
import type { EmailRequest } from './email-request';

/** One version of the appointment, as the edit form holds it. */
export type EmailSubject = ChangeSnapshot & { customer_name: string };

export type EmailSetting = { salon: SalonContact; currency: CurrencyInfo };

/**
 * The request for an e-mail of `type` about the change from `before` to `after`. The
 * appointment's time is the previous one for a time change or a cancellation (what the
 * customer has in their diary), the current one otherwise.
 */
export function editEmailRequest(type: EmailType, before: EmailSubject, after: EmailSubject, { salon, currency }: EmailSetting): EmailRequest {
  const previous = { date: before.appointment_date, time: before.appointment_time };
  const current = { date: after.appointment_date, time: after.appointment_time };
  const common = { customerName: after.customer_name, salon, serviceName: after.service_name };
  switch (type) {
    case 'timeChange':
      return { ...common, type, when: previous, newWhen: current };
    case 'cancellation':
      return { ...common, type, when: previous };
    case 'serviceChange':
      return { ...common, type, when: current, previousServiceName: before.service_name, durationMinutes: after.custom_duration ?? after.service_duration };
    case 'priceChange':
      return { ...common, type, when: current, previousPrice: before.service_price, price: after.service_price, currency };
  }
}

/** The e-mail an edit calls for (spec point 4's priority), or null when none. */
export function pendingEmailType(before: EmailSubject, after: EmailSubject, autoGenerate: boolean): EmailType | null {
  return emailTypeFor(detectChanges(before, after), autoGenerate);
}
