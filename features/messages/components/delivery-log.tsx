'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { loadDeliveryLogAction } from '@/features/messages/actions';
import type { AttemptView, MessageView } from '@/features/messages/data/messages';
import { formatDayAndTime } from '@/lib/format/dates';
import { MessageKindLabel, MessageStatusBadge } from './message-status';

type Entry = MessageView & { attemptLog: AttemptView[] };

/**
 * An attempt's outcome as the catalogue's `MessageLog.outcome` words it. A sent attempt says how
 * (the stored detail is the worker's English); a failure's detail is the mail server's own text.
 */
function outcomeOf(attempt: AttemptView, deliveredVia: string | null): string {
  if (attempt.outcome === 'sent') return deliveredVia === 'app' ? 'keptInApp' : 'acceptedBySmtp';
  return attempt.outcome ?? 'interrupted';
}

/** An appointment's delivery log (DESIGN §9): read when staff open it, so the dialog costs nothing until then. */
export function DeliveryLog({ salonId, appointmentId, timeZone }: { salonId: string; appointmentId: string; timeZone: string }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const t = useTranslations('MessageLog');
  const common = useTranslations('Common');
  const language = useLocale();
  const load = (open: boolean) => {
    if (!open || entries || pending) return;
    startTransition(async () => {
      const result = await loadDeliveryLogAction({ salonId, appointmentId });
      if (result.ok) setEntries(result.data);
      else setError(result.message);
    });
  };
  return (
    <details className="rounded-md border text-sm" onToggle={(event) => load(event.currentTarget.open)}>
      <summary className="cursor-pointer px-3 py-2 font-medium">{t('messages')}</summary>
      <div className="border-t px-3 py-2" aria-live="polite" data-testid="delivery-log">
        {error ? (
          <p className="text-destructive">{error}</p>
        ) : !entries ? (
          <p className="text-muted-foreground">{common('loading')}</p>
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground">{t('noneForAppointment')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <MessageStatusBadge status={entry.status} deliveredVia={entry.deliveredVia} lastError={entry.lastError} />
                  <MessageKindLabel kind={entry.kind} />
                  <span className="min-w-0 break-all text-muted-foreground">{entry.recipient}</span>
                </div>
                <ul className="pl-2 text-xs text-muted-foreground">
                  {entry.attemptLog.map((attempt, index) => (
                    <li key={index} className="break-words">
                      {formatDayAndTime(new Date(attempt.startedAt), timeZone, language)}: {t('outcome', { outcome: outcomeOf(attempt, entry.deliveredVia) })}
                      {attempt.outcome !== 'sent' && attempt.detail ? ` (${attempt.detail})` : ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
