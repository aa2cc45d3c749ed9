import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Shell'))('nav.Dashboard') };
}

export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
