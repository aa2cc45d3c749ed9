import { z } from 'zod';
import { newPasswordSchema, passwordSchema } from '@/lib/validation/auth';
import { LOCALES } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';

export const ACCOUNT_MESSAGES = {
  confirmMismatch: message('FormErrors.account.confirmMismatch'),
  sameAsCurrent: message('FormErrors.account.sameAsCurrent'),
  wrongCurrent: message('Errors.account.wrongCurrent'),
} as const;

/** Changing one's own password: the current one, the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: passwordSchema, newPassword: newPasswordSchema, confirmPassword: passwordSchema })
  .refine((value) => value.confirmPassword === value.newPassword, { path: ['confirmPassword'], error: ACCOUNT_MESSAGES.confirmMismatch })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], error: ACCOUNT_MESSAGES.sameAsCurrent });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

/** The caller's own "Email me about online bookings" switch. */
export const emailNotificationsSchema = z.object({ enabled: z.boolean() });

export type EmailNotificationsData = z.output<typeof emailNotificationsSchema>;

/** The caller's own language for their screens and e-mails. */
export const ownLanguageSchema = z.object({ language: z.enum(LOCALES) });

export type OwnLanguageData = z.output<typeof ownLanguageSchema>;
