import { ClientWords } from '@/components/i18n/client-words';
import { APPOINTMENTS_CLIENT_NAMESPACES } from '@/features/appointments/components/client-namespaces';
import { ClientCardScreen } from '@/features/clients/components/client-card-screen';
import { ClientConsentPanel } from '@/features/clients/components/client-consent-panel';
import { ClientNoShowPanel } from '@/features/clients/components/client-no-show-panel';
import { ClientPrivacyPanel } from '@/features/clients/components/client-privacy-panel';
import { loadClientCard } from '@/features/clients/load-client-card';
import { loadConsentPanel, loadNoShowPanel } from '@/features/clients/load-client-care';
import { notFound } from 'next/navigation';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/clients/[clientId]', searchParams);

export default async function Page({ params, searchParams }: { params: Promise<{ clientId: string }>; searchParams: SearchParams }) {
  const { clientId } = await params;
  // The card's own address is where sign-in comes back to.
  const access = await guardPage('/admin/clients/[clientId]', searchParams, `/admin/clients/${encodeURIComponent(clientId)}`);
  if (!access.ok) return access.screen;
  const { caller, salon } = access;
  const card = await loadClientCard(caller, salon, clientId);
  // A client the salon does not have (or none): 404, as for any other missing record.
  if (!card) notFound();
  if (!card.ok) return access.frame(<ClientCardScreen card={card} salonParam={access.params.salon} />);
  const ref = { salonId: salon.id, clientId: card.client.id };
  const [noShows, consents] = await Promise.all([loadNoShowPanel(caller, ref, salon.timezone), loadConsentPanel(caller, ref, salon.timezone)]);
  // The owner's tools: export and erase (issue 33 item 7); staff do not see them.
  const ownerTools = caller.role !== 'staff' && (
    <ClientPrivacyPanel client={{ id: card.client.id, name: card.client.name, visitCount: card.coming.total + card.past.total }} salonParam={access.params.salon} />
  );
  return access.frame(
    <ClientWords namespaces={[...APPOINTMENTS_CLIENT_NAMESPACES, 'ClientCard']}>
      <ClientCardScreen
        card={card}
        salonParam={access.params.salon}
        ownerTools={ownerTools || undefined}
        care={
          <>
            <ClientNoShowPanel {...noShows} />
            <ClientConsentPanel {...consents} />
          </>
        }
      />
    </ClientWords>,
  );
}
