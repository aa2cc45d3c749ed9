import { ServicesScreen } from '@/components/services/services-screen';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { loadServices } from './load-services';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/services', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<ServicesScreen {...await loadServices(access.caller, access.salon)} />);
}
