import { z } from 'zod';
import { newPasswordSchema, passwordSchema } from '@/lib/validation/auth';
import { LOCALES } from '@/lib/i18n/locale';

export const ACCOUNT_MESSAGES = {
  confirmMismatch: 'The new passwords do not match',
  sameAsCurrent: 'Choose a password different from the current one',
  wrongCurrent: 'Your current password is not correct',
  changed: 'Your password is changed',
  oneTimePassword: 'You signed in with a one-time password from your salon. Choose your own password to continue.',
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
