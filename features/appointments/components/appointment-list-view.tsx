import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { QueryError } from '@/components/ui/query-error';
import { Alert } from '@/components/ui/alert';
import { AppointmentFilters } from './appointment-filters';
import { listHref, type AppointmentListData, type AppointmentListPage } from './appointment-list-types';
import { AppointmentTable } from './appointment-table';
import { NewAppointmentButton } from './new-appointment/new-appointment-button';

/** /admin/appointments: filters, the count, one page and the page links. */
export function AppointmentListView(data: AppointmentListData) {
  const t = useTranslations('Appointments');
  const { result, filters } = data;
  return (
    <div className="flex flex-col gap-4">
      <NewAppointmentButton salon={data.dialogSalon} today={data.today} />
      <AppointmentFilters filters={filters} services={data.services} stations={data.stations} stylists={data.stylists} salon={data.salon} today={data.today} />
      {data.invalidFilters && <Alert variant="info">{t('invalidFilters')}</Alert>}
      {!result.ok ? (
        <QueryError message={result.message} />
      ) : (
        <>
          <Summary page={result.data} query={filters.q} />
          {result.data.appointments.length === 0 ? (
            <p className="rounded-md border p-6 text-center text-muted-foreground">{t('noneFound')}</p>
          ) : (
            <AppointmentTable appointments={result.data.appointments} salon={data.salon} dialogSalon={data.dialogSalon} filters={filters} today={data.today} />
          )}
          <PageLinks page={result.data} filters={filters} />
        </>
      )}
    </div>
  );
}

function Summary({ page, query }: { page: AppointmentListPage; query: string }) {
  const t = useTranslations('Appointments');
  return (
    <p className="text-sm text-muted-foreground" data-testid="appointment-count" aria-live="polite">
      {t(page.capped ? 'countCapped' : 'count', { count: page.total })}
      {query && ` ${t('matching', { query })}`}
      {page.noShows !== null && (
        <>
          {' · '}
          <span data-testid="no-show-count">
            {t('noShows', { count: page.noShows })}
          </span>
        </>
      )}
    </p>
  );
}

function PageLinks({ page, filters }: Pick<AppointmentListData, 'filters'> & { page: AppointmentListPage }) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages === 1) return null;
  const link = (to: number, label: string) =>
    to < 1 || to > pages ? (
      <span className="px-3 py-2 text-muted-foreground">{label}</span>
    ) : (
      <Link className="rounded-md px-3 py-2 hover:bg-muted" href={listHref(filters, { page: String(to) })}>
        {label}
      </Link>
    );
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-2 text-sm">
      {link(page.page - 1, common('previous'))}
      <span>{t('pageOf', { page: page.page, pages })}</span>
      {link(page.page + 1, common('next'))}
    </nav>
  );
}
