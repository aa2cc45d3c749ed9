import { ClientPrivacyPanel } from '@/features/clients/components/client-privacy-panel';
import { loadClientCard } from '@/features/clients/load-client-card';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';

export default async function Page({ params, searchParams }: { params: Promise<{ clientId: string }>; searchParams: SearchParams }) {
  const access = await guardPage('/admin/clients', searchParams);
  if (!access.ok) return access.screen;
  const card = await loadClientCard(access.caller, access.salon, (await params).clientId, access.params);
  return access.frame(
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold" data-testid="client-card-name">{card.client.name}</h2>
      <ClientPrivacyPanel {...card} />
    </div>,
  );
}
