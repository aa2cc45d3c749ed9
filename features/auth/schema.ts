// The password reset forms and actions. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { AUTH_LIMITS, accountEmailSchema, newPasswordSchema } from '@/lib/validation/auth';

export const RESET_MESSAGES = {
  invalidLink: message('FormErrors.auth.invalidLink'),
  mismatch: message('FormErrors.auth.passwordMismatch'),
} as const;

export const forgotPasswordSchema = z.object({
  email: accountEmailSchema,
});

/** A reset token: 64 hex characters (32 random bytes); anything else is never looked up. */
export const RESET_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const resetPasswordSchema = z
  .object({
    token: z.string().max(64).regex(RESET_TOKEN_PATTERN, RESET_MESSAGES.invalidLink),
    password: newPasswordSchema,
    confirm: z.string().max(AUTH_LIMITS.passwordMax),
  })
  .refine((values) => values.password === values.confirm, { message: RESET_MESSAGES.mismatch, path: ['confirm'] });
