import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';

/** The salons screen's title (/admin and /admin/salons); the salon screens name their own. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Shell'))('nav.Salons') };
}

export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
