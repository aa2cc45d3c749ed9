import Link from 'next/link';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { GRANULARITIES, type Analytics, type Granularity, type Rate } from '@/lib/scheduling/analytics';
import { cn } from '@/lib/ui/cn';
import { BarList } from './bar-list';
import { ColumnChart } from './column-chart';

export type AnalyticsData = { granularity: Granularity; salonParam?: string; result: { ok: true; data: Analytics } | { ok: false; message: string } };

const PERIOD_NAMES: Record<Granularity, string> = { day: 'Last 30 days', week: 'Last 12 weeks', month: 'Last 12 months' };
const percent = (rate: Rate) => (rate.rate === null ? '–' : `${Math.round(rate.rate * 1000) / 10}%`);

/** /admin/analytics: the period switch, four figures and the charts, all rendered on the server. */
export function AnalyticsView({ granularity, salonParam, result }: AnalyticsData) {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {GRANULARITIES.map((g) => (
          <Link
            key={g}
            href={`/admin/analytics?${new URLSearchParams({ ...(salonParam ? { salon: salonParam } : {}), period: g })}`}
            aria-current={g === granularity ? 'page' : undefined}
            className={cn('rounded-md border px-3 py-1.5 text-sm', g === granularity ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
          >
            {PERIOD_NAMES[g]}
          </Link>
        ))}
      </nav>
      {result.ok ? <Figures analytics={result.data} granularity={granularity} /> : <QueryError message={result.message} />}
    </div>
  );
}

function Figures({ analytics: a, granularity }: { analytics: Analytics; granularity: Granularity }) {
  const money = (amount: number) => formatMoney(amount, a.currency);
  const busiest = a.hours.map((count, hour) => ({ count, hour })).filter(({ count }, hour) => count > 0 || (hour >= 8 && hour <= 20));
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {formatShortDate(a.range.start)} – {formatShortDate(a.range.end)} · revenue and counts from confirmed and completed appointments
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure title="Revenue" value={money(a.revenue)} testId="analytics-revenue" />
        <Figure title="Appointments" value={String(a.booked)} testId="analytics-booked" />
        <Figure title="No-show rate" value={percent(a.noShows)} detail={`${a.noShows.count} of ${a.noShows.of}`} testId="analytics-no-show-rate" />
        <Figure title="Cancellation rate" value={percent(a.cancellations)} detail={`${a.cancellations.count} of ${a.cancellations.of}`} testId="analytics-cancellation-rate" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard>
          <ColumnChart
            title={`Revenue per ${granularity}`}
            labelEvery={granularity === 'day' ? 7 : 3}
            testId="revenue-chart"
            columns={a.buckets.map((b) => ({ key: b.start, label: b.label, value: b.revenue, text: `${b.label}: ${money(b.revenue)}` }))}
          />
        </ChartCard>
        <ChartCard>
          <ColumnChart
            title={`Appointments per ${granularity}`}
            labelEvery={granularity === 'day' ? 7 : 3}
            columns={a.buckets.map((b) => ({ key: b.start, label: b.label, value: b.count, text: `${b.label}: ${b.count} ${b.count === 1 ? 'appointment' : 'appointments'}` }))}
          />
        </ChartCard>
        <ChartCard>
          <BarList
            title="Top services"
            empty="No appointments in this period"
            bars={a.topServices.map((s) => ({ name: s.name, value: s.count, text: `${s.count} · ${s.priceOnRequest ? 'Price on request' : money(s.revenue)}` }))}
          />
        </ChartCard>
        <ChartCard>
          <ColumnChart
            title="Busiest hours"
            labelEvery={3}
            columns={busiest.map(({ hour, count }) => ({ key: String(hour), label: `${hour}:00`, value: count, text: `${hour}:00–${hour + 1}:00: ${count} ${count === 1 ? 'appointment' : 'appointments'}` }))}
          />
        </ChartCard>
        <ChartCard>
          <BarList
            title="Station use"
            empty="No station was used in this period"
            bars={a.stations.map((s) => ({ name: s.name, value: s.hours, text: `${Math.round(s.hours * 10) / 10} h · ${Math.round(s.share * 100)}%` }))}
          />
        </ChartCard>
        {a.stylists.some((s) => s.id !== null) && (
          <ChartCard>
            <BarList
              title="Stylists"
              empty="No appointments in this period"
              testId="analytics-stylists"
              bars={a.stylists.map((s) => ({ name: s.name, value: s.count, text: `${s.count} · ${s.priceOnRequest ? 'Price on request' : money(s.revenue)}` }))}
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
