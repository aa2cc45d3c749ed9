import { CalendarCheck, CalendarRange, Coins, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';
import { isOnTheBook, nextAppointments, periodStats, type PeriodStats } from '@/lib/scheduling/calendar-stats';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import type { Loaded } from '@/lib/result';
import type { DashboardAppointment } from './dashboard-types';

const MISSING = '—';

type Inputs = { todays: Loaded<DashboardAppointment[]>; weekly: Loaded<PeriodStats>; now: Date; timeZone: string };

/**
 * The day's and week's figures (spec point 2): today counts the appointments on the book;
 * revenue counts only confirmed and completed ones (spec point 4), as do the week's figures.
 */
export function dashboardFigures({ todays, weekly, now, timeZone }: Inputs) {
  const today = todays.ok ? periodStats(todays.data) : null;
  const next = todays.ok ? nextAppointments(todays.data, now)[0] : undefined;
  return {
    todayCount: todays.ok ? String(todays.data.filter((a) => isOnTheBook(a.status)).length) : MISSING,
    todayRevenue: today ? formatMoney(today.revenue, today.currencyInfo) : MISSING,
    next: next ? instantToZonedParts(next.startTime, timeZone).time : MISSING,
    weekCount: weekly.ok ? String(weekly.data.appointmentCount) : MISSING,
    weekRevenue: weekly.ok ? formatMoney(weekly.data.revenue, weekly.data.currencyInfo) : MISSING,
  };
}

type Figures = ReturnType<typeof dashboardFigures>;

/** The compact bar under the header: Today, Revenue, Next, This Week. */
export function MetricsBar({ figures }: { figures: Figures }) {
  const items = [
    ['Today', figures.todayCount],
    ['Revenue', figures.todayRevenue],
    ['Next', figures.next],
    ['This Week', figures.weekCount],
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border bg-border md:grid-cols-4" data-testid="metrics-bar">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col bg-card px-4 py-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-metric={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The four stat cards: Today's Appointments, Today's Revenue, This Week, Weekly Revenue. */
export function StatCards({ figures }: { figures: Figures }) {
  const cards: [string, string, ComponentType<{ className?: string }>][] = [
    ["Today's Appointments", figures.todayCount, CalendarCheck],
    ["Today's Revenue", figures.todayRevenue, Coins],
    ['This Week', figures.weekCount, CalendarRange],
    ['Weekly Revenue', figures.weekRevenue, Wallet],
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="stat-cards">
      {cards.map(([label, value, Icon]) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              {label}
              <Icon className="size-4 shrink-0" aria-hidden />
            </span>
            <span className="text-xl font-semibold tabular-nums" data-stat={label}>
              {value}
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
