import { useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/format/money';
import type { PeriodStats } from '@/lib/scheduling/calendar-stats';
import type { Loaded } from '@/lib/result';
import { QueryError } from '@/components/ui/query-error';
import { DashboardPanel } from './dashboard-panel';

function Stats({ stats }: { stats: Loaded<PeriodStats> }) {
  const t = useTranslations('Dashboard');
  if (!stats.ok) return <QueryError message={stats.message} />;
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-md bg-muted/50 p-3">
        <dt className="text-xs text-muted-foreground">{t('revenue')}</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatMoney(stats.data.revenue, stats.data.currencyInfo)}</dd>
      </div>
      <div className="rounded-md bg-muted/50 p-3">
        <dt className="text-xs text-muted-foreground">{t('appointments')}</dt>
        <dd className="text-lg font-semibold tabular-nums">{stats.data.appointmentCount}</dd>
      </div>
    </dl>
  );
}

/** This week's (from Monday) and this month's confirmed and completed appointments and revenue. */
export function PeriodStatsCard({ weekly, monthly }: { weekly: Loaded<PeriodStats>; monthly: Loaded<PeriodStats> }) {
  const t = useTranslations('Dashboard');
  return (
    <DashboardPanel data-testid="period-stats" title={t('periodStats')}>
      <Tabs defaultValue="week" className="flex flex-col gap-3">
        <TabsList>
          <TabsTrigger value="week">{t('thisWeek')}</TabsTrigger>
          <TabsTrigger value="month">{t('thisMonth')}</TabsTrigger>
        </TabsList>
        <TabsContent value="week">
          <Stats stats={weekly} />
        </TabsContent>
        <TabsContent value="month">
          <Stats stats={monthly} />
        </TabsContent>
      </Tabs>
      <p className="mt-3 text-xs text-muted-foreground">{t('confirmedOnly')}</p>
    </DashboardPanel>
  );
}
