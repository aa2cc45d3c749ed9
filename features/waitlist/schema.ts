// Joining a salon's waitlist (issue 35): the booking's own field atoms and messages, with the
// e-mail required (the offer goes there), the phone optional, and the hours the client could come.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { isEmail } from '@/lib/validation/email';
import { emailText, guid, requiredText, requiredTime, salonId } from '@/lib/validation/fields';
import { BOOKING_ERROR_MESSAGES as msg, BOOKING_FIELD_MESSAGES as fieldMsg, BOOKING_LIMITS, bookingRequestSchema } from '@/lib/validation/booking';

export const WAITLIST_HOURS_MESSAGE = message('FormErrors.waitlistHours');

export const waitlistJoinSchema = bookingRequestSchema
  .pick({ salonId: true, serviceId: true, date: true, stylistId: true, customerName: true, csrfToken: true })
  .extend({
    customerEmail: requiredText(msg.REQUIRED_FIELDS_MISSING)
      .pipe(emailText(fieldMsg.emailInvalid))
      .refine((value) => value.length <= BOOKING_LIMITS.email, fieldMsg.emailTooLong)
      .refine(isEmail, fieldMsg.emailInvalid),
    customerPhone: z
      .string({ error: fieldMsg.phoneInvalid })
      .nullish()
      .transform((value) => value || undefined)
      .pipe(bookingRequestSchema.shape.customerPhone.optional()),
    fromTime: requiredTime(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidTime),
    untilTime: requiredTime(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidTime),
  })
  .refine((value) => value.fromTime < value.untilTime, { path: ['untilTime'], message: WAITLIST_HOURS_MESSAGE });

export type WaitlistJoinRequest = z.output<typeof waitlistJoinSchema>;

export const WAITLIST_ENTRY_GONE_MESSAGE = message('Server.waitlistEntryGone');

/** Staff remove someone from a day's waitlist (admins name the salon). */
export const removeWaitlistEntrySchema = z.object({ salonId, entryId: guid(WAITLIST_ENTRY_GONE_MESSAGE) });
export type RemoveWaitlistEntryData = z.output<typeof removeWaitlistEntrySchema>;
