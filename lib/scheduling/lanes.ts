import { checkTimeConflict, suggestTimes, type AvailabilityResult, type NamedAppointment } from './conflicts';
import type { Segments } from './segments';
import { bookableStylists, offDutyClaims, type SchedulingStylist } from './stylists';

/**
 * Lanes (DESIGN §3): a salon with stations enabled takes as many overlapping appointments as it
 * has active stations that can do the service; a salon without them is one lane. A lane's key is
 * what appointments.lane_key holds (the database keeps each lane free of overlaps with the same
 * half-open rule), so this check and the constraint cannot disagree.
 */

/** A station as the core sees it; `serviceIds` are the services it is listed for (station_services). */
export type SchedulingStation = { id: string; isActive: boolean; serviceIds: readonly string[] };

export type LaneSetup = { salonId: string; stationsEnabled: boolean; stations: readonly SchedulingStation[] };

/**
 * Active stations that may take a service, in the order given: the ones listed for it, or every
 * active station when none is. The database has the same rule (station_can_serve).
 */
export function suitableStationIds(stations: readonly SchedulingStation[], serviceId: string | null | undefined): string[] {
  const active = stations.filter((station) => station.isActive);
  const listed = serviceId ? active.filter((station) => station.serviceIds.includes(serviceId)) : [];
  const limited = serviceId ? stations.some((station) => station.serviceIds.includes(serviceId)) : false;
  return (limited ? listed : active).map((station) => station.id);
}

/**
 * Lane keys a booking may use: the salon itself when it works without stations (a named station
 * is then only a label); otherwise the suitable active stations, narrowed to `stationId` when one
 * is asked for (an unsuitable one gives no lane).
 */
export function bookableLanes(
  setup: LaneSetup,
  { serviceId, stationId }: { serviceId?: string | null; stationId?: string | null },
): string[] {
  if (!setup.stationsEnabled) return [setup.salonId];
  const suitable = suitableStationIds(setup.stations, serviceId);
  return stationId ? suitable.filter((id) => id === stationId) : suitable;
}

/** Spec point 7 "Availability check" inputs; `stationId` null means any suitable station. */
export type AvailabilityQuery = {
  salonId: string;
  date: string;
  time: string;
  durationMinutes?: number | null;
  /** The service's processing time and buffer (segments.ts). */
  segments?: Segments;
  excludeAppointmentId?: string | null;
  stationId: string | null;
  /** A stylist asked for; null or absent means any who does the service (when stylists are used). */
  stylistId?: string | null;
  timezone: string;
};

/** What the check reads besides the query: the salon's stations, the service and the day's appointments. */
export type AvailabilityContext<A extends NamedAppointment> = {
  stationsEnabled: boolean;
  stations: readonly SchedulingStation[];
  serviceId?: string | null;
  appointments: readonly A[];
  /** The salon's bookable stylists when visitors choose stylists; absent otherwise. */
  stylists?: readonly SchedulingStylist[];
};

/**
 * The stylist lanes a check uses: with the salon's stylists, who does the service (narrowed to
 * the one asked for), their off-duty time laid on their lanes; without them, only an asked-for
 * stylist's lane (no hours: the salon does not schedule by stylist).
 */
function stylistInputs(query: Omit<AvailabilityQuery, 'time'>, context: AvailabilityContext<NamedAppointment>) {
  if (!context.stylists) return query.stylistId ? { stylistLanes: [query.stylistId], offDuty: [] } : { offDuty: [] };
  const stylistLanes = bookableStylists(context.stylists, { serviceId: context.serviceId, stylistId: query.stylistId });
  const offDuty = context.stylists.filter((s) => stylistLanes.includes(s.id)).flatMap((s) => offDutyClaims(s, query.date, query.timezone));
  return { stylistLanes, offDuty };
}

function laneInputs<A extends NamedAppointment>(query: Omit<AvailabilityQuery, 'time'>, context: AvailabilityContext<A>) {
  const lanes = bookableLanes(
    { salonId: query.salonId, stationsEnabled: context.stationsEnabled, stations: context.stations },
    { serviceId: context.serviceId, stationId: query.stationId },
  );
  const { offDuty, ...stylists } = stylistInputs(query, context);
  return { ...query, timeZone: query.timezone, appointments: [...context.appointments, ...(offDuty as A[])], lanes, ...stylists };
}

/** Availability on the asked station, or on any suitable one (`freeLaneKeys` lists which), and likewise for stylists. */
export function checkAvailability<A extends NamedAppointment>(
  query: AvailabilityQuery,
  context: AvailabilityContext<A>,
): AvailabilityResult<A> {
  return checkTimeConflict({ ...laneInputs(query, context), time: query.time });
}

/** Spec point 7 "Slot suggestion": the free reschedule candidates of the day, same inputs (time unused). */
export function suggestAvailableTimes<A extends NamedAppointment>(
  query: Omit<AvailabilityQuery, 'time'>,
  context: AvailabilityContext<A>,
  now?: Date,
): string[] {
  return suggestTimes({ ...laneInputs(query, context), now });
}
