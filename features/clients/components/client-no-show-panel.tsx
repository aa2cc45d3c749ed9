import { getLocale, getTranslations } from 'next-intl/server';
import { ClientWords } from '@/components/i18n/client-words';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/format/dates';
import type { Locale } from '@/lib/i18n/locale';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import type { NoShowStanding } from '@/features/clients/data/client-care';
import { ClearNoShowsButton } from './client-care-controls';

export type ClientNoShowPanelProps = { salonId?: string; clientId: string; timeZone: string; standing: NoShowStanding };

/**
 * The client card's no-show panel (issue 33 item 5): the client's no-shows, whether the salon's
 * policy asks them to call instead of booking online, and a button that clears them. Its data:
 * features/clients/load-client-care.ts (loadNoShowPanel).
 */
export async function ClientNoShowPanel({ salonId, clientId, timeZone, standing }: ClientNoShowPanelProps) {
  const [t, language] = await Promise.all([getTranslations('ClientCare'), getLocale()]);
  const { noShowCount, countedNoShows, limit, months, clearedAt, refused } = standing;
  const policy = { counted: countedNoShows, limit, months };
  return (
    <Card data-testid="client-no-show-panel">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('noShowTitle')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="tabular-nums">{t('noShowTotal', { count: noShowCount })}</p>
        <p className={refused ? 'font-medium text-destructive' : 'text-muted-foreground'} data-testid="client-no-show-policy">
          {limit === 0 ? t('policyOff') : t(refused ? 'refused' : 'allowed', policy)}
        </p>
        {clearedAt && <p className="text-muted-foreground">{t('clearedOn', { date: formatShortDate(instantToZonedParts(clearedAt, timeZone).date, language as Locale) })}</p>}
        {countedNoShows > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <ClientWords namespaces={['ClientCare']}>
              <ClearNoShowsButton salonId={salonId} clientId={clientId} />
            </ClientWords>
            <span className="text-muted-foreground">{t('clearHint')}</span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
