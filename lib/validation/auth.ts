import { z } from 'zod';
import { isEmail } from './email';

export const AUTH_LIMITS = { email: 255, passwordMin: 8, passwordMax: 128, fullName: 100, salonName: 100 } as const;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${AUTH_LIMITS.email} characters`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${AUTH_LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters`,
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${AUTH_LIMITS.fullName} characters`,
  salonNameRequired: 'Salon name is required',
  salonNameTooLong: `Salon name must be at most ${AUTH_LIMITS.salonName} characters`,
} as const;

// E-mails are trimmed and lowercased so that sign-in matches however the address was typed.
const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(AUTH_LIMITS.email, AUTH_MESSAGES.emailTooLong);

// Passwords are never trimmed or otherwise changed.
const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

const requiredName = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

/** The e-mail of a new account (sign-up, or a staff member an owner adds). */
export const newAccountEmailSchema = email.refine(isEmail, AUTH_MESSAGES.invalidEmail);
export const fullNameSchema = requiredName(AUTH_MESSAGES.fullNameRequired, AUTH_MESSAGES.fullNameTooLong, AUTH_LIMITS.fullName);

/** Sign-in: both fields required (spec point 5); the provider judges the credentials. */
export const loginSchema = z.object({ email, password });

export const signUpSchema = z.object({
  email: newAccountEmailSchema,
  password: password.min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort),
  fullName: fullNameSchema,
  salonName: requiredName(AUTH_MESSAGES.salonNameRequired, AUTH_MESSAGES.salonNameTooLong, AUTH_LIMITS.salonName),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
