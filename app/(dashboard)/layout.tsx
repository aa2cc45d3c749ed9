import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SessionLayout } from '@/components/shell/session-layout';

export const metadata: Metadata = { title: 'Dashboard' };

export default function Layout({ children }: { children: ReactNode }) {
  return <SessionLayout>{children}</SessionLayout>;
}
