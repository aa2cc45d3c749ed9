'use client';

import { useTranslations } from 'next-intl';
import { BarChart3, CalendarDays, Contact, LayoutDashboard, LoaderCircle, Mail, Scissors, Settings, Store, UserRound, Users, type LucideIcon } from 'lucide-react';
import Link, { useLinkStatus } from 'next/link';
import { SignOutButton } from './sign-out-button';
import type { SessionUser } from './auth-provider';
import { ThemeToggle } from './theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ACCOUNT_PATH, normalizePath } from '@/lib/auth/route-rules';
import { APP_NAME } from '@/lib/app-name';
import { appNavEntries, isNavEntryActive, type NavLabel } from '@/lib/auth/app-nav';
import { cx } from '@/lib/ui/cx';

const ICONS: Record<NavLabel, LucideIcon> = {
  Dashboard: LayoutDashboard,
  Salons: Store,
  Services: Scissors,
  Staff: Users,
  Appointments: CalendarDays,
  Clients: Contact,
  Messages: Mail,
  Analytics: BarChart3,
  Settings,
};

type SidebarProps = {
  user: SessionUser;
  pathname: string;
  /** Icons only (the desktop sidebar folded in). */
  collapsed?: boolean;
  /** Called when the current page's own entry, or the account, is followed (the phone's menu closes; another page closes it on arrival). */
  onNavigate?: () => void;
};

/** The shell's sidebar: the entries of the user's role, then the user block (spec point 2). */
export function AppSidebar({ user, pathname, collapsed = false, onNavigate }: SidebarProps) {
  const t = useTranslations('Shell');
  const currentPath = normalizePath(pathname);
  return (
    <div className="flex h-full min-w-0 flex-col gap-4 p-3">
      <p className={cx('px-2 pt-1 text-lg font-semibold', collapsed && 'sr-only')}>{APP_NAME}</p>
      <nav aria-label={t('mainNav')} className="flex-1">
        <ul className="grid gap-1">
          {appNavEntries(user.role).map((entry) => {
            const Icon = ICONS[entry.label];
            const label = t(`nav.${entry.label}`);
            const active = isNavEntryActive(entry, pathname);
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  prefetch={entry.prefetch}
                  onClick={currentPath === entry.href ? onNavigate : undefined}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? label : undefined}
                  className={cx(
                    'flex h-10 items-center gap-3 rounded-md text-sm font-medium',
                    active ? 'bg-primary/10 text-primary hover:bg-primary/15' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    collapsed ? 'justify-center px-0' : 'px-3',
                  )}
                >
                  <EntryIcon icon={Icon} />
                  <span className={cx(collapsed && 'sr-only')}>{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <UserBlock user={user} collapsed={collapsed} onAccount={currentPath === ACCOUNT_PATH} onNavigate={onNavigate} />
    </div>
  );
}

/**
 * An entry's icon, spinning while its page is on the way: the staff dashboards have no loading
 * state to show at once (docs/decisions.md), so the entry followed is what answers the click.
 */
function EntryIcon({ icon: Icon }: { icon: LucideIcon }) {
  const { pending } = useLinkStatus();
  return pending ? <LoaderCircle aria-hidden data-pending className="size-4 shrink-0 animate-spin" /> : <Icon aria-hidden className="size-4 shrink-0" />;
}

type UserBlockProps = { user: SessionUser; collapsed: boolean; onAccount: boolean; onNavigate?: () => void };

/** Who is signed in, then what they can do about themselves: the theme, their account and Logout. */
function UserBlock({ user, collapsed, onAccount, onNavigate }: UserBlockProps) {
  const t = useTranslations('Shell');
  const role = t('role', { role: user.role ?? 'unknown' });
  return (
    <div className={cx('grid min-w-0 gap-2 border-t pt-3', collapsed && 'justify-items-center')}>
      <div className={cx('flex items-center justify-between gap-2', collapsed && 'flex-col')}>
        {/* Folded, the badge shows the role's initial: the whole word is wider than the sidebar. */}
        <Badge variant="primary" data-testid="user-role" title={role} className={cx(collapsed && 'size-7 justify-center px-0')}>
          {collapsed ? <span className="sr-only">{role}</span> : role}
          {collapsed && <span aria-hidden>{role[0].toUpperCase()}</span>}
        </Badge>
        <ThemeToggle />
      </div>
      <div className={cx('min-w-0 text-sm', collapsed && 'sr-only')}>
        <p className="text-xs text-muted-foreground">{t('signedInAs')}</p>
        <p data-testid="user-email" className="truncate" title={user.email}>
          {user.email}
        </p>
        <p data-testid="user-salon" className="truncate text-xs text-muted-foreground" title={user.salonName ?? undefined}>
          {user.salonName ?? t('allSalons')}
        </p>
      </div>
      {/* The user's own actions: their account (password), and Logout. */}
      <div className="grid gap-2" data-slot="user-actions">
        <Button asChild variant="outline" className={collapsed ? 'w-10 px-0' : 'w-full'}>
          <Link
            href={ACCOUNT_PATH}
            // Opened rarely: not prefetched, so no screen loads the password form's code ahead.
            prefetch={false}
            onClick={onNavigate}
            aria-current={onAccount ? 'page' : undefined}
            title={collapsed ? t('account') : undefined}
          >
            <UserRound aria-hidden />
            <span className={cx(collapsed && 'sr-only')}>{t('account')}</span>
          </Link>
        </Button>
        <SignOutButton label={t('logout')} className={collapsed ? 'w-10 px-0 [&_[data-slot=label]]:sr-only' : 'w-full'} />
      </div>
    </div>
  );
}
