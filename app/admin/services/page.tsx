import { ServicesScreen } from '@/features/services/components/services-screen';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadServices } from '@/features/services/load-services';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/services', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<ServicesScreen {...await loadServices(access.caller, access.salon)} />);
}
