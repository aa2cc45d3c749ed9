'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from '@/lib/db/schema';

/** What the browser may know about the signed-in user (display only; the server decides). */
export type SessionUser = { id: string; email: string; fullName: string | null; role: Role | null; salonId: string | null; salonName: string | null };

const AuthContext = createContext<SessionUser | null>(null);

/**
 * Holds the user that the server verified for this render. The server render is the
 * profile's only source: nothing about the user is kept in the browser's storage.
 */
export function AuthProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  return <AuthContext.Provider value={user}>{children}</AuthContext.Provider>;
}

export function useSessionUser(): SessionUser | null {
  return useContext(AuthContext);
}
