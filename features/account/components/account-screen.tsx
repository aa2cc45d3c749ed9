import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ACCOUNT_MESSAGES } from '@/features/account/schema';
import type { OwnNotifications } from '@/features/account/data/own-notifications';
import type { OwnSchedule } from '@/features/account/data/own-schedule';
import { EmailNotificationsCard } from './email-notifications-card';
import { ChangePasswordForm } from './change-password-form';
import { OwnScheduleCard } from './own-schedule-card';

type Props = {
  email: string;
  fullName: string | null;
  mustChangePassword: boolean;
  home: string;
  schedule: OwnSchedule | null;
  notifications: OwnNotifications | null;
};

/** The signed-in user's own account: who they are, their password, their e-mails about bookings, and their hours when they take appointments. */
export function AccountScreen({ email, fullName, mustChangePassword, home, schedule, notifications }: Props) {
  return (
    <main className="flex min-w-0 flex-col gap-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold">Account</h1>
        <p className="text-sm break-words text-muted-foreground">{fullName ? `${fullName} · ${email}` : email}</p>
      </header>
      {mustChangePassword && <Alert variant="info">{ACCOUNT_MESSAGES.oneTimePassword}</Alert>}
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h2>Change password</h2>
          </CardTitle>
          <CardDescription>Your other devices are signed out when you change it.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={email} continueTo={mustChangePassword ? home : null} />
        </CardContent>
      </Card>
      {notifications && !mustChangePassword && <EmailNotificationsCard notifications={notifications} />}
      {schedule && <OwnScheduleCard schedule={schedule} />}
    </main>
  );
}
