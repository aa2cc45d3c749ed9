import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { APP_NAME } from '@/lib/app-name';

/**
 * The salons screen's title (/admin and /admin/salons); the salon screens name their own. A
 * layout's title replaces the root's template for the pages below, so it gives it again.
 */
export async function generateMetadata(): Promise<Metadata> {
  const salons = (await getTranslations('Shell'))('nav.Salons');
  return { title: { default: `${salons} · ${APP_NAME}`, template: `%s · ${APP_NAME}` } };
}

export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
