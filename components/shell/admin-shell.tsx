'use client';

import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useSessionUser } from './auth-provider';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { decideRoute } from '@/lib/auth/route-rules';
import { cn } from '@/lib/ui/cn';
import { AdminSidebar } from './admin-sidebar';

/**
 * The frame of every /admin screen: a collapsible sidebar from 768 px up, an overlay opened
 * from a top bar below (spec point 2). It frames only screens the user may open: a refused
 * route (its page shows Access Denied) and a signed-out visitor get the page alone. The
 * server pages decide access; this only mirrors the same rule for the frame.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  if (!user || decideRoute(pathname, user).kind !== 'allow') return children;

  return (
    <div className="flex min-h-dvh">
      <aside
        aria-label="Sidebar"
        className={cn('sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] md:flex', collapsed ? 'w-16' : 'w-60')}
      >
        <AdminSidebar user={user} pathname={pathname} collapsed={collapsed} />
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 -right-5 size-8 rounded-full border bg-card"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
        </Button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-card px-2 md:hidden">
          <Button variant="ghost" size="icon" aria-label="Open menu" aria-expanded={overlayOpen} onClick={() => setOverlayOpen(true)}>
            <Menu aria-hidden />
          </Button>
          <span className="font-semibold">Salon Admin</span>
        </header>
        {children}
      </div>
      <Sheet open={overlayOpen} onOpenChange={setOverlayOpen}>
        <SheetContent side="left" className="md:hidden" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <AdminSidebar user={user} pathname={pathname} onNavigate={() => setOverlayOpen(false)} />
        </SheetContent>
      </Sheet>
    </div>
  );
}
