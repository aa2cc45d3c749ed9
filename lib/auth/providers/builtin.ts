import 'server-only';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { isHashingBusy } from '@/lib/auth/hashing-gate';
import { authSecret, SESSION_COOKIE, SESSION_MAX_AGE_S } from '@/lib/auth/config';
import { authFailure, memberExists, SignUpStepError } from '@/lib/auth/result';
import { message } from '@/lib/i18n/message';
import { signSessionToken, verifySessionToken, type SessionClaims } from '@/lib/auth/session-token';
import {
  createMemberProfile,
  createOwnerWithSalon,
  createSession,
  emailIsRegistered,
  findCredentials,
  readProfile,
  replacePassword,
  revokeSession,
  sessionIsActive,
  storeChosenPassword,
  type Profile,
} from '@/lib/auth/store';
import { cookieValue, type AuthProvider, type CookieJar } from './types';
import { classifyDbError, loggableError } from '@/lib/server/db-errors';

// Compared against when the account does not exist, so that the answer takes as long. Made
// once; a refusal by the busy gate is not kept (every unknown account would be refused after it).
let dummyHash: Promise<string> | undefined;
const getDummyHash = () =>
  (dummyHash ??= hashPassword('not-a-real-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  }));

function sessionCookieOptions(expiresAt: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    expires: expiresAt,
  } as const;
}

async function setSessionCookie(jar: CookieJar, claims: SessionClaims, expiresAt: Date): Promise<void> {
  jar.set(SESSION_COOKIE, await signSessionToken(claims, expiresAt, authSecret()), sessionCookieOptions(expiresAt));
}

function newExpiry(): Date {
  return new Date(Date.now() + SESSION_MAX_AGE_S * 1000);
}

function claimsOf(profile: Pick<Profile, 'id' | 'role' | 'salonId'>, sid: string): SessionClaims {
  return { sid, sub: profile.id, role: profile.role, salon: profile.salonId };
}

async function readClaims(jar: CookieJar): Promise<SessionClaims | null> {
  return verifySessionToken(cookieValue(jar, SESSION_COOKIE), authSecret());
}

/** Ends the session the request carries, if any (sign-out, or a new sign-in replacing it). */
async function revokeCurrentSession(jar: CookieJar): Promise<void> {
  const claims = await readClaims(jar);
  if (claims) await revokeSession(claims.sid);
}

/** Credentials in Postgres (scrypt), a signed httpOnly cookie, sessions revocable in Postgres. */
export const builtinProvider: AuthProvider = {
  name: 'builtin',

  async signIn(jar, email, password, client) {
    const account = await findCredentials(email);
    const valid = await verifyPassword(password, account?.passwordHash ?? (await getDummyHash()), client);
    if (!account || !valid) return authFailure('INVALID_CREDENTIALS');
    const profile = await readProfile(account.userId);
    if (!profile) return authFailure('SIGN_IN_ERROR', message('Errors.auth.noProfile'));
    await revokeCurrentSession(jar);
    const expiresAt = newExpiry();
    const sid = await createSession(profile.id, expiresAt);
    await setSessionCookie(jar, claimsOf(profile, sid), expiresAt);
    return { ok: true, data: { userId: profile.id } };
  },

  async signUp(jar, input, client) {
    if (await emailIsRegistered(input.email)) return authFailure('USER_EXISTS');
    let passwordHash: string;
    try {
      passwordHash = await hashPassword(input.password, client);
    } catch (error) {
      if (isHashingBusy(error)) throw error;
      console.error('[auth] hashing the password failed', loggableError(error));
      return authFailure('SIGN_UP_ERROR');
    }
    const expiresAt = newExpiry();
    try {
      const { userId, salonId, extra: sid } = await createOwnerWithSalon(
        { email: input.email, fullName: input.fullName, salonName: input.salonName, passwordHash },
        (tx, newUserId) => createSession(newUserId, expiresAt, tx),
      );
      await revokeCurrentSession(jar);
      await setSessionCookie(jar, { sid, sub: userId, role: 'owner', salon: salonId }, expiresAt);
      return { ok: true, data: { userId, salonId } };
    } catch (error) {
      if (!(error instanceof SignUpStepError)) throw error;
      if (error.code !== 'USER_EXISTS') console.error(`[auth] sign-up failed: ${error.code}`, loggableError(error));
      return authFailure(error.code);
    }
  },

  async createMember(member, password) {
    if (await emailIsRegistered(member.email)) return memberExists();
    try {
      const userId = await createMemberProfile({ ...member, passwordHash: await hashPassword(password) });
      return { ok: true, data: { userId } };
    } catch (error) {
      // Another request registered the e-mail in between.
      if (classifyDbError(error) === 'unique') return memberExists();
      throw error;
    }
  },

  async setMemberPassword(userId, password) {
    await replacePassword(userId, await hashPassword(password));
  },

  async changeOwnPassword(jar, account, currentPassword, newPassword, client) {
    const credentials = await findCredentials(account.email);
    const valid = await verifyPassword(currentPassword, credentials?.passwordHash ?? (await getDummyHash()), client);
    if (!valid || credentials?.userId !== account.userId) return authFailure('INVALID_CREDENTIALS');
    const passwordHash = await hashPassword(newPassword, client);
    await storeChosenPassword(account.userId, { passwordHash, keepSessionId: (await readClaims(jar))?.sid });
    return { ok: true, data: null };
  },

  // The credentials and sessions went with the profile (ON DELETE CASCADE).
  async deleteMemberAccount() {},

  async signOut(jar) {
    await revokeCurrentSession(jar);
    jar.set(SESSION_COOKIE, '', { ...sessionCookieOptions(new Date(0)), maxAge: 0 });
  },

  async verifiedUserId(jar) {
    const claims = await readClaims(jar);
    if (!claims) return null;
    return (await sessionIsActive(claims.sid, claims.sub)) ? claims.sub : null;
  },

  async routeUser(jar, options) {
    const claims = await readClaims(jar);
    if (!claims) return null;
    if (options?.verify && !(await sessionIsActive(claims.sid, claims.sub))) return null;
    return { role: claims.role };
  },
};
