import 'server-only';
import { notFound } from 'next/navigation';
import { AccessError, type Caller } from '@/lib/server/access';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { clientName } from '@/features/clients/data/client-privacy';
import { clientRefSchema } from '@/features/clients/schema';
import type { ClientPrivacyProps } from '@/features/clients/components/client-privacy-controls';

/**
 * A client's card (a minimal one: the name and the owner's privacy panel; issue 33's card page
 * replaces it). An unknown, erased or other salon's client, or a caller who may not see the
 * panel, is a 404.
 */
export async function loadClientCard(caller: Caller, salon: SalonProfile, clientId: string, params: Record<string, string | undefined>): Promise<ClientPrivacyProps> {
  const ref = clientRefSchema.safeParse({ salonId: salon.id, clientId });
  if (!ref.success) notFound();
  try {
    return { client: await clientName(caller, ref.data), salonParam: params.salon };
  } catch (error) {
    if (error instanceof AccessError) notFound();
    throw error;
  }
}
