import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { MessageView } from '@/features/messages/data/messages';
import { formatDayAndTime } from '@/lib/format/dates';
import { MessageKindLabel, MessageStatusBadge } from './message-status';

type Props = { messages: MessageView[]; failedOnly: boolean; timeZone: string; salonParam?: string };

/**
 * The salon's recent messages (DESIGN §9), newest first; a row opens to the full text. Without
 * SMTP_URL this is where a new user reads what would have gone out. Server-rendered: no script.
 */
export function MessagesScreen({ messages, failedOnly, timeZone, salonParam }: Props) {
  const t = useTranslations('MessageLog');
  const language = useLocale();
  const href = (failed: boolean) => `/admin/messages?${new URLSearchParams({ ...(salonParam ? { salon: salonParam } : {}), ...(failed ? { status: 'failed' } : {}) })}`;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('filter')} className="flex gap-2 text-sm">
        <Link href={href(false)} aria-current={!failedOnly ? 'page' : undefined} className="rounded-md border px-3 py-1.5 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground">
          {t('recent')}
        </Link>
        <Link href={href(true)} aria-current={failedOnly ? 'page' : undefined} className="rounded-md border px-3 py-1.5 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground">
          {t('failed')}
        </Link>
      </nav>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(failedOnly ? 'noFailed' : 'noMessages')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="message-list">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border bg-card" data-kind={message.kind} data-status={message.status} data-appointment={message.appointmentId ?? undefined}>
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                  <MessageStatusBadge status={message.status} deliveredVia={message.deliveredVia} lastError={message.lastError} />
                  <MessageKindLabel kind={message.kind} />
                  <span className="min-w-0 break-all text-muted-foreground">{message.recipient}</span>
                  <span className="ml-auto text-muted-foreground">{formatDayAndTime(message.createdAt, timeZone, language)}</span>
                  <span lang={message.language} className="w-full min-w-0 break-words">{message.subject}</span>
                  {message.lastError && message.status !== 'sent' && <span className="w-full break-words text-destructive">{message.lastError}</span>}
                </summary>
                <pre lang={message.language} className="border-t p-3 font-sans text-sm break-words whitespace-pre-wrap">{message.body}</pre>
                <p className="border-t px-3 py-2 text-xs text-muted-foreground">
                  {t('attempts', { count: message.attempts })}
                  {message.sentAt ? ` · ${t('delivered', { via: message.deliveredVia === 'app' ? 'app' : 'smtp', time: formatDayAndTime(message.sentAt, timeZone, language) })}` : ''}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
