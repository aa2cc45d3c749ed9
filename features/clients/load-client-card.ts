import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AccessError, type Caller } from '@/lib/server/access';
import { loggableError } from '@/lib/server/db-errors';
import { salonContactOf } from '@/lib/format/salon-contact';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { priceAppointments } from '@/lib/scheduling/calendar-stats';
import { todayInZone } from '@/lib/scheduling/zoned-time';
import { listServicePrices } from '@/features/services/data/services';
import { listSalonStylists } from '@/features/appointments/data/stylists';
import { listSalonStations } from '@/features/settings/data/stations';
import { getClientCard } from '@/features/clients/data/client-card';
import { clientRefSchema } from '@/features/clients/schema';
import type { ClientCardData, MoneyTotal } from '@/features/clients/components/client-card-types';

/**
 * The client card of the working salon: the client, their visits priced by their services (in
 * the salon's currencies, one total per currency), and the salon the card's New appointment and
 * Walk-in book in. Null: no such client in this salon (another salon's reads the same).
 */
export async function loadClientCard(caller: Caller, salon: SalonProfile, clientId: string): Promise<ClientCardData | null> {
  const parsed = clientRefSchema.safeParse({ salonId: salon.id, clientId });
  if (!parsed.success) return null;
  const memberId = caller.role === 'admin' ? null : caller.userId;
  try {
    const [card, prices, stations, stylists, words] = await Promise.all([
      getClientCard(caller, parsed.data),
      listServicePrices(caller, salon.id),
      listSalonStations(caller, salon.id),
      salon.stylistsEnabled ? listSalonStylists(caller, salon.id) : [],
      getTranslations('Server'),
    ]);
    if (!card) return null;
    const price = <A extends { serviceId: string | null }>(rows: readonly A[]) => priceAppointments(rows, prices, words('unknownService'));
    const totals = new Map<string, MoneyTotal>();
    for (const { visits, ...spent } of price(card.spentByService)) {
      if (spent.priceOnRequest) continue;
      const code = spent.currency.currency_code ?? '';
      const total = totals.get(code) ?? { amount: 0, currency: spent.currency };
      totals.set(code, { ...total, amount: total.amount + spent.price * visits });
    }
    return {
      ok: true,
      client: card.client,
      today: todayInZone(new Date(), salon.timezone),
      timezone: salon.timezone,
      spent: [...totals.values()],
      noShowCount: card.noShowCount,
      lateCancellationCount: card.lateCancellationCount,
      changeWindowHours: card.changeWindowHours,
      preferredStylist: card.preferredStylist,
      coming: { visits: price(card.coming), total: card.comingTotal },
      past: { visits: price(card.past), total: card.pastTotal },
      notes: card.notes,
      bookingSalon: { id: salon.id, timezone: salon.timezone, stationsEnabled: salon.stationsEnabled, stylistsEnabled: salon.stylistsEnabled, memberId, defaultLanguage: salon.defaultLanguage, contact: salonContactOf(salon), stations, stylists, services: prices },
    };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    console.error('[clients] Failed to fetch a client card', loggableError(error));
    return { ok: false, message: (await getTranslations('ClientCard'))('loadFailed') };
  }
}
