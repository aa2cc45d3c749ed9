// The message actions' inputs. Pure.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';
import { freeText, guid, requiredText, salonId, tooLong } from '@/lib/validation/fields';

export const MESSAGE_MESSAGES = {
  invalidAppointment: message('FormErrors.messages.invalidAppointment'),
  languageRequired: message('FormErrors.messages.languageRequired'),
  subjectRequired: message('FormErrors.messages.subjectRequired'),
  bodyRequired: message('FormErrors.messages.bodyRequired'),
} as const;

const msg = MESSAGE_MESSAGES;

export const sendRemindersSchema = z.object({ salonId });

export const deliveryLogSchema = z.object({ salonId, appointmentId: guid(msg.invalidAppointment) });

export const MESSAGE_LIMITS = { subject: 200, body: 5000 } as const;

/** A draft staff send: the appointment names the recipient; the text is what the draft shows. */
export const sendMessageSchema = z.object({
  salonId,
  appointmentId: guid(msg.invalidAppointment),
  language: z.enum(LOCALES, { error: msg.languageRequired }),
  subject: requiredText(msg.subjectRequired).max(MESSAGE_LIMITS.subject, tooLong('subject', MESSAGE_LIMITS.subject)),
  body: freeText(msg.bodyRequired).min(1, msg.bodyRequired).max(MESSAGE_LIMITS.body, tooLong('message', MESSAGE_LIMITS.body)),
});

/** Staff 'Send email' past its hourly limits (data/messages.ts). */
export const TOO_MANY_MESSAGES = (minutes: number) => message('Errors.tooManyMessages', { minutes });
