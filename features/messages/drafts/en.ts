// English customer e-mails, as the salon writes them. Pure.
import { formatLongDate, formatTime } from '@/lib/format/dates';
import { formatMoney, type CurrencyInfo } from '@/lib/format/money';
import type { WallTime } from '@/lib/scheduling/zoned-time';
import type { EmailRequest, TemplateSet } from './email-request';
import { letter, signature } from '../templates/letter';

/** 'Tuesday, 24 November 2026 at 10:00'. */
export function moment({ date, time }: WallTime): string {
  return `${formatLongDate(date, { language: 'en' })} at ${formatTime(time, 'en')}`;
}

function price(amount: number | null, currency: CurrencyInfo): string {
  return amount === null ? 'price on request' : formatMoney(amount, currency);
}

function compose(request: EmailRequest, subject: string, middle: readonly (string | readonly string[])[]) {
  const name = request.customerName.trim();
  return {
    subject: `${subject} – ${request.salon.name.trim()}`,
    body: letter([
      name ? `Dear ${name},` : 'Dear Customer,',
      ...middle,
      ['Kind regards,', signature(request.salon, { phone: 'Phone', email: 'Email' })],
    ]),
  };
}

export const en: TemplateSet = {
  timeChange: (r) =>
    compose(r, 'Your appointment has been rescheduled', [
      `The time of your ${r.serviceName} appointment has changed.`,
      [`Previous time: ${moment(r.when)}`, `New time: ${moment(r.newWhen)}`],
      'If the new time does not suit you, please reply to this email or give us a call and we will find another one together.',
      'We look forward to seeing you.',
    ]),
  cancellation: (r) =>
    compose(r, 'Your appointment has been cancelled', [
      'We are writing to let you know that the following appointment has been cancelled.',
      [`Service: ${r.serviceName}`, `Time: ${moment(r.when)}`],
      'If you would like to book a new time, just reply to this email or give us a call. We will be happy to help.',
      'Thank you for your understanding.',
    ]),
  serviceChange: (r) =>
    compose(r, 'A change to your appointment', [
      'We would like to let you know that the service of your appointment has changed.',
      [
        `Time: ${moment(r.when)}`,
        `Previous service: ${r.previousServiceName}`,
        r.durationMinutes ? `New service: ${r.serviceName} (${r.durationMinutes} minutes)` : `New service: ${r.serviceName}`,
      ],
      'If you have any questions, or the change does not suit you, please let us know.',
    ]),
  priceChange: (r) =>
    compose(r, 'A price update for your appointment', [
      'We would like to let you know that the price of your appointment has changed.',
      [`Service: ${r.serviceName}`, `Time: ${moment(r.when)}`, `Previous price: ${price(r.previousPrice, r.currency)}`, `New price: ${price(r.price, r.currency)}`],
      'If you have any questions, please do not hesitate to contact us.',
    ]),
};
