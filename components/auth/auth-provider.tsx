'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { getProfileCache } from '@/lib/cache/caches';
import type { Role } from '@/lib/db/schema';

/** What the browser may know about the signed-in user (display only; the server decides). */
export type SessionUser = { id: string; email: string; fullName: string | null; role: Role | null; salonId: string | null; salonName: string | null };

const PROFILE_CACHE_KEY = 'profile';

const AuthContext = createContext<SessionUser | null>(null);

/**
 * Holds the user that the server verified for this render and keeps the spec's profile cache
 * (auth_secure_, 5 minutes) in step with it, so that client screens can show the profile
 * at once. Nothing on the server ever reads the cache.
 */
export function AuthProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  useEffect(() => {
    const cache = getProfileCache();
    if (user) cache.set(PROFILE_CACHE_KEY, user);
    else cache.remove(PROFILE_CACHE_KEY);
  }, [user]);
  return <AuthContext.Provider value={user}>{children}</AuthContext.Provider>;
}

export function useSessionUser(): SessionUser | null {
  return useContext(AuthContext);
}

/** Forgets the cached profile (sign-out). */
export function clearCachedProfile(): void {
  getProfileCache().remove(PROFILE_CACHE_KEY);
}
