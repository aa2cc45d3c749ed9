// Auth result codes and their messages (spec point 8; catalogue keys, worded for the reader by the
// actions). Pure.
import { message } from '@/lib/i18n/message';
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
  INVALID_CREDENTIALS: message('Errors.auth.invalidCredentials'),
  SIGN_IN_ERROR: message('Errors.auth.signInError'),
  TOO_MANY_ATTEMPTS: message('Errors.auth.tooManyAttempts'),
  TOO_MANY_SIGN_UPS: message('Errors.auth.tooManySignUps'),
  HASHING_BUSY: HASHING_BUSY_MESSAGE,
  USER_EXISTS: message('Errors.auth.userExists'),
  SIGN_UP_ERROR: message('Errors.auth.signUpError'),
  SALON_CREATE_ERROR: message('Errors.auth.salonCreateError'),
  PROFILE_CREATE_ERROR: message('Errors.auth.profileCreateError'),
  SIGNUP_PROCESS_ERROR: message('Errors.auth.signUpProcessError'),
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
