import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionLayout } from '@/components/shell/session-layout';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Dashboard'))('demo.title') };
}

/** The spec's static demo dashboard brings its own sample sidebar: no app shell around it. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SessionLayout>{children}</SessionLayout>;
}
