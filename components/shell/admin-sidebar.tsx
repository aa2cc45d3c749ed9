'use client';

import { BarChart3, CalendarDays, Scissors, Settings, Store, Users, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { SignOutButton } from './sign-out-button';
import type { SessionUser } from './auth-provider';
import { ThemeToggle } from './theme-toggle';
import { Badge } from '@/components/ui/badge';
import { adminNavEntries, isNavEntryActive, type AdminNavEntry } from '@/lib/auth/admin-nav';
import { cn } from '@/lib/ui/cn';

const ICONS: Record<AdminNavEntry['label'], LucideIcon> = {
  Salons: Store,
  Services: Scissors,
  Staff: Users,
  Appointments: CalendarDays,
  Analytics: BarChart3,
  Settings,
};

type SidebarProps = {
  user: SessionUser;
  pathname: string;
  /** Icons only (the desktop sidebar folded in). */
  collapsed?: boolean;
  /** Called when an entry is followed (the phone overlay closes). */
  onNavigate?: () => void;
};

/** The admin sidebar's content: entries for the user's role, who is signed in, Logout (spec point 2). */
export function AdminSidebar({ user, pathname, collapsed = false, onNavigate }: SidebarProps) {
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <p className={cn('px-2 pt-1 text-lg font-semibold', collapsed && 'sr-only')}>Salon Admin</p>
      <nav aria-label="Admin areas" className="flex-1">
        <ul className="grid gap-1">
          {adminNavEntries(user.role).map((entry) => {
            const Icon = ICONS[entry.label];
            const active = isNavEntryActive(entry, pathname);
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? entry.label : undefined}
                  className={cn(
                    'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                    active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                    collapsed && 'justify-center px-0',
                  )}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className={cn(collapsed && 'sr-only')}>{entry.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={cn('grid gap-2 border-t pt-3', collapsed && 'justify-items-center')}>
        <div className={cn('flex items-center justify-between gap-2', collapsed && 'flex-col')}>
          <Badge variant="primary" data-testid="user-role">
            {user.role ?? 'Unknown'}
          </Badge>
          <ThemeToggle />
        </div>
        <div className={cn('min-w-0 text-sm', collapsed && 'sr-only')}>
          <p className="text-xs text-muted-foreground">Signed in as</p>
          <p data-testid="user-email" className="truncate">
            {user.email}
          </p>
          <p data-testid="user-salon" className="truncate text-xs text-muted-foreground">
            {user.salonName ?? 'All salons'}
          </p>
        </div>
        <SignOutButton label="Logout" className={cn('w-full', collapsed && 'w-10 px-0 [&_[data-slot=label]]:sr-only')} />
      </div>
    </div>
  );
}
