import { SalonDemoDashboard } from '@/features/dashboard/components/demo/salon-demo-dashboard';
import { ClientWords } from '@/components/i18n/client-words';
import { guardPage } from '@/lib/server/page-guard';

export default async function Page() {
  const access = await guardPage('/salon-dashboard');
  if (!access.ok) return access.screen;
  return (
    <ClientWords namespaces={['Dashboard', 'Shell', 'Common']}>
      <SalonDemoDashboard email={access.user.email} salonName={access.user.salonName} />
    </ClientWords>
  );
}
