// The message actions' inputs. Pure.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';
import { freeText, guid, requiredText, salonId, tooLong } from '@/lib/validation/fields';

export const sendRemindersSchema = z.object({ salonId });

export const deliveryLogSchema = z.object({ salonId, appointmentId: guid('Invalid appointment') });

export const MESSAGE_LIMITS = { subject: 200, body: 5000 } as const;

/** A draft staff send: the appointment names the recipient; the text is what the draft shows. */
export const sendMessageSchema = z.object({
  salonId,
  appointmentId: guid('Invalid appointment'),
  language: z.enum(LOCALES, { error: 'Choose English or Hungarian' }),
  subject: requiredText('Subject is required').max(MESSAGE_LIMITS.subject, tooLong('subject', MESSAGE_LIMITS.subject)),
  body: freeText('Message is required').min(1, 'Message is required').max(MESSAGE_LIMITS.body, tooLong('message', MESSAGE_LIMITS.body)),
});

/** Staff 'Send email' past its hourly limits (data/messages.ts). */
export const TOO_MANY_MESSAGES = (minutes: number) => message('Errors.tooManyMessages', { minutes });
