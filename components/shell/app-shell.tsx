import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShellFrame } from './app-shell-frame';
import { SessionLayout } from './session-layout';
import { SIDEBAR_COLLAPSED_COOKIE } from './sidebar-state';

/**
 * The layout of every signed-in screen but the static demo (/, /simple-dashboard, /admin/*): the
 * session check, then the one shell with the navigation of the user's role.
 */
export async function AppShell({ children }: { children: ReactNode }) {
  const collapsed = (await cookies()).get(SIDEBAR_COLLAPSED_COOKIE)?.value === '1';
  return (
    <SessionLayout>
      <AppShellFrame initialCollapsed={collapsed}>{children}</AppShellFrame>
    </SessionLayout>
  );
}
