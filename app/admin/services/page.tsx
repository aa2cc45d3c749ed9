import { ClientWords } from '@/components/i18n/client-words';
import { ServicesScreen } from '@/features/services/components/services-screen';
import { getLocale } from 'next-intl/server';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';
import { loadServices } from '@/features/services/load-services';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/services', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/services', searchParams);
  if (!access.ok) return access.screen;
  return access.frame(
    <ClientWords namespaces={['Services', 'Common']}>
      <ServicesScreen {...await loadServices(access.caller, access.salon, await getLocale())} />
    </ClientWords>,
  );
}
