import 'server-only';
import { AccessError, type Caller } from '@/lib/server/access';
import { countAppointmentsByStart, listAppointmentsBetween } from '@/features/appointments/data/appointments';
import { loggableError } from '@/lib/server/db-errors';
import { salonContactOf } from '@/lib/format/salon-contact';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { listServicePrices } from '@/features/services/data/services';
import { listSalonStations } from '@/features/settings/data/stations';
import { listSalonStylists } from '@/features/appointments/data/stylists';
import { listTimeBlocks } from '@/features/blocks/data/time-blocks';
import { readChangeFeed } from '@/features/dashboard/data/appointment-changes';
import { formatCursor } from '@/features/dashboard/schema';
import { calendarDataRange, visibleRange, type CalendarView } from '@/lib/scheduling/calendar-grid';
import { REVENUE_STATUSES, dayAggregates, monthRange, periodStats, priceAppointments, weekRange, zonedRange, type ServicePrice } from '@/lib/scheduling/calendar-stats';
import { addDays, isDateString, todayInZone } from '@/lib/scheduling/zoned-time';
import type { DashboardData } from '@/features/dashboard/components/dashboard-types';
import { mapLoaded, type Loaded } from '@/lib/result';

/** Spec point 8's messages for the dashboard's queries. */
export const DASHBOARD_ERRORS = {
  today: "Failed to fetch today's appointments",
  calendar: 'Failed to fetch calendar appointments',
  weekly: 'Failed to fetch weekly appointments',
  monthly: 'Failed to fetch monthly appointments',
  services: 'Failed to fetch services data',
  changes: 'Failed to fetch recent changes',
} as const;

/** Runs one query; a failure becomes its message for the user and its cause goes to the log. Refusals are not failures. */
async function attempt<T>(message: string, run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    console.error(`[dashboard] ${message}`, loggableError(error));
    return { ok: false, message };
  }
}

/** How far either side of today the address may move the calendar (keeps ranges sane). */
const MAX_YEARS_AWAY = 5;

/** Today in the salon's zone, and the day the address asks for (today when it names none, or none sane). */
export function dashboardDay(timeZone: string, requested: string | undefined, now: Date): { today: string; date: string } {
  const today = todayInZone(now, timeZone);
  const limit = 366 * MAX_YEARS_AWAY;
  const sane = requested && isDateString(requested) && requested >= addDays(today, -limit) && requested <= addDays(today, limit);
  return { today, date: sane ? requested : today };
}

/**
 * Everything the staff dashboard shows for the salon, each query on its own so that one
 * failure leaves the rest of the screen working. The calendar range is the selected day's
 * month grid widened to whole months and the 2-week buffer (enough for both views); the
 * database counts it per start time, and only the selected day's appointments are read in full.
 */
export async function loadDashboard(
  caller: Caller,
  salon: SalonProfile,
  params: { date?: string; view?: string },
  /** The name of an appointment's missing service, in the member's words (UNKNOWN_SERVICE.name). */
  unknownService: string,
  now = new Date(),
): Promise<DashboardData> {
  const tz = salon.timezone;
  const { today, date } = dashboardDay(tz, params.date, now);
  const view = params.view === 'week' || params.view === 'month' ? params.view : null;
  const scope = { salonId: salon.id };

  const dayOf = (day: string) => listAppointmentsBetween(caller, { ...scope, ...zonedRange({ start: day, end: day }, tz) });
  const stats = (range: { start: string; end: string }) =>
    countAppointmentsByStart(caller, { ...scope, ...zonedRange(range, tz), statuses: REVENUE_STATUSES });
  const todays = attempt(DASHBOARD_ERRORS.today, () => dayOf(today));
  // All queries at once; the appointments are priced once the services are in.
  const [services, todaysLoaded, selected, calendar, weekly, monthly, changes] = await Promise.all([
    attempt(DASHBOARD_ERRORS.services, () => listServicePrices(caller, salon.id)),
    todays,
    date === today ? todays : attempt(DASHBOARD_ERRORS.calendar, () => dayOf(date)),
    attempt(DASHBOARD_ERRORS.calendar, async () => {
      const range = zonedRange(calendarDataRange(visibleRange(date, 'month' satisfies CalendarView)), tz);
      const [groups, stations, blocks, stylists] = await Promise.all([
        countAppointmentsByStart(caller, { ...scope, ...range }),
        listSalonStations(caller, salon.id),
        listTimeBlocks(caller, { ...scope, ...range }),
        listSalonStylists(caller, salon.id),
      ]);
      return { groups, stations, blocks, stylists };
    }),
    attempt(DASHBOARD_ERRORS.weekly, () => stats(weekRange(today))),
    attempt(DASHBOARD_ERRORS.monthly, () => stats(monthRange(today))),
    attempt(DASHBOARD_ERRORS.changes, () => readChangeFeed(caller, scope)),
  ]);
  const prices: ServicePrice[] = services.ok ? services.data : [];
  const priced = <A extends { serviceId: string | null }>(list: A[]) => priceAppointments(list, prices, unknownService);
  const pricedTodays = mapLoaded(todaysLoaded, priced);

  return {
    salon: {
      id: salon.id,
      name: salon.name,
      timezone: tz,
      openingHours: salon.openingHours,
      daysOff: salon.daysOff,
      stationsEnabled: salon.stationsEnabled,
      stylistsEnabled: salon.stylistsEnabled,
      memberId: caller.role === 'admin' ? null : caller.userId,
      defaultLanguage: salon.defaultLanguage,
      contact: salonContactOf(salon),
    },
    now,
    today,
    date,
    view,
    servicesError: services.ok ? null : services.message,
    services: services.ok ? services.data : [],
    todays: pricedTodays,
    // The same array when the selected day is today, so the page carries those rows once.
    selected: selected === todaysLoaded ? pricedTodays : mapLoaded(selected, priced),
    calendar: mapLoaded(calendar, ({ groups, stations, blocks, stylists }) => ({ days: [...dayAggregates(priced(groups), tz).values()], stations, blocks, stylists })),
    weekly: mapLoaded(weekly, (list) => periodStats(priced(list))),
    monthly: mapLoaded(monthly, (list) => periodStats(priced(list))),
    // The cursor in the form the page polls with, so the browser needs no schema to write it.
    changes: mapLoaded(changes, (feed) => ({ ...feed, cursor: formatCursor(feed.cursor) })),
  };
}
