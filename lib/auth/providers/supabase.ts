import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { createClient, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { supabaseConfig, type SupabaseConfig } from '@/lib/auth/config';
import { authFailure, memberExists, SignUpStepError } from '@/lib/auth/result';
import { createMemberProfile, createOwnerWithSalon, readProfile, storeChosenPassword } from '@/lib/auth/store';
import { classifyDbError, loggableError } from '@/lib/server/db-errors';
import { withAuthCallRetries } from './auth-call-retry';
import type { AuthProvider, CookieJar } from './types';

function config(): SupabaseConfig {
  const value = supabaseConfig();
  if (!value) throw new Error('Supabase Auth is not configured');
  return value;
}

/**
 * supabase-js creates a Realtime client eagerly and, on Node 20 (no global WebSocket), throws
 * unless given a WebSocket class. The server never opens Realtime channels.
 */
class NoRealtimeOnTheServer {
  constructor() {
    throw new Error('Realtime is not used on the server');
  }
}
const realtime = { transport: NoRealtimeOnTheServer as unknown as typeof WebSocket };

/** A per-request client whose session lives in the request's cookies (@supabase/ssr). */
function clientFor(jar: CookieJar) {
  const { url, anonKey } = config();
  return createServerClient(url, anonKey, {
    realtime,
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) jar.set(name, value, options);
      },
    },
  });
}

/** The Auth admin API (service-role key: server only, never the browser), or null without the key. */
function adminAuth() {
  const { url, serviceRoleKey } = config();
  if (!serviceRoleKey) return null;
  return createClient(url, serviceRoleKey, { realtime, auth: { persistSession: false, autoRefreshToken: false } }).auth.admin;
}

/** Adding and managing staff accounts needs the admin API. */
function requiredAdminAuth() {
  const admin = adminAuth();
  if (!admin) throw new Error('SUPABASE_SERVICE_ROLE_KEY is required to manage staff accounts');
  return admin;
}

/** Deletes an auth user whose profile could not be made or was removed (needs the service-role key). */
async function deleteAuthUser(userId: string): Promise<void> {
  const admin = adminAuth();
  if (!admin) {
    console.error(`[auth] cannot remove auth user ${userId}: SUPABASE_SERVICE_ROLE_KEY is not set`);
    return;
  }
  const { error } = await admin.deleteUser(userId);
  if (error) console.error(`[auth] removing auth user ${userId} failed`, loggableError(error));
}

/** The token is missing, expired or its session has ended: signed out, not a failure. */
function isSignedOut(error: AuthError): boolean {
  return error.name === 'AuthSessionMissingError' || error.name === 'AuthInvalidJwtError' || error.status === 401 || error.status === 403;
}

function isInvalidCredentials(error: AuthError): boolean {
  // Older GoTrue versions send no code, only the message.
  return error.code === 'invalid_credentials' || error.message === 'Invalid login credentials';
}

/** Supabase Auth through @supabase/ssr. Decisions trust getClaims() (verified), never getSession(). */
export const supabaseProvider: AuthProvider = {
  name: 'supabase',

  async signIn(jar, email, password) {
    const { data, error } = await clientFor(jar).auth.signInWithPassword({ email, password });
    if (error || !data.user) {
      // Login errors show the provider's message (spec point 8).
      const message = error?.message || undefined;
      return error && isInvalidCredentials(error) ? authFailure('INVALID_CREDENTIALS', message) : authFailure('SIGN_IN_ERROR', message);
    }
    return { ok: true, data: { userId: data.user.id } };
  },

  async signUp(jar, input) {
    const supabase = clientFor(jar);
    const { data, error } = await supabase.auth.signUp({
      email: input.email,
      password: input.password,
      options: { data: { full_name: input.fullName, salon_name: input.salonName } },
    });
    if (error || !data.user) {
      if (error?.code === 'user_already_exists' || /already/i.test(error?.message ?? '')) return authFailure('USER_EXISTS', error?.message);
      return authFailure('SIGN_UP_ERROR', error?.message || undefined);
    }
    const userId = data.user.id;
    try {
      const { salonId } = await createOwnerWithSalon(
        { userId, email: input.email, fullName: input.fullName, salonName: input.salonName },
        async () => undefined,
      );
      return { ok: true, data: { userId, salonId } };
    } catch (error) {
      const code = error instanceof SignUpStepError ? error.code : 'SIGNUP_PROCESS_ERROR';
      console.error(`[auth] sign-up failed after the auth account was created: ${code}`, loggableError(error));
      await supabase.auth.signOut().catch(() => undefined);
      await deleteAuthUser(userId);
      return authFailure(code);
    }
  },

  // The owner hands the password over; the address is confirmed because the owner vouches
  // for it (no e-mail is sent). The profile row takes the auth user's id.
  async createMember(member, password) {
    const { data, error } = await requiredAdminAuth().createUser({
      email: member.email,
      password,
      email_confirm: true,
      user_metadata: { full_name: member.fullName },
    });
    if (error || !data.user) {
      if (error?.code === 'email_exists' || /already/i.test(error?.message ?? '')) return memberExists();
      throw error ?? new Error('Supabase returned no user');
    }
    try {
      return { ok: true, data: { userId: await createMemberProfile({ ...member, userId: data.user.id }) } };
    } catch (error) {
      await deleteAuthUser(data.user.id);
      if (classifyDbError(error) === 'unique') return memberExists();
      throw error;
    }
  },

  // Supabase keeps refresh tokens alive after a password change; their access tokens expire
  // within the project's JWT lifetime.
  async setMemberPassword(userId, password) {
    const { error } = await requiredAdminAuth().updateUserById(userId, { password });
    if (error) throw error;
  },

  async changeOwnPassword(jar, account, currentPassword, newPassword) {
    // The current password is proven on a throwaway client, so the request's session is untouched.
    const { url, anonKey } = config();
    const probe = createClient(url, anonKey, { realtime, auth: { persistSession: false, autoRefreshToken: false } }).auth;
    const { error } = await probe.signInWithPassword({ email: account.email, password: currentPassword });
    if (error) {
      if (isInvalidCredentials(error)) return authFailure('INVALID_CREDENTIALS');
      throw error;
    }
    await probe.signOut({ scope: 'local' });
    const session = clientFor(jar).auth;
    const { error: updateError } = await session.updateUser({ password: newPassword });
    if (updateError) throw updateError;
    await session.signOut({ scope: 'others' });
    await storeChosenPassword(account.userId, {});
    return { ok: true, data: null };
  },

  async deleteMemberAccount(userId) {
    await deleteAuthUser(userId);
  },

  async signOut(jar) {
    const { error } = await clientFor(jar).auth.signOut();
    if (error) throw error;
  },

  // Spec point 9's timeout and retries: a network failure or a 502-504 (retryable fetch
  // errors) is asked again; an invalid or expired token will not become valid by asking again.
  async verifiedUserId(jar) {
    const supabase = clientFor(jar);
    try {
      return await withAuthCallRetries(async () => {
        const { data, error } = await supabase.auth.getClaims();
        if (error && isSignedOut(error)) return null;
        if (error) throw error;
        return typeof data?.claims.sub === 'string' ? data.claims.sub : null;
      }, isAuthRetryableFetchError);
    } catch (error) {
      console.error('[auth] reading the Supabase session failed', loggableError(error));
      return null;
    }
  },

  // A profile the database cannot read throws: proxy.ts then leaves the decision to the page.
  async routeUser(jar) {
    const userId = await this.verifiedUserId(jar);
    if (!userId) return null;
    const profile = await readProfile(userId);
    return { role: profile?.role ?? null };
  },
};
