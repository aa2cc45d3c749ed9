import 'server-only';
import { authProvider, type CookieJar } from '@/lib/auth/providers';
import { authFailure, type AuthResult } from '@/lib/auth/result';
import { readProfile, type Profile } from './store';
import { hitRateLimit, readRateLimit, resetRateLimit, type RateLimitRule } from '@/lib/server/rate-limit';
import type { Role } from '@/lib/db/schema';
import type { SignUpInput } from '@/lib/validation/auth';
import { loggableError } from '@/lib/server/db-errors';
import { isHashingBusy, type HashingClient } from './hashing-gate';

/** The signed-in user. `role` is null when the profile row is missing. */
export type CurrentUser = Omit<Profile, 'role'> & { role: Role | null };

const MINUTE = 60_000;
/**
 * Failed sign-ins per account from one client network: the 6th failure within 15 minutes locks
 * that network (and only that network) out of that account for 15 minutes.
 */
export const ACCOUNT_NETWORK_THROTTLE: RateLimitRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/**
 * Failed sign-ins per account from every network together. Past 100 within 15 minutes the
 * account is under a distributed attack: for the next 15 minutes a network's first failure
 * locks it out of the account, so each new network buys one guess instead of six.
 */
export const ACCOUNT_WIDE_LIMIT: RateLimitRule = { limit: 100, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const UNDER_ATTACK_THROTTLE: RateLimitRule = { ...ACCOUNT_NETWORK_THROTTLE, limit: 0 };
/** Failed sign-ins per client address: the 21st failure within 15 minutes locks it for 15 minutes. */
export const ADDRESS_THROTTLE: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const ACCOUNT_NETWORK_BUCKET = 'sign-in:account-network';
const ACCOUNT_WIDE_BUCKET = 'sign-in:account';
const ADDRESS_BUCKET = 'sign-in:address';

/**
 * Signs in with e-mail and password. Failed attempts are counted in Postgres per account and
 * client network, per account, and per client network; a locked (account, network) pair or
 * network is refused before the password is checked, with the same answer whether the account
 * exists or not. An account is never locked as a whole: its owner signing in from a network
 * with no failures gets in however many other networks guessed. Without a known address all
 * unknown clients share the account's pair bucket (one shared address bucket would let anyone
 * lock everyone out of everything).
 */
export async function signIn(
  jar: CookieJar,
  { email, password }: { email: string; password: string },
  clientAddress: string | null,
): Promise<AuthResult<{ userId: string; mustChangePassword: boolean }>> {
  const result = await throttledPasswordCheck(email, clientAddress, 'sign-in', (client) => authProvider().signIn(jar, email, password, client));
  if (!result.ok) return result;
  // Where to go next: a member on a one-time password goes straight to choosing their own.
  const profile = await readProfile(result.data.userId);
  return { ok: true, data: { userId: result.data.userId, mustChangePassword: profile?.mustChangePassword ?? false } };
}

/**
 * The signed-in user chooses a new password, proving the current one. A wrong current password
 * counts as a failed sign-in of the account from this network, so a session left open on a
 * shared computer cannot be used to guess it.
 */
export async function changeOwnPassword(
  jar: CookieJar,
  account: { userId: string; email: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  clientAddress: string | null,
): Promise<AuthResult<null>> {
  return throttledPasswordCheck(account.email, clientAddress, 'password change', (client) =>
    authProvider().changeOwnPassword(jar, account, currentPassword, newPassword, client),
  );
}

/**
 * The client network as the password hashing gate sees it: its failed and refused password
 * checks in the address throttle's window set its place in the queue. Null when the address
 * is unknown (no network to hold to account; see signIn).
 */
async function networkStanding(clientAddress: string | null): Promise<{ locked: boolean; client: HashingClient | undefined }> {
  if (clientAddress === null) return { locked: false, client: undefined };
  const { locked, hits } = await readRateLimit(ADDRESS_BUCKET, clientAddress, ADDRESS_THROTTLE);
  return { locked, client: { network: clientAddress, standing: hits } };
}

/**
 * Runs a check of `email`'s password under the sign-in throttle (see signIn). A check the
 * hashing gate refuses as busy checked no password, so it is no failure of the account; it is
 * a try of the network all the same, counted against the network's limit and its standing.
 */
async function throttledPasswordCheck<T>(
  email: string,
  clientAddress: string | null,
  what: string,
  check: (client: HashingClient | undefined) => Promise<AuthResult<T>>,
): Promise<AuthResult<T>> {
  const account = email.toLowerCase();
  const accountNetwork = `${account} ${clientAddress ?? 'unknown'}`;
  const [network, pair] = await Promise.all([
    networkStanding(clientAddress),
    readRateLimit(ACCOUNT_NETWORK_BUCKET, accountNetwork, ACCOUNT_NETWORK_THROTTLE),
  ]);
  if (network.locked || pair.locked) return authFailure('TOO_MANY_ATTEMPTS');
  let result: AuthResult<T>;
  try {
    result = await check(network.client);
  } catch (error) {
    if (isHashingBusy(error)) {
      if (clientAddress !== null) await hitRateLimit(ADDRESS_BUCKET, clientAddress, ADDRESS_THROTTLE);
      return authFailure('HASHING_BUSY');
    }
    console.error(`[auth] ${what} failed`, loggableError(error));
    return authFailure('SIGN_IN_ERROR');
  }
  if (result.ok) {
    await resetRateLimit(ACCOUNT_NETWORK_BUCKET, accountNetwork);
    return result;
  }
  if (result.code === 'INVALID_CREDENTIALS') {
    const [accountWide, byAddress] = await Promise.all([
      hitRateLimit(ACCOUNT_WIDE_BUCKET, account, ACCOUNT_WIDE_LIMIT),
      clientAddress === null ? null : hitRateLimit(ADDRESS_BUCKET, clientAddress, ADDRESS_THROTTLE),
    ]);
    const pairRule = accountWide.allowed ? ACCOUNT_NETWORK_THROTTLE : UNDER_ATTACK_THROTTLE;
    const byPair = await hitRateLimit(ACCOUNT_NETWORK_BUCKET, accountNetwork, pairRule);
    if (!byPair.allowed || byAddress?.allowed === false) return authFailure('TOO_MANY_ATTEMPTS');
  }
  return result;
}

/** Sign-ups per client address (or, when unknown, per e-mail): counted before any password is hashed. */
export const SIGN_UP_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };

export async function signUp(
  jar: CookieJar,
  input: SignUpInput,
  clientAddress: string | null,
): Promise<AuthResult<{ userId: string; salonId: string }>> {
  const key = clientAddress ? `address:${clientAddress}` : `email:${input.email.toLowerCase()}`;
  if (!(await hitRateLimit('sign-up', key, SIGN_UP_LIMIT)).allowed) return authFailure('TOO_MANY_SIGN_UPS');
  try {
    return await authProvider().signUp(jar, input, (await networkStanding(clientAddress)).client);
  } catch (error) {
    if (isHashingBusy(error)) return authFailure('HASHING_BUSY');
    console.error('[auth] sign-up failed', loggableError(error));
    return authFailure('SIGNUP_PROCESS_ERROR');
  }
}

export async function signOut(jar: CookieJar): Promise<void> {
  await authProvider().signOut(jar);
}

/**
 * The user of a verified, unrevoked session with the profile read fresh from the database,
 * or null when the request carries no valid session; a session without a profile row has
 * empty role and salon (spec point 4). A database that cannot answer throws its error: that
 * is a failure to report, never a sign-out, and the session stays as it is.
 */
export async function currentUser(jar: CookieJar): Promise<CurrentUser | null> {
  const userId = await authProvider().verifiedUserId(jar);
  if (!userId) return null;
  return (await readProfile(userId)) ?? { id: userId, email: '', fullName: null, role: null, salonId: null, salonName: null, mustChangePassword: false, language: null, salonLanguage: null };
}
