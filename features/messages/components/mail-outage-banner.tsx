import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import type { MailOutage } from '@/features/messages/data/messages';
import { formatDayAndTime } from '@/lib/format/dates';

/**
 * Said plainly while e-mail is not going out (issue 38): how many messages wait to be tried again
 * and since when, with the way to the failing ones. Server-rendered: no script.
 */
export function MailOutageBanner({ outage, timeZone, failedHref }: { outage: MailOutage; timeZone: string; failedHref?: string }) {
  const t = useTranslations('MessageLog');
  const language = useLocale();
  if (!outage) return null;
  return (
    <Alert data-testid="mail-outage">
      {t('outage', { count: outage.waiting, since: formatDayAndTime(outage.since, timeZone, language) })}
      {failedHref && (
        <>
          {' '}
          <Link href={failedHref} className="font-medium underline underline-offset-4">
            {t('outageLink')}
          </Link>
        </>
      )}
    </Alert>
  );
}
