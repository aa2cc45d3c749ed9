import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SessionLayout } from '@/components/shell/session-layout';

export const metadata: Metadata = { title: 'Salon Dashboard' };

/** The spec's static demo dashboard brings its own sample sidebar: no app shell around it. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SessionLayout>{children}</SessionLayout>;
}
