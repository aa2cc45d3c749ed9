import type { ReactNode } from 'react';
import { getCurrentUser } from '@/lib/auth/session';
import { AuthProvider } from './auth-provider';

/** The guarded areas' layout: the verified user for client components (pages check access themselves). */
export async function SessionLayout({ children }: { children: ReactNode }) {
  return <AuthProvider user={await getCurrentUser()}>{children}</AuthProvider>;
}
