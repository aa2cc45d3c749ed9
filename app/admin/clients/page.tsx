import { ClientListView } from '@/features/clients/components/client-list-view';
import { loadClientList } from '@/features/clients/load-client-list';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/clients', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/clients', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(<ClientListView {...await loadClientList(access.caller, access.salon, access.params)} />);
}
