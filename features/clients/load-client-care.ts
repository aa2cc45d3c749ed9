import 'server-only';
import type { Caller } from '@/lib/server/access';
import { getClientConsents, getNoShowStanding } from '@/features/clients/data/client-care';
import type { ClientRef } from '@/features/clients/schema';
import type { ClientNoShowPanelProps } from '@/features/clients/components/client-no-show-panel';
import type { ClientConsentPanelProps } from '@/features/clients/components/client-consent-panel';

// What the client card's no-show and consent panels show, read for the card's caller:
// `<ClientNoShowPanel {...await loadNoShowPanel(caller, ref, salon.timezone)} />`.

export async function loadNoShowPanel(caller: Caller, ref: ClientRef, timeZone: string): Promise<ClientNoShowPanelProps> {
  return { ...ref, timeZone, standing: await getNoShowStanding(caller, ref) };
}

export async function loadConsentPanel(caller: Caller, ref: ClientRef, timeZone: string): Promise<ClientConsentPanelProps> {
  return { ...ref, timeZone, consents: await getClientConsents(caller, ref) };
}
