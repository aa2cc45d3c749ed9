import type { SignUpInput } from '@/lib/validation/auth';
import type { ActionResult } from '@/lib/result';
import type { AuthResult } from '@/lib/auth/result';
import type { RouteUser } from '@/lib/auth/route-rules';
import type { NewMember } from '@/lib/auth/store';
import type { HashingClient } from '@/lib/auth/hashing-gate';

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  path?: string;
  maxAge?: number;
  expires?: Date;
  domain?: string;
};

/** The request's cookies, and a way to set response cookies (Next's cookies(), a proxy response, a test). */
export interface CookieJar {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options?: CookieOptions): void;
}

export function cookieValue(jar: CookieJar, name: string): string | undefined {
  return jar.getAll().find((cookie) => cookie.name === name)?.value;
}

/**
 * One interface, two providers (DESIGN.md §4). `client` (sign-in, sign-up, own password): the
 * client network whose turn it is at this instance's password hashing gate; the built-in
 * provider hashes through it, Supabase hashes on its own servers and ignores it.
 */
export interface AuthProvider {
  readonly name: 'supabase' | 'builtin';
  signIn(jar: CookieJar, email: string, password: string, client?: HashingClient): Promise<AuthResult<{ userId: string }>>;
  /** Account, salon and owner profile, all or nothing; signs the new owner in. */
  signUp(jar: CookieJar, input: SignUpInput, client?: HashingClient): Promise<AuthResult<{ userId: string; salonId: string }>>;
  /**
   * An account for a salon member an owner adds, with the one-time password the owner hands
   * over, and its profile: all or nothing. USER_EXISTS when the e-mail has an account.
   */
  createMember(member: Omit<NewMember, 'userId' | 'passwordHash'>, password: string): Promise<ActionResult<{ userId: string }, 'USER_EXISTS'>>;
  /** Replaces a member's password with a new one-time password; their sessions end. */
  setMemberPassword(userId: string, password: string): Promise<void>;
  /**
   * The signed-in user replaces their password, proving the current one: their other sessions
   * end, this one stays, and the one-time password flag is cleared. INVALID_CREDENTIALS when
   * the current password is wrong.
   */
  changeOwnPassword(
    jar: CookieJar,
    account: { userId: string; email: string },
    currentPassword: string,
    newPassword: string,
    client?: HashingClient,
  ): Promise<AuthResult<null>>;
  /** Removes what the provider keeps of a member whose profile was deleted. */
  deleteMemberAccount(userId: string): Promise<void>;
  /** Ends the session at the provider and clears its cookies. */
  signOut(jar: CookieJar): Promise<void>;
  /** The user id of a session verified with the provider (revocation included), or null. */
  verifiedUserId(jar: CookieJar): Promise<string | null>;
  /**
   * Just enough to route a request in proxy.ts; never used to authorize. The built-in
   * provider answers from the signed claims alone unless `verify` asks it to check the
   * session row too (the sign-in screens, so a revoked cookie cannot cause a redirect loop).
   */
  routeUser(jar: CookieJar, options?: { verify?: boolean }): Promise<RouteUser | null>;
}
