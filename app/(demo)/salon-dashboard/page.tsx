import { SalonDemoDashboard } from '@/features/dashboard/components/demo/salon-demo-dashboard';
import { guardPage } from '@/lib/server/page-guard';

export default async function Page() {
  const access = await guardPage('/salon-dashboard');
  if (!access.ok) return access.screen;
  return <SalonDemoDashboard email={access.user.email} salonName={access.user.salonName} />;
}
