import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DashboardHeader } from './dashboard-header';

type Props = {
  salonName: string | null;
  user: { fullName: string | null; email: string };
  salonPicker: ReactNode;
  emailTools?: ReactNode;
  children: ReactNode;
};

/** The staff dashboard's page (/ and /simple-dashboard): the header, then the day or why there is none. */
export function DashboardFrame({ salonName, user, salonPicker, emailTools, children }: Props) {
  const t = useTranslations('Shell');
  return (
    <main className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <DashboardHeader salonName={salonName ?? t('allSalons')} fullName={user.fullName} email={user.email} salonPicker={salonPicker} emailTools={emailTools} />
      {children}
    </main>
  );
}
