import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { OwnNotifications } from '@/features/account/data/own-notifications';
import type { OwnSchedule } from '@/features/account/data/own-schedule';
import type { OwnFeeds } from '@/features/feeds/data/feed-addresses';
import { CalendarFeedsCard } from '@/features/feeds/components/calendar-feeds-card';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locale';
import { EmailNotificationsCard } from './email-notifications-card';
import { LanguageCard } from './language-card';
import { ChangePasswordForm } from './change-password-form';
import { OwnScheduleCard } from './own-schedule-card';

type Props = {
  email: string;
  fullName: string | null;
  mustChangePassword: boolean;
  home: string;
  schedule: OwnSchedule | null;
  notifications: OwnNotifications | null;
  /** The member's calendar feed addresses; null for an admin. */
  feeds: OwnFeeds | null;
  /** The language the screens are in (chosen, or the browser's, or the salon's). */
  language: Locale;
};

/** The signed-in user's own account: who they are, their password, their e-mails about bookings, their calendar feeds, and their hours when they take appointments. */
export function AccountScreen({ email, fullName, mustChangePassword, home, schedule, notifications, feeds, language }: Props) {
  const t = useTranslations('Account');
  return (
    <main className="flex min-w-0 flex-col gap-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-sm break-words text-muted-foreground">{fullName ? `${fullName} · ${email}` : email}</p>
      </header>
      {mustChangePassword && <Alert variant="info">{t('oneTimePassword')}</Alert>}
      {!mustChangePassword && <LanguageCard language={language} />}
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('changePassword')}</h2>
          </CardTitle>
          <CardDescription>{t('changePasswordHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={email} continueTo={mustChangePassword ? home : null} />
        </CardContent>
      </Card>
      {notifications && !mustChangePassword && <EmailNotificationsCard notifications={notifications} />}
      {feeds && !mustChangePassword && <CalendarFeedsCard feeds={feeds} />}
      {schedule && <OwnScheduleCard schedule={schedule} language={language} />}
    </main>
  );
}
