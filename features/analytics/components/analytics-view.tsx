import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDayMonth, formatMonth, formatShortDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { GRANULARITIES, NO_STYLIST, type Analytics, type Granularity, type Rate } from '@/lib/scheduling/analytics';
import { cn } from '@/lib/ui/cn';
import { BarList } from './bar-list';
import { ColumnChart } from './column-chart';

export type AnalyticsData = { granularity: Granularity; salonParam?: string; result: { ok: true; data: Analytics } | { ok: false } };

const percent = (rate: Rate) => (rate.rate === null ? '–' : `${Math.round(rate.rate * 1000) / 10}%`);

/** /admin/analytics: the period switch, four figures and the charts, all rendered on the server. */
export function AnalyticsView({ granularity, salonParam, result }: AnalyticsData) {
  const t = useTranslations('Analytics');
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('period')} className="flex flex-wrap gap-2">
        {GRANULARITIES.map((g) => (
          <Link
            key={g}
            href={`/admin/analytics?${new URLSearchParams({ ...(salonParam ? { salon: salonParam } : {}), period: g })}`}
            aria-current={g === granularity ? 'page' : undefined}
            className={cn('rounded-md border px-3 py-1.5 text-sm', g === granularity ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
          >
            {t('periodName', { period: g })}
          </Link>
        ))}
      </nav>
      {result.ok ? <Figures analytics={result.data} granularity={granularity} /> : <QueryError message={t('loadFailed')} />}
    </div>
  );
}

function Figures({ analytics: a, granularity }: { analytics: Analytics; granularity: Granularity }) {
  const t = useTranslations('Analytics');
  const language = useLocale();
  const money = (amount: number) => formatMoney(amount, a.currency);
  const columnLabel = (start: string) => (granularity === 'month' ? formatMonth(start, language, { short: true }) : formatDayMonth(start, language));
  const buckets = a.buckets.map((b) => ({ ...b, label: columnLabel(b.start) }));
  const priced = (r: { count: number; revenue: number; priceOnRequest: boolean }) => `${r.count} · ${r.priceOnRequest ? t('priceOnRequest') : money(r.revenue)}`;
  const busiest = a.hours.map((count, hour) => ({ count, hour })).filter(({ count }, hour) => count > 0 || (hour >= 8 && hour <= 20));
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {t('range', { start: formatShortDate(a.range.start, language), end: formatShortDate(a.range.end, language) })}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure title={t('revenue')} value={money(a.revenue)} testId="analytics-revenue" />
        <Figure title={t('appointments')} value={String(a.booked)} testId="analytics-booked" />
        <Figure title={t('noShowRate')} value={percent(a.noShows)} detail={t('countOf', { count: a.noShows.count, of: a.noShows.of })} testId="analytics-no-show-rate" />
        <Figure title={t('cancellationRate')} value={percent(a.cancellations)} detail={t('countOf', { count: a.cancellations.count, of: a.cancellations.of })} testId="analytics-cancellation-rate" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard>
          <ColumnChart
            title={t('revenuePer', { period: granularity })}
            labelEvery={granularity === 'day' ? 7 : 3}
            testId="revenue-chart"
            columns={buckets.map((b) => ({ key: b.start, label: b.label, value: b.revenue, text: `${b.label}: ${money(b.revenue)}` }))}
          />
        </ChartCard>
        <ChartCard>
          <ColumnChart
            title={t('appointmentsPer', { period: granularity })}
            labelEvery={granularity === 'day' ? 7 : 3}
            columns={buckets.map((b) => ({ key: b.start, label: b.label, value: b.count, text: t('countAt', { label: b.label, count: b.count }) }))}
          />
        </ChartCard>
        <ChartCard>
          <BarList
            title={t('topServices')}
            empty={t('noAppointments')}
            bars={a.topServices.map((s) => ({ name: s.name, value: s.count, text: priced(s) }))}
          />
        </ChartCard>
        <ChartCard>
          <ColumnChart
            title={t('busiestHours')}
            labelEvery={3}
            columns={busiest.map(({ hour, count }) => ({ key: String(hour), label: `${hour}:00`, value: count, text: t('countAt', { label: `${hour}:00–${hour + 1}:00`, count }) }))}
          />
        </ChartCard>
        <ChartCard>
          <BarList
            title={t('stationUse')}
            empty={t('noStation')}
            bars={a.stations.map((s) => ({ name: s.name, value: s.hours, text: t('stationText', { hours: Math.round(s.hours * 10) / 10, share: Math.round(s.share * 100) }) }))}
          />
        </ChartCard>
        {a.stylists.some((s) => s.id !== null) && (
          <ChartCard>
            <BarList
              title={t('stylists')}
              empty={t('noAppointments')}
              testId="analytics-stylists"
              bars={a.stylists.map((s) => ({ name: s.name === NO_STYLIST ? t('noStylist') : s.name, value: s.count, text: priced(s) }))}
            />
          </ChartCard>
        )}
      </div>
    </>
  );
}

function Figure({ title, value, detail, testId }: { title: string; value: string; detail?: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold tabular-nums" data-value>
          {value}
        </p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </CardContent>
    </Card>
  );
}

function ChartCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-6">{children}</CardContent>
    </Card>
  );
}
