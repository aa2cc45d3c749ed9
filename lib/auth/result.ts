// Auth result codes and messages (spec point 8). Pure.
import { fail, type ActionFailure, type ActionResult } from '@/lib/result';
import { HASHING_BUSY_MESSAGE } from './hashing-gate';

export type AuthErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'SIGN_IN_ERROR'
  | 'TOO_MANY_ATTEMPTS'
  | 'TOO_MANY_SIGN_UPS'
  | 'HASHING_BUSY'
  | 'USER_EXISTS'
  | 'SIGN_UP_ERROR'
  | 'SALON_CREATE_ERROR'
  | 'PROFILE_CREATE_ERROR'
  | 'SIGNUP_PROCESS_ERROR';

export const AUTH_ERROR_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid login credentials',
  SIGN_IN_ERROR: 'Sign in failed. Please try again.',
  TOO_MANY_ATTEMPTS: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  TOO_MANY_SIGN_UPS: 'Too many sign-ups from this network. Please try again later.',
  HASHING_BUSY: HASHING_BUSY_MESSAGE,
  USER_EXISTS: 'A user with this email address has already been registered',
  SIGN_UP_ERROR: 'Failed to create account',
  SALON_CREATE_ERROR: 'Failed to create salon',
  PROFILE_CREATE_ERROR: 'Failed to create user profile',
  SIGNUP_PROCESS_ERROR: 'Sign up failed. Please try again.',
} as const satisfies Record<AuthErrorCode, string>;

export type AuthFailure = ActionFailure<AuthErrorCode>;
export type AuthResult<T> = ActionResult<T, AuthErrorCode>;

export function authFailure(code: AuthErrorCode, message: string = AUTH_ERROR_MESSAGES[code]): AuthFailure {
  return fail(code, message);
}

/** An owner added a member whose e-mail already has an account. */
export function memberExists(): ActionFailure<'USER_EXISTS'> {
  return fail('USER_EXISTS', AUTH_ERROR_MESSAGES.USER_EXISTS);
}

/** Thrown inside a sign-up transaction to roll it back with a spec code. */
export class SignUpStepError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    options?: { cause?: unknown },
  ) {
    super(AUTH_ERROR_MESSAGES[code], options);
    this.name = 'SignUpStepError';
  }
}
