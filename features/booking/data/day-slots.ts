import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import {
  addDays,
  closureMessage,
  dateAvailability,
  earliestBookableStart,
  todayInZone,
  zonedToInstant,
  bookableLanes,
  bookableStylists,
  generateSlots,
  instantAtOrAfter,
  isDateString,
  isInsideHorizon,
  leastBookedFirst,
  offDutyClaims,
  type OpeningHours,
  type Segments,
  type SchedulingStation,
  type SchedulingStylist,
  type TimeSlot,
} from '@/lib/scheduling';
import { isGuid } from '@/lib/server/access';
import { findSalonAndService, stylistOfPublicId, visitParts, type SchedulingSalon } from './public-services';
import { laneColumns, liveAppointmentsTouchingDay } from '@/lib/data-internal/lane-day';
import { listSchedulingStations } from '@/lib/data-internal/salon-lanes';
import { blockClaimsTouchingDay } from '@/lib/data-internal/lane-blocks';
import { listSchedulingStylists } from '@/lib/data-internal/salon-stylists';
import { ANY_STYLIST, MAX_VISIT_SERVICES } from '@/lib/validation/booking-request';

/** A time slot as the public booking page shows it: taken or free, never by whom. */
export type SlotView = { time: string; available: boolean; reason?: string };

/** Slots with their reasons in the visitor's words (a reason is a message until the page renders it). */
export function renderedSlots(slots: SlotView[], render: (text: string) => string): SlotView[] {
  return slots.map((slot) => (slot.reason ? { ...slot, reason: render(slot.reason) } : slot));
}

export function toSlotViews(slots: TimeSlot[]): SlotView[] {
  return slots.map(({ time, available, reason }) => (reason === undefined ? { time, available } : { time, available, reason }));
}

/** A service as the day's slots need it: its length, its processing time and buffer. */
export type SlotService = { id: string; durationMinutes: number } & Segments;

/** The day's slots and, when the salon uses stylists, who may be booked (the stylists who do the service, narrowed to the one chosen). */
export type PublicDay = { slots: TimeSlot[]; stylists: SchedulingStylist[] };

/** One part of a visit asked for: its service and the stylist chosen (undefined: "Any stylist"). */
export type VisitRequestPart = { service: SlotService; stylistId?: string };

/** A visit's day: its slots (`partStylists` per part) and each part's possible stylists. */
export type PublicVisitDay = { slots: TimeSlot[]; stylists: SchedulingStylist[][] };

/**
 * The day's public slots for a service length: ONE indexed range query over the appointments
 * that can touch that day (DESIGN §8, `liveAppointmentsTouchingDay`), then the pure scheduling
 * core, with the lanes blocked time claims beside them (a second indexed range query, in
 * parallel). A slot is free while one lane that can take the service is free (its `freeLanes`:
 * the salon, or the suitable stations). No customer column is read, so no name can reach a
 * visitor; a blocked slot reads 'Already booked' like any taken one.
 *
 * In a salon that uses stylists (a third query, in parallel: their hours and services) a slot
 * also needs a stylist who does the service, works then and is free (their appointments, the
 * blocks on them and their off-duty time, on their lanes): the one chosen, or for "Any stylist"
 * any of them, least booked that day first (`freeStylists` is the fair order).
 *
 * The salon's minimum notice applies: times starting sooner than now + notice are not offered.
 * `excludeAppointmentId` leaves one appointment out (a visitor moving their own booking: its
 * current time does not block the move).
 */
export async function publicDay(
  salon: SchedulingSalon,
  date: string,
  service: SlotService,
  now: Date,
  stylistId?: string,
  excludeAppointmentId?: string,
): Promise<PublicDay> {
  const day = await publicVisitDay(salon, date, [{ service, stylistId }], now, excludeAppointmentId ? [excludeAppointmentId] : []);
  return { slots: day.slots, stylists: day.stylists[0] ?? [] };
}

/**
 * publicDay for a visit of several services laid end to end (issue 34 item 2): the same reads,
 * then one sweep (generateSlots' `visit`): a station that can take every part, free for the
 * whole visit and the last part's clean-up, and for each part a stylist who does it (the one
 * chosen, or any), free while hands-on. One part is publicDay exactly. `exclude` leaves out a
 * visit's own parts (a visitor moving it).
 */
export async function publicVisitDay(
  salon: SchedulingSalon,
  date: string,
  parts: readonly VisitRequestPart[],
  now: Date,
  exclude: readonly string[] = [],
): Promise<PublicVisitDay> {
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(dayUtc) || parts.length === 0) return { slots: [], stylists: [] };
  const db = await getDb();
  const columns = salon.stylistsEnabled ? { ...laneColumns, staff_id: appointments.staffId } : laneColumns;
  const [stations, allRows, blocks, salonStylists] = await Promise.all([
    salon.stationsEnabled ? listSchedulingStations(salon.id) : Promise.resolve([]),
    db.select(columns).from(appointments).where(liveAppointmentsTouchingDay(salon.id, date)).orderBy(asc(appointments.startTime)),
    blockClaimsTouchingDay(salon.id, date),
    salon.stylistsEnabled ? listSchedulingStylists(salon.id) : Promise.resolve(null),
  ]);
  const rows = exclude.length ? allRows.filter((row) => !exclude.includes(row.id)) : allRows;
  const day = dayRules(salon, date, parts.map((part) => part.service), now, stations);
  const single = parts.length === 1;
  if (!salonStylists) {
    const visit = single ? undefined : parts.map((part) => ({ ...part.service }));
    return { slots: generateSlots({ ...day, visit, appointments: [...rows, ...blocks] }), stylists: [] };
  }

  const ids = parts.map((part) => bookableStylists(salonStylists, { serviceId: part.service.id, stylistId: part.stylistId }));
  const stylists = ids.map((partIds) => salonStylists.filter((s) => partIds.includes(s.id)));
  const involved = salonStylists.filter((s) => ids.some((partIds) => partIds.includes(s.id)));
  // "Least booked that day" counts the appointments starting on the salon's calendar day.
  const [dayStart, dayEnd] = [date, addDays(date, 1)].map((d) => instantAtOrAfter(d, '00:00', salon.timezone)?.getTime() ?? NaN);
  const onTheDay = rows.filter((row) => row.start_time.getTime() >= dayStart && row.start_time.getTime() < dayEnd);
  const lanesOf = ids.map((partIds) => leastBookedFirst(partIds, onTheDay));
  const slots = generateSlots({
    ...day,
    appointments: [...rows, ...blocks, ...involved.flatMap((s) => offDutyClaims(s, date, salon.timezone))],
    ...(single ? { stylistLanes: lanesOf[0] } : { visit: parts.map((part, i) => ({ ...part.service, stylistLanes: lanesOf[i] })) }),
  });
  return { slots, stylists };
}

/**
 * What the day's slots follow before any booking is counted: hours, days off, notice, the
 * service's length and lanes (for a visit, the first part's; the caller passes `visit`, and
 * the lanes are the stations that can take every part).
 */
function dayRules(salon: SchedulingSalon, date: string, services: readonly SlotService[], now: Date, stations: readonly SchedulingStation[]) {
  const setup = { salonId: salon.id, stationsEnabled: salon.stationsEnabled, stations };
  const [first, ...rest] = services;
  const lanes = rest.reduce((common, service) => {
    const suitable = bookableLanes(setup, { serviceId: service.id });
    return common.filter((lane) => suitable.includes(lane));
  }, bookableLanes(setup, { serviceId: first.id }));
  return {
    date,
    timeZone: salon.timezone,
    openingHours: salon.openingHours as OpeningHours,
    daysOff: salon.daysOff,
    durationMinutes: first.durationMinutes,
    segments: first,
    now,
    minNoticeMinutes: salon.minNoticeMinutes,
    lanes,
  };
}

/**
 * The slots of a salon that does not use stylists as its rules alone allow them, every lane
 * that can take the service free: no booking of the day is read. A booking tries them and
 * leaves a taken time to the lane exclusion constraint (lane_claims_no_overlap: appointments
 * and blocks), which refuses it under concurrency anyway. `stations`: the salon's, as the booking's
 * gate read them (none when it does not use them). With `at`, only the slot at that time.
 */
export function openDaySlots(salon: SchedulingSalon, date: string, service: SlotService, now: Date, stations: readonly SchedulingStation[], at?: string): TimeSlot[] {
  return generateSlots({ ...dayRules(salon, date, [service], now, stations), at });
}

/** today .. today + horizon - 1 in the salon's zone (the spec's 30 days is the default horizon). */
export function isInsideWindow(date: string, salon: Pick<SchedulingSalon, 'timezone' | 'bookingHorizonDays'>, now: Date): boolean {
  return isInsideHorizon(date, salon.timezone, now, salon.bookingHorizonDays);
}

/** A service added to a visit on the public page, with its stylist's public id or "Any stylist". */
export type AddedService = { serviceId: string; stylist: string };

/** Services added to a visit as the page sends them (undefined: none), or null when malformed: at most MAX_VISIT_SERVICES - 1, two short strings each. */
export function addedServicesOf(added: unknown): AddedService[] | null {
  if (added === undefined) return [];
  if (!Array.isArray(added) || added.length >= MAX_VISIT_SERVICES) return null;
  const short = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;
  const parts = added.map((part: unknown) => {
    const { serviceId, stylist } = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
    return short(serviceId) && short(stylist) ? { serviceId, stylist } : null;
  });
  return parts.every((part) => part !== null) ? parts : null;
}

/**
 * Slots of `date` for an active salon's active service, for a stylist's public id or "Any
 * stylist" (the default; ignored where the salon does not use stylists), and for the services
 * `added` to the visit after it (laid end to end); null when the salon, a service or a stylist
 * is not bookable.
 */
export async function getPublicDaySlots(
  salonId: string,
  serviceId: string,
  date: string,
  now = new Date(),
  stylist = ANY_STYLIST,
  added: readonly AddedService[] = [],
): Promise<SlotView[] | null> {
  const publicIdOf = (chosen: string) => (chosen === ANY_STYLIST ? undefined : chosen);
  const asked = [{ serviceId, stylist }, ...added];
  if (!isGuid(salonId) || !isDateString(date) || !asked.every((part) => isGuid(part.serviceId) && (part.stylist === ANY_STYLIST || isGuid(part.stylist)))) return null;
  const found = await findSalonAndService(salonId, serviceId);
  if (!found?.service || !isInsideWindow(date, found.salon, now)) return null;
  const publicId = publicIdOf(stylist);
  const stylistId = found.salon.stylistsEnabled && publicId ? await stylistOfPublicId(salonId, publicId) : undefined;
  if (stylistId === null) return null;
  const parts = await visitParts(found.salon, { service: found.service, stylistId }, {
    moreServiceIds: added.map((part) => part.serviceId),
    moreStylistIds: added.map((part) => publicIdOf(part.stylist)),
  });
  if (typeof parts === 'string') return null;
  const day = await publicVisitDay(found.salon, date, parts, now);
  if (found.salon.stylistsEnabled && parts.some((part, i) => part.stylistId && day.stylists[i].length === 0)) return null;
  return toSlotViews(day.slots);
}

/** Why a date or a time cannot be booked (or moved to) online. */
export type SlotRefusal = 'DATE_BEYOND_HORIZON' | 'SLOT_UNAVAILABLE' | 'SLOT_TOO_SOON' | 'SLOT_TAKEN';

/**
 * Why `date` cannot be booked before any slot is read: past the salon's horizon, before today,
 * or closed (with the closure's reason); null when it is open for online booking.
 */
export function dateRefusal(salon: SchedulingSalon, date: string, now: Date): { code: SlotRefusal; reason?: string } | null {
  if (!isInsideWindow(date, salon, now)) return { code: date > todayInZone(now, salon.timezone) ? 'DATE_BEYOND_HORIZON' : 'SLOT_UNAVAILABLE' };
  const day = dateAvailability({ date, openingHours: salon.openingHours as OpeningHours, daysOff: salon.daysOff });
  return day.available ? null : { code: 'SLOT_UNAVAILABLE', reason: day.closure && closureMessage(day.closure) };
}

/**
 * The free slot at `time` among the day's public slots, or why there is none: a time the
 * minimum notice rules out (the slots leave it out) is SLOT_TOO_SOON, a taken one SLOT_TAKEN,
 * any other (closed, not on the grid, past) SLOT_UNAVAILABLE.
 */
export function slotAt(salon: SchedulingSalon, date: string, time: string, slots: readonly TimeSlot[], now: Date): TimeSlot | SlotRefusal {
  const slot = slots.find((s) => s.time === time);
  if (slot) return slot.available ? slot : 'SLOT_TAKEN';
  const start = zonedToInstant(date, time, salon.timezone);
  const tooSoon = start && start > now && start < earliestBookableStart(now, salon.minNoticeMinutes);
  return tooSoon ? 'SLOT_TOO_SOON' : 'SLOT_UNAVAILABLE';
}
