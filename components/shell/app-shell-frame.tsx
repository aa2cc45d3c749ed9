'use client';

import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSessionUser } from './auth-provider';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { APP_NAME } from '@/lib/app-name';
import { decideRoute } from '@/lib/auth/route-rules';
import { cx } from '@/lib/ui/cx';
import { AppSidebar } from './app-sidebar';
import { setSidebarFolded, sidebarFolded, subscribeSidebarFold } from './sidebar-state';

// Only phones open it, and rarely: its sheet (a modal dialog) stays out of every screen's first load.
const LazyMobileMenu = lazyDialog(() => import('./mobile-menu').then((module) => module.MobileMenu));

/**
 * The frame of every signed-in screen (spec point 2's admin sidebar, for every role): a
 * collapsible sidebar from 768 px up, a menu opened from a top bar below, which stays open (the
 * followed entry spinning) until the page it leads to arrives. It frames only screens the user
 * may open: a refused route (its page shows Access Denied) and a signed-out visitor get the page
 * alone. The server pages decide access; this only mirrors the same rule for the frame.
 */
export function AppShellFrame({ initialCollapsed, children }: { initialCollapsed: boolean; children: ReactNode }) {
  const user = useSessionUser();
  const pathname = usePathname();
  const collapsed = useSyncExternalStore(subscribeSidebarFold, sidebarFolded, () => initialCollapsed);
  // The path the menu was opened on: a new path (the followed page arrived) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const t = useTranslations('Shell');
  if (!user || decideRoute(pathname, user).kind !== 'allow') return children;

  return (
    <div className="flex min-h-dvh">
      <aside
        aria-label={t('sidebar')}
        className={cx('sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] md:flex', collapsed ? 'w-16' : 'w-60')}
      >
        <AppSidebar user={user} pathname={pathname} collapsed={collapsed} />
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 -right-5 size-8 rounded-full border bg-card hover:bg-muted"
          aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
          aria-expanded={!collapsed}
          onClick={() => setSidebarFolded(!collapsed)}
        >
          {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
        </Button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-card px-2 md:hidden">
          <Button variant="ghost" size="icon" aria-label={t('openMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpenOn(pathname)} {...LazyMobileMenu.intentProps}>
            <Menu aria-hidden />
          </Button>
          <span className="font-semibold">{APP_NAME}</span>
        </header>
        {children}
      </div>
      {menuOpen && <LazyMobileMenu user={user} pathname={pathname} onClose={() => setMenuOpenOn(null)} />}
    </div>
  );
}
