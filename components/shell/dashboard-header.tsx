import { Mail } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SignOutButton } from './sign-out-button';
import { Button } from '@/components/ui/button';

type Props = {
  salonName: string;
  fullName: string | null;
  email: string;
  /** The admin's salon choice, on /simple-dashboard. */
  salonPicker?: ReactNode;
  /** The Email Tools button with its wizard, once a salon is chosen. */
  emailTools?: ReactNode;
};

/**
 * Spec point 2: salon title, the user's full name, Email Tools and Sign Out. Without a salon
 * (an admin who has not picked one) Email Tools is shown disabled. The role, the e-mail and the
 * theme are in the shell's user block.
 */
export function DashboardHeader({ salonName, fullName, email, salonPicker, emailTools }: Props) {
  const t = useTranslations('Shell');
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold break-words" data-testid="dashboard-salon">
          {salonName}
        </h1>
        <p className="text-sm font-medium break-words" data-testid="user-name">
          {fullName ?? email}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {salonPicker}
        {emailTools ?? (
          <Button variant="outline" disabled title={t('chooseSalonFirst')}>
            <Mail aria-hidden />
            {t('emailTools')}
          </Button>
        )}
        <SignOutButton />
      </div>
    </header>
  );
}
