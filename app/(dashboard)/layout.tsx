import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { APP_NAME } from '@/lib/app-name';

/** A layout's title replaces the root's template for the pages below (/account), so it gives it again. */
export async function generateMetadata(): Promise<Metadata> {
  const dashboard = (await getTranslations('Shell'))('nav.Dashboard');
  return { title: { default: `${dashboard} · ${APP_NAME}`, template: `%s · ${APP_NAME}` } };
}

export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
