import { AdminPlaceholder } from '@/components/auth/guarded-placeholder';

export default function Page() {
  return <AdminPlaceholder route="/admin/appointments" title="Appointments" />;
}
