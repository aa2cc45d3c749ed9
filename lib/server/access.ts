import 'server-only';
import type { Role } from '@/lib/db/schema';
import { message } from '@/lib/i18n/message';
import { isGuid } from '@/lib/validation/fields';

/** The id check of the data functions: the same pattern as the schemas' id fields. */
export { isGuid };

/**
 * Who is asking, from the verified session (never from the browser): the first argument of
 * every staff-side function in lib/data (DESIGN §2, the guarded seam).
 */
export type Caller = {
  userId: string;
  role: Role | null;
  salonId: string | null;
  /** Still on a one-time password: only changing it is allowed (lib/server/authorized-action.ts). */
  mustChangePassword?: boolean;
};

export const ACCESS_MESSAGES = {
  UNAUTHENTICATED: message('Errors.unauthenticated'),
  FORBIDDEN: message('Errors.forbidden'),
  NOT_FOUND: message('Errors.notFound'),
  SALON_REQUIRED: message('Errors.salonRequired'),
  PASSWORD_CHANGE_REQUIRED: message('Errors.passwordChangeRequired'),
} as const;

export type AccessCode = keyof typeof ACCESS_MESSAGES;

/** A refused call; the action helper turns it into an ActionFailure with the same code. */
export class AccessError extends Error {
  constructor(readonly code: AccessCode) {
    super(ACCESS_MESSAGES[code]);
    this.name = 'AccessError';
  }
}

/** The caller for a signed-in user (role and salon are null when the profile row is missing). */
export function callerOf(user: { id: string; role: Role | null; salonId: string | null; mustChangePassword?: boolean } | null): Caller | null {
  return user && { userId: user.id, role: user.role, salonId: user.salonId, mustChangePassword: user.mustChangePassword ?? false };
}

/** The caller, if signed in with one of `roles`; throws AccessError otherwise. */
export function assertRole(caller: Caller | null, roles: readonly Role[]): Caller & { role: Role } {
  if (!caller) throw new AccessError('UNAUTHENTICATED');
  const { role } = caller;
  if (!role || !roles.includes(role)) throw new AccessError('FORBIDDEN');
  return { ...caller, role };
}

/**
 * The salon a call acts on. Staff and owners always act on their own salon: naming another
 * one is refused. Admins must name the salon.
 */
export function scopedSalonId(caller: Caller | null, roles: readonly Role[], requestedSalonId?: string | null): string {
  const { role, salonId } = assertRole(caller, roles);
  if (role === 'admin') {
    if (!requestedSalonId) throw new AccessError('SALON_REQUIRED');
    if (!isGuid(requestedSalonId)) throw new AccessError('NOT_FOUND');
    return requestedSalonId;
  }
  if (!salonId) throw new AccessError('FORBIDDEN');
  if (requestedSalonId && requestedSalonId !== salonId) throw new AccessError('FORBIDDEN');
  return salonId;
}
