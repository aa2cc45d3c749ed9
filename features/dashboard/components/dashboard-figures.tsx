import { CalendarCheck, CalendarRange, Coins, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
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

/** The compact bar under the header: Today, Revenue, Next, This Week (`data-metric` names each in English, for tests). */
export function MetricsBar({ figures }: { figures: Figures }) {
  const t = useTranslations('Dashboard');
  const common = useTranslations('Common');
  const items = [
    ['Today', common('today'), figures.todayCount],
    ['Revenue', t('revenue'), figures.todayRevenue],
    ['Next', t('nextMetric'), figures.next],
    ['This Week', t('thisWeek'), figures.weekCount],
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border bg-border md:grid-cols-4" data-testid="metrics-bar">
      {items.map(([id, label, value]) => (
        <div key={id} className="flex flex-col bg-card px-4 py-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-metric={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The four stat cards: Today's Appointments, Today's Revenue, This Week, Weekly Revenue (`data-stat` names each in English, for tests). */
export function StatCards({ figures }: { figures: Figures }) {
  const t = useTranslations('Dashboard');
  const cards: [string, string, string, ComponentType<{ className?: string }>][] = [
    ["Today's Appointments", t('todaysAppointments'), figures.todayCount, CalendarCheck],
    ["Today's Revenue", t('todaysRevenue'), figures.todayRevenue, Coins],
    ['This Week', t('thisWeek'), figures.weekCount, CalendarRange],
    ['Weekly Revenue', t('weeklyRevenue'), figures.weekRevenue, Wallet],
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="stat-cards">
      {cards.map(([id, label, value, Icon]) => (
        <li key={id}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              {label}
              <Icon className="size-4 shrink-0" aria-hidden />
            </span>
            <span className="text-xl font-semibold tabular-nums" data-stat={id}>
              {value}
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
