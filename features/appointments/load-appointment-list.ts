import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AccessError, type Caller } from '@/lib/server/access';
import { searchAppointments } from '@/features/appointments/data/appointment-search';
import { loggableError } from '@/lib/server/db-errors';
import { salonContactOf } from '@/lib/format/salon-contact';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { listServicePrices } from '@/features/services/data/services';
import { listSalonStylists } from '@/features/appointments/data/stylists';
import { listSalonStations } from '@/features/settings/data/stations';
import { priceAppointments } from '@/lib/scheduling/calendar-stats';
import { todayInZone } from '@/lib/scheduling/zoned-time';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/validation/appointment';
import { appointmentSearchSchema } from '@/features/appointments/schema/search';
import type { AppointmentListData, AppointmentFilterValues } from '@/features/appointments/components/appointment-list-types';

/** The address's filters, as typed (the form shows them back). */
function filtersOf(params: Record<string, string | undefined>): AppointmentFilterValues {
  const status = APPOINTMENT_STATUSES.find((s) => s === params.status);
  return {
    q: params.q ?? '',
    from: params.from ?? '',
    to: params.to ?? '',
    status: (status ?? '') as AppointmentStatus | '',
    service: params.service ?? '',
    station: params.station ?? '',
    stylist: params.stylist ?? '',
    page: params.page ?? '1',
    salon: params.salon,
  };
}

/**
 * The list opens on today and what comes after it (the farthest future booking is no place to
 * start a day). A search, a date or a status chosen shows what was asked for instead.
 */
function unfiltered(filters: AppointmentFilterValues): boolean {
  return !filters.q && !filters.from && !filters.to && !filters.status;
}

/**
 * The Appointments list for the working salon: one page of the search the address describes,
 * the salon's services and stations for the filters, and, for a search (one customer's
 * visits), how many of its matches were no-shows. A failed read says so in the member's language.
 */
export async function loadAppointmentList(caller: Caller, salon: SalonProfile, params: Record<string, string | undefined>): Promise<AppointmentListData> {
  const today = todayInZone(new Date(), salon.timezone);
  const filters = filtersOf(params);
  const from = filters.from || (unfiltered(filters) ? today : '');
  const base = { salonId: salon.id };
  const parsed = appointmentSearchSchema.safeParse({
    ...base,
    query: filters.q,
    from: from || undefined,
    to: filters.to || undefined,
    // From a date on, the book reads forward (upcoming first); otherwise the newest first.
    order: from ? 'asc' : 'desc',
    statuses: filters.status ? [filters.status] : undefined,
    serviceId: filters.service || undefined,
    stationId: filters.station || undefined,
    stylist: filters.stylist || undefined,
    page: filters.page,
  });
  const search = parsed.success ? parsed.data : appointmentSearchSchema.parse(base);
  const salonView = { id: salon.id, name: salon.name, timezone: salon.timezone, stationsEnabled: salon.stationsEnabled, stylistsEnabled: salon.stylistsEnabled };
  const memberId = caller.role === 'admin' ? null : caller.userId;
  const dialogBase = { id: salon.id, timezone: salon.timezone, stationsEnabled: salon.stationsEnabled, stylistsEnabled: salon.stylistsEnabled, memberId, defaultLanguage: salon.defaultLanguage, contact: salonContactOf(salon) };
  try {
    const [page, prices, stations, stylists, noShows] = await Promise.all([
      searchAppointments(caller, search),
      listServicePrices(caller, salon.id),
      listSalonStations(caller, salon.id),
      salon.stylistsEnabled ? listSalonStylists(caller, salon.id) : [],
      search.query ? searchAppointments(caller, { ...search, statuses: ['no_show'], page: 1, pageSize: 1 }).then((p) => p.total) : null,
    ]);
    return {
      salon: salonView,
      today,
      filters,
      invalidFilters: !parsed.success,
      services: prices.map(({ id, name }) => ({ id, name })),
      stations: stations.map(({ id, name }) => ({ id, name })),
      stylists,
      dialogSalon: { ...dialogBase, stations, stylists, services: prices },
      result: { ok: true, data: { ...page, appointments: priceAppointments(page.appointments, prices, (await getTranslations('Server'))('unknownService')), noShows } },
    };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    console.error('[appointments] Failed to fetch appointments', loggableError(error));
    return { salon: salonView, today, filters, invalidFilters: !parsed.success, services: [], stations: [], stylists: [], dialogSalon: { ...dialogBase, stations: [], stylists: [], services: [] }, result: { ok: false, message: (await getTranslations('Appointments'))('loadFailed') } };
  }
}
