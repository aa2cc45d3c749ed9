import { getFormatter, getTranslations } from 'next-intl/server';
import { ClientWords } from '@/components/i18n/client-words';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONSENT_KINDS } from '@/features/clients/schema';
import type { ClientConsents } from '@/features/clients/data/client-care';
import { ConsentToggle } from './client-care-controls';

export type ClientConsentPanelProps = { salonId?: string; clientId: string; timeZone: string; consents: ClientConsents };

/**
 * The client card's consent panel (issue 33 item 6): the current reminders and marketing consent
 * (each kind's latest ledger entry), a button that records the other state, and the ledger,
 * newest first. Its data: features/clients/load-client-care.ts (loadConsentPanel).
 */
export async function ClientConsentPanel({ salonId, clientId, timeZone, consents }: ClientConsentPanelProps) {
  const [t, format] = await Promise.all([getTranslations('ClientCare'), getFormatter()]);
  return (
    <Card data-testid="client-consent-panel">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('consentTitle')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ClientWords namespaces={['ClientCare']}>
          <ul className="grid gap-2">
            {CONSENT_KINDS.map((kind) => (
              <li key={kind} className="flex flex-wrap items-center justify-between gap-2" data-consent={kind}>
                <span className="flex items-center gap-2">
                  {t(kind)}
                  <Badge variant={consents[kind] ? 'success' : 'secondary'}>{t(consents[kind] ? 'given' : 'notGiven')}</Badge>
                </span>
                <ConsentToggle salonId={salonId} clientId={clientId} kind={kind} given={consents[kind]} />
              </li>
            ))}
          </ul>
        </ClientWords>
        <div className="grid gap-1">
          <h3 className="font-medium">{t('history')}</h3>
          {consents.entries.length === 0 ? (
            <p className="text-muted-foreground">{t('noHistory')}</p>
          ) : (
            <ol className="grid gap-1 text-muted-foreground" data-testid="client-consent-history">
              {consents.entries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap gap-x-2">
                  <time className="tabular-nums" dateTime={entry.at.toISOString()}>
                    {format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
                  </time>
                  <span>{t('entry', { kind: entry.kind, granted: entry.granted ? 'yes' : 'no', source: entry.source })}</span>
                  {entry.recordedBy && <span>{entry.recordedBy}</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
