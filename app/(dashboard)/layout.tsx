import type { ReactNode } from 'react';
import { SessionLayout } from '@/components/auth/session-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <SessionLayout>{children}</SessionLayout>;
}
