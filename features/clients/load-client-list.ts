import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AccessError, type Caller } from '@/lib/server/access';
import { loggableError } from '@/lib/server/db-errors';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { instantToZonedParts, todayInZone } from '@/lib/scheduling/zoned-time';
import { listClients } from '@/features/clients/data/clients';
import { clientListSchema } from '@/features/clients/schema';
import type { ClientFilterValues, ClientListData } from '@/features/clients/components/client-list-types';

/** The address's filters, as typed (the form shows them back). */
function filtersOf(params: Record<string, string | undefined>): ClientFilterValues {
  return { q: params.q ?? '', sort: params.sort === 'name' ? 'name' : '', noShows: params.noShows ?? '', marketing: params.marketing ?? '', months: params.months ?? '', after: params.after ?? '', salon: params.salon };
}

/**
 * The Clients list for the working salon: one page of the search and filters the address
 * describes, each client's last visit as a date in the salon's zone. An address that cannot be
 * read shows the salon's clients unfiltered (and says so); a failed read says so in the member's language.
 */
export async function loadClientList(caller: Caller, salon: SalonProfile, params: Record<string, string | undefined>): Promise<ClientListData> {
  const filters = filtersOf(params);
  const base = { salonId: salon.id };
  const parsed = clientListSchema.safeParse({ ...base, query: filters.q, sort: params.sort, noShows: filters.noShows, marketing: filters.marketing, months: filters.months, after: filters.after });
  const query = parsed.success ? parsed.data : clientListSchema.parse(base);
  const common = { filters, today: todayInZone(new Date(), salon.timezone), invalidFilters: !parsed.success };
  try {
    const page = await listClients(caller, query);
    return {
      ...common,
      result: {
        ok: true,
        data: {
          clients: page.clients.map(({ lastVisitAt, ...client }) => ({ ...client, lastVisit: lastVisitAt && instantToZonedParts(lastVisitAt, salon.timezone).date })),
          nextAfter: page.nextAfter,
        },
      },
    };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    console.error('[clients] Failed to fetch clients', loggableError(error));
    return { ...common, result: { ok: false, message: (await getTranslations('Clients'))('loadFailed') } };
  }
}
