import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { QueryError } from '@/components/ui/query-error';
import { formatShortDate } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import { ClientFilters } from './client-filters';
import { clientCardHref, clientListHref, type ClientListData, type ClientListRow } from './client-list-types';

/** /admin/clients: the search and filters, one page of clients, the page links. */
export function ClientListView({ filters, today, invalidFilters, result }: ClientListData) {
  const t = useTranslations('Clients');
  return (
    <div className="flex flex-col gap-4">
      <ClientFilters filters={filters} />
      {invalidFilters && <Alert variant="info">{t('invalidFilters')}</Alert>}
      {!result.ok ? (
        <QueryError message={result.message} />
      ) : (
        <>
          {result.data.clients.length === 0 ? (
            <p className="rounded-md border p-6 text-center text-muted-foreground">{t('noneFound')}</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border" data-testid="client-list" aria-label={t('clients')}>
              {result.data.clients.map((client) => (
                <ClientItem key={client.id} client={client} today={today} salon={filters.salon} />
              ))}
            </ul>
          )}
          <PageLinks filters={filters} nextAfter={result.data.nextAfter} />
        </>
      )}
    </div>
  );
}

/**
 * One client: name, contact, last visit, visits and no-shows; stacked on a phone, in columns on
 * wide screens; the name opens the client's card.
 */
function ClientItem({ client, today, salon }: { client: ClientListRow; today: string; salon?: string }) {
  const t = useTranslations('Clients');
  const language = useLocale() as Locale;
  const { lastVisit } = client;
  return (
    <li className="grid min-w-0 gap-x-4 gap-y-1 px-3 py-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_10rem_9rem] sm:items-center" data-client={client.name}>
      <Link className="truncate font-medium underline-offset-4 hover:underline" title={client.name} href={clientCardHref(client.id, salon)}>
        {client.name}
      </Link>
      <span className="flex min-w-0 flex-col text-sm text-muted-foreground">
        {client.phone && <span className="truncate">{client.phone}</span>}
        {client.email && <span className="truncate">{client.email}</span>}
      </span>
      <span className="text-sm tabular-nums" data-testid="client-last-visit">
        {!lastVisit
          ? t('noVisit')
          : lastVisit > today
            ? t('booked', { date: formatShortDate(lastVisit, language) })
            : t('lastVisit', { date: formatShortDate(lastVisit, language) })}
      </span>
      <span className="flex gap-3 text-sm tabular-nums sm:justify-end">
        <span data-testid="client-visits">{t('visits', { count: client.visitCount })}</span>
        <span data-testid="client-no-shows" className={client.noShowCount ? 'font-medium text-destructive' : 'text-muted-foreground'}>
          {t('noShows', { count: client.noShowCount })}
        </span>
      </span>
    </li>
  );
}

/** Keyset pages: back to the first page, on to the next. */
function PageLinks({ filters, nextAfter }: Pick<ClientListData, 'filters'> & { nextAfter: string | null }) {
  const t = useTranslations('Clients');
  const common = useTranslations('Common');
  if (!filters.after && !nextAfter) return null;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-2 text-sm">
      {filters.after ? (
        <Link className="rounded-md px-3 py-2 hover:bg-muted" href={clientListHref(filters, { after: '' })}>
          {t('firstPage')}
        </Link>
      ) : (
        <span className="px-3 py-2 text-muted-foreground">{t('firstPage')}</span>
      )}
      {nextAfter ? (
        <Link className="rounded-md px-3 py-2 hover:bg-muted" href={clientListHref(filters, { after: nextAfter })}>
          {common('next')}
        </Link>
      ) : (
        <span className="px-3 py-2 text-muted-foreground">{common('next')}</span>
      )}
    </nav>
  );
}
