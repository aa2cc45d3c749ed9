import type { ReactNode } from 'react';
import { getCurrentUser } from '@/lib/auth/session';
import { AuthProvider } from './auth-provider';

/**
 * The guarded areas' layout: the verified user for client components (pages check access
 * themselves). A session that could not be checked gets no user here; the page's guard
 * reports why.
 */
export async function SessionLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser().catch(() => null);
  return <AuthProvider user={user}>{children}</AuthProvider>;
}
