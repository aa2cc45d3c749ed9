import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/shell/admin-shell';
import { SessionLayout } from '@/components/shell/session-layout';

export const metadata: Metadata = { title: 'Admin' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SessionLayout>
      <AdminShell>{children}</AdminShell>
    </SessionLayout>
  );
}
