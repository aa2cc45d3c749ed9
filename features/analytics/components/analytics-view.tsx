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
import { periodCsv, periodCsvName } from '../period-csv';

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
      <PeriodFigures analytics={a} granularity={granularity} labelOf={columnLabel} money={money} />
    </>
  );
}

/** The columns' numbers as a table (opened on request) and as a CSV download of the period, both without JavaScript. */
function PeriodFigures({ analytics: a, granularity, labelOf, money }: { analytics: Analytics; granularity: Granularity; labelOf: (start: string) => string; money: (amount: number) => string }) {
  const t = useTranslations('Analytics');
  return (
    <Card data-testid="analytics-figures">
      <CardContent className="flex flex-col gap-3 pt-6">
        <details>
          <summary className="cursor-pointer text-sm font-medium">{t('showValues', { period: granularity })}</summary>
          <table className="mt-3 w-full text-sm tabular-nums">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">{t('periodColumn')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('appointments')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {a.buckets.map((b) => (
                <tr key={b.start} className="border-b last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">{labelOf(b.start)}</th>
                  <td className="py-1 text-right">{b.count}</td>
                  <td className="py-1 text-right">{money(b.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(periodCsv(a))}`}
          download={periodCsvName(a)}
          className="self-start rounded-md border px-3 py-1.5 text-sm hover:bg-muted"
        >
          {t('downloadCsv')}
        </a>
      </CardContent>
    </Card>
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
