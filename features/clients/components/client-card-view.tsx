import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge } from '@/features/appointments/components/status-badge';
import { formatLongDate, formatTimeRange } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locale';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { ClientBookingButtons } from './client-booking-buttons';
import type { ClientCardData, VisitList } from './client-card-types';
import { ClientContactForm } from './client-contact-form';
import { ClientMergeButton } from './client-merge-dialog';
import { ClientNotes } from './client-notes';
import { VisitNoteEditor } from './visit-note-editor';

type Card = Extract<ClientCardData, { ok: true }>;

/**
 * /admin/clients/<id>: the client's contact details (editable), the owner's tools under them
 * (`ownerTools`, mounted by the page), the summary, the no-show and consent panels (`care`, mounted
 * by the page), notes and alerts, and every coming and past
 * visit with its technical note. Stacked on a phone; two columns on wide screens.
 */
export function ClientCardView({ card, listHref, ownerTools, care }: { card: ClientCardData; listHref: string; ownerTools?: ReactNode; care?: ReactNode }) {
  const t = useTranslations('ClientCard');
  if (!card.ok) return <QueryError message={card.message} />;
  const alerts = card.notes.filter((note) => note.isAlert).map((note) => note.body);
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="client-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={listHref} className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          {t('allClients')}
        </Link>
        <ClientBookingButtons salon={card.bookingSalon} today={card.today} client={{ ...card.client, alerts }} />
      </div>
      <h2 className="min-w-0 text-xl font-semibold break-words">{card.client.name}</h2>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t('contact')}>
            <ClientContactForm salonId={card.bookingSalon.id} client={card.client} />
            <ClientMergeButton salonId={card.bookingSalon.id} client={card.client} />
          </Section>
          {ownerTools && (
            <Section title={t('ownerTools')} testId="owner-tools">
              {ownerTools}
            </Section>
          )}
          <Summary card={card} />
          {care}
          <Section title={t('notes')}>
            <ClientNotes salonId={card.bookingSalon.id} clientId={card.client.id} notes={card.notes} />
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Visits title={t('comingVisits')} list={card.coming} shownOf="nextOf" card={card} testId="coming-visits" />
          <Visits title={t('pastVisits')} list={card.past} shownOf="latestOf" card={card} testId="past-visits" />
        </div>
      </div>
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} className="flex min-w-0 flex-col gap-3 rounded-md border p-4">
      <h3 className="font-medium">{title}</h3>
      {children}
    </section>
  );
}

function Summary({ card }: { card: Card }) {
  const t = useTranslations('ClientCard');
  const spent = card.spent.filter((total) => total.amount > 0);
  return (
    <Section title={t('summary')} testId="client-summary">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0 [&>dd]:break-words">
        <dt className="text-muted-foreground">{t('totalSpent')}</dt>
        <dd className="tabular-nums" data-testid="client-spent">
          {spent.length ? spent.map((total) => formatMoney(total.amount, total.currency)).join(' + ') : t('nothingSpent')}
        </dd>
        <dt className="text-muted-foreground">{t('noShows')}</dt>
        <dd className={card.noShowCount ? 'font-medium text-destructive tabular-nums' : 'tabular-nums'} data-testid="client-no-show-count">
          {card.noShowCount}
        </dd>
        <dt className="text-muted-foreground">{t('lateCancellations')}</dt>
        <dd className="tabular-nums" data-testid="client-late-cancellations">
          {card.lateCancellationCount}
        </dd>
        <dt className="text-muted-foreground">{t('preferredStylist')}</dt>
        <dd data-testid="client-preferred-stylist">{card.preferredStylist ?? t('noStylist')}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">
        {t('totalSpentHint')}. {t('lateCancellationsHint', { hours: card.changeWindowHours })}.
      </p>
    </Section>
  );
}

function Visits({ title, list, shownOf, card, testId }: { title: string; list: VisitList; shownOf: 'nextOf' | 'latestOf'; card: Card; testId: string }) {
  const t = useTranslations('ClientCard');
  const language = useLocale() as Locale;
  return (
    <section aria-label={title} data-testid={testId} className="flex min-w-0 flex-col gap-2 rounded-md border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        {list.total > list.visits.length && <span className="text-xs text-muted-foreground">{t(shownOf, { shown: list.visits.length, total: list.total })}</span>}
      </div>
      {list.visits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noVisits')}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {list.visits.map((visit) => (
            <li key={visit.id} className="flex min-w-0 flex-col gap-1 py-2" data-visit={visit.id}>
              <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="text-sm font-medium tabular-nums">
                  {formatLongDate(instantToZonedParts(visit.startTime, card.timezone).date, { language })} · {formatTimeRange(visit.startTime, visit.endTime, card.timezone)}
                </span>
                <StatusBadge status={visit.status} />
              </div>
              <div className="flex min-w-0 flex-wrap gap-x-3 text-sm text-muted-foreground">
                <span className="min-w-0 break-words">{visit.serviceName}</span>
                {visit.staffName && <span className="min-w-0 break-words">{visit.staffName}</span>}
                <span className="tabular-nums">{visit.priceOnRequest ? t('priceOnRequest') : formatMoney(visit.price, visit.currency)}</span>
              </div>
              <VisitNoteEditor salonId={card.bookingSalon.id} appointmentId={visit.id} note={visit.visitNote} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
