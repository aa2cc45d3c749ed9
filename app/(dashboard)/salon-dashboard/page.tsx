import { AccessDenied } from '@/components/auth/access-denied';
import { SessionUnavailable } from '@/components/auth/session-unavailable';
import { SalonDemoDashboard } from '@/components/dashboard/demo/salon-demo-dashboard';
import { guardRoute } from '@/lib/auth/session';

export default async function Page() {
  const access = await guardRoute('/salon-dashboard');
  if (access.status === 'unavailable') return <SessionUnavailable message={access.message} />;
  if (access.status === 'denied') return <AccessDenied requiredRoles={access.requiredRoles} role={access.user.role} />;
  return <SalonDemoDashboard email={access.user.email} salonName={access.user.salonName} />;
}
