// The waitlist's inputs (issue 35): joining, by the visitor on the booking page or by staff on
// the dashboard, with the booking's own field atoms and messages (the e-mail required: the offer
// goes there; the phone optional) and the hours the client could come.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';
import { isEmail } from '@/lib/validation/email';
import { emailText, guid, requiredText, requiredTime, salonId } from '@/lib/validation/fields';
import { BOOKING_ERROR_MESSAGES as msg, BOOKING_FIELD_MESSAGES as fieldMsg, BOOKING_LIMITS, bookingRequestSchema } from '@/lib/validation/booking';

export const WAITLIST_HOURS_MESSAGE = message('FormErrors.waitlistHours');

/** Who waits, for what and when: the fields a visitor and staff both fill in. */
const waitlistEntryFields = bookingRequestSchema.pick({ serviceId: true, date: true, stylistId: true, customerName: true }).extend({
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
});

const hoursInOrder = (value: { fromTime: string; untilTime: string }) => value.fromTime < value.untilTime;
const hoursRefusal = { path: ['untilTime'], message: WAITLIST_HOURS_MESSAGE };

/** A visitor joins from the booking page (the salon by id, a stylist by public id, the CSRF token). */
export const waitlistJoinSchema = waitlistEntryFields
  .extend(bookingRequestSchema.pick({ salonId: true, csrfToken: true }).shape)
  .refine(hoursInOrder, hoursRefusal);

export type WaitlistJoinRequest = z.output<typeof waitlistJoinSchema>;

/** Staff add someone (admins name the salon; the stylist by member id, or none for "any"), in the client's language. */
export const addWaitlistEntrySchema = waitlistEntryFields
  .extend({ salonId, language: z.enum(LOCALES, { error: message('FormErrors.appointment.languageInvalid') }) })
  .refine(hoursInOrder, hoursRefusal);

export type AddWaitlistEntryData = z.output<typeof addWaitlistEntrySchema>;

export const WAITLIST_ENTRY_GONE_MESSAGE = message('Server.waitlistEntryGone');

/** Staff remove someone from a day's waitlist (admins name the salon). */
export const removeWaitlistEntrySchema = z.object({ salonId, entryId: guid(WAITLIST_ENTRY_GONE_MESSAGE) });
export type RemoveWaitlistEntryData = z.output<typeof removeWaitlistEntrySchema>;

/** Staff offer a waiting entry a time by hand ('HH:mm' on its day), or ask which times it could be offered. */
export const offerWaitlistTimeSchema = removeWaitlistEntrySchema.extend({ time: requiredTime(msg.DATETIME_NOT_SELECTED, fieldMsg.invalidTime) });
export type OfferWaitlistTimeData = z.output<typeof offerWaitlistTimeSchema>;
export type WaitlistEntryRef = RemoveWaitlistEntryData;
