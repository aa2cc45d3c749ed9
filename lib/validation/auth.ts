import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { isEmail } from './email';
import { emailText, requiredText, tooLong } from './fields';

export const AUTH_LIMITS = { email: 255, passwordMin: 8, passwordMax: 128, fullName: 100, salonName: 100 } as const;

export const AUTH_MESSAGES = {
  emailRequired: message('FormErrors.auth.emailRequired'),
  invalidEmail: message('FormErrors.auth.invalidEmail'),
  emailTooLong: tooLong('email', AUTH_LIMITS.email),
  passwordRequired: message('FormErrors.auth.passwordRequired'),
  passwordTooShort: message('FormErrors.auth.passwordTooShort', { min: AUTH_LIMITS.passwordMin }),
  passwordTooLong: tooLong('password', AUTH_LIMITS.passwordMax),
  fullNameRequired: message('FormErrors.auth.fullNameRequired'),
  fullNameTooLong: tooLong('fullName', AUTH_LIMITS.fullName),
  salonNameRequired: message('FormErrors.auth.salonNameRequired'),
  salonNameTooLong: tooLong('salonName', AUTH_LIMITS.salonName),
} as const;

// E-mails are trimmed and lowercased (the e-mail profile) so that sign-in matches however the
// address was typed.
const email = emailText(AUTH_MESSAGES.emailRequired)
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(AUTH_LIMITS.email, AUTH_MESSAGES.emailTooLong);

// Passwords are never trimmed or otherwise changed.
/** A password being checked (sign-in, the current one when changing it). */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

/** A well-formed account address: sign-up, a staff member an owner adds, a password reset request. */
export const accountEmailSchema = email.refine(isEmail, AUTH_MESSAGES.invalidEmail);
export const fullNameSchema = requiredText(AUTH_MESSAGES.fullNameRequired).max(AUTH_LIMITS.fullName, AUTH_MESSAGES.fullNameTooLong);

/** Sign-in: both fields required (spec point 5); the provider judges the credentials. */
export const loginSchema = z.object({ email, password: passwordSchema });

/** A password being chosen (sign-up, a member replacing a one-time password). */
export const newPasswordSchema = passwordSchema.min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort);

export const signUpSchema = z.object({
  email: accountEmailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
  salonName: requiredText(AUTH_MESSAGES.salonNameRequired).max(AUTH_LIMITS.salonName, AUTH_MESSAGES.salonNameTooLong),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
