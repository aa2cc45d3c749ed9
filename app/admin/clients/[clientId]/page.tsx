import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientConsentPanel } from '@/features/clients/components/client-consent-panel';
import { ClientNoShowPanel } from '@/features/clients/components/client-no-show-panel';
import { clientListHref } from '@/features/clients/components/client-list-types';
import { getClientName } from '@/features/clients/data/client-care';
import { loadConsentPanel, loadNoShowPanel } from '@/features/clients/load-client-care';
import { clientRefSchema } from '@/features/clients/schema';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { AccessError } from '@/lib/server/access';

// A minimal client card (issue 33 items 5 and 6): the client's name, the no-show and consent
// panels. The full card (item 3) replaces it and mounts the same panels.
export default async function Page({ params, searchParams }: { params: Promise<{ clientId: string }>; searchParams: SearchParams }) {
  const access = await guardPage('/admin/clients', searchParams);
  if (!access.ok) return access.screen;
  const t = await getTranslations('ClientCare');
  const ref = clientRefSchema.safeParse({ salonId: access.salon.id, clientId: (await params).clientId });
  // Another salon's client, or no client: said on the screen, as for any other missing record.
  const name = ref.success ? await getClientName(access.caller, ref.data).catch((error: unknown) => (error instanceof AccessError && error.code === 'NOT_FOUND' ? null : Promise.reject(error))) : null;
  if (!ref.success || name === null) return access.frame(<p className="text-muted-foreground">{t('notFound')}</p>);
  const [noShows, consents] = await Promise.all([
    loadNoShowPanel(access.caller, ref.data, access.salon.timezone),
    loadConsentPanel(access.caller, ref.data, access.salon.timezone),
  ]);
  return access.frame(
    <div className="grid max-w-3xl gap-4">
      <Link href={clientListHref({ salon: access.params.salon })} className="text-sm text-muted-foreground hover:underline">
        {t('back')}
      </Link>
      <h1 className="break-words text-2xl font-semibold" data-testid="client-name">
        {name}
      </h1>
      <ClientNoShowPanel {...noShows} />
      <ClientConsentPanel {...consents} />
    </div>,
  );
}
