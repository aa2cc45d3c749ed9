'use client';

import { Bell, CalendarDays, LayoutDashboard, Scissors, Settings, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SignOutButton } from '@/components/shell/sign-out-button';
import { ThemeToggle } from '@/components/shell/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/ui/cn';
import { DashboardPanel as Panel } from '../dashboard-panel';
import { DEMO_NAV, DEMO_NEXT_APPOINTMENTS, DEMO_NOTIFICATIONS, DEMO_QUICK_ACTIONS, DEMO_STAFF, DEMO_SUMMARY } from './demo-samples';

const NAV_ICONS = { Dashboard: LayoutDashboard, Calendar: CalendarDays, Staff: Users, Services: Scissors, Settings } as const;
const STATUS_VARIANTS = { confirmed: 'success', pending: 'warning', 'in-progress': 'primary' } as const;

/** The static demo dashboard of /salon-dashboard (spec point 1): sample content only. */
export function SalonDemoDashboard({ email, salonName }: { email: string; salonName: string | null }) {
  const [active, setActive] = useState<(typeof DEMO_NAV)[number]>('Dashboard');
  const t = useTranslations('Dashboard');
  const shell = useTranslations('Shell');
  const staff = Object.entries(DEMO_STAFF);
  const online = staff.filter(([, status]) => status === 'online').length;
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <nav aria-label={t('demo.nav')} className="flex flex-wrap gap-1 border-b bg-card p-2 md:w-56 md:flex-col md:flex-nowrap md:border-r md:border-b-0 md:p-4">
        {DEMO_NAV.map((item) => {
          const Icon = NAV_ICONS[item];
          return (
            <Button key={item} variant={active === item ? 'secondary' : 'ghost'} className="justify-start" aria-current={active === item ? 'page' : undefined} onClick={() => setActive(item)}>
              <Icon aria-hidden />
              {t('demo.navItem', { item })}
            </Button>
          );
        })}
        <div className="md:mt-auto">
          <SignOutButton />
        </div>
      </nav>
      <main className="flex flex-1 flex-col gap-6 p-4 sm:p-6">
        <header className="flex items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold">{t('demo.title')}</h1>
            <p className="text-sm text-muted-foreground">
              {t('demo.sampleData')} · {salonName ?? shell('allSalons')} · <span data-testid="user-email">{email}</span>
            </p>
          </div>
          <ThemeToggle />
        </header>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="demo-summary">
          {DEMO_SUMMARY.map(({ label, value }) => (
            <li key={label}>
              <Card className="p-4">
                <p className="text-sm text-muted-foreground">{t(label)}</p>
                <p className="text-xl font-semibold">{value}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="grid gap-6 lg:grid-cols-3">
          <Panel title={t('demo.next2Hours')} className="lg:col-span-2">
            <ul className="flex flex-col divide-y">
              {DEMO_NEXT_APPOINTMENTS.map((a) => (
                <li key={a.id} className="flex items-center gap-3 py-2">
                  <span className="w-12 text-sm font-medium tabular-nums">{a.time}</span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">{a.client}</span>
                    <span className="truncate text-sm text-muted-foreground">
                      {t('demo.service', { service: a.service })} · {a.staff.name}
                    </span>
                  </span>
                  <Badge variant={STATUS_VARIANTS[a.status]}>{t('demo.status', { status: a.status })}</Badge>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title={t('quickActions')}>
            <div className="flex flex-col gap-2">
              {DEMO_QUICK_ACTIONS.map((label) => (
                <Button key={label} variant="outline">
                  {t(`demo.${label}`)}
                </Button>
              ))}
            </div>
          </Panel>
          <Panel title={t('demo.staffOnDuty')} className="lg:col-span-2">
            <p className="mb-3 text-sm text-muted-foreground">
              {t('demo.online', { online, total: staff.length })}
            </p>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {staff.map(([name, status]) => (
                <li key={name} className="flex items-center gap-2 text-sm">
                  <span aria-hidden className={cn('size-2 rounded-full', status === 'online' ? 'bg-success' : 'bg-muted-foreground')} />
                  {name} <span className="text-muted-foreground">({t('demo.staffStatus', { status })})</span>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title={t('demo.notifications')}>
            <ul className="flex flex-col gap-3">
              {DEMO_NOTIFICATIONS.map((n) => (
                <li key={n.id} className="flex gap-2 text-sm">
                  <Bell aria-hidden className={cn('mt-0.5 size-4 shrink-0', n.unread ? 'text-primary' : 'text-muted-foreground')} />
                  <span className="flex flex-col">
                    <span className={cn(n.unread && 'font-medium')}>
                      {t(`demo.${n.id}.message`)}
                      {n.unread && <span className="sr-only"> {t('demo.unread')}</span>}
                    </span>
                    <span className="text-xs text-muted-foreground">{t(`demo.${n.id}.time`)}</span>
                  </span>
                  {n.unread && <span aria-hidden className="mt-1.5 ml-auto size-2 shrink-0 rounded-full bg-primary" data-unread />}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </main>
    </div>
  );
}
