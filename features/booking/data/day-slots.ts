import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import {
  BOOKING_WINDOW_DAYS,
  addDays,
  bookableLanes,
  bookableStylists,
  generateSlots,
  instantAtOrAfter,
  isDateString,
  leastBookedFirst,
  offDutyClaims,
  todayInZone,
  type OpeningHours,
  type SchedulingStylist,
  type TimeSlot,
} from '@/lib/scheduling';
import { isGuid } from '@/lib/server/access';
import { findSalonAndService, type SchedulingSalon } from './public-services';
import { laneColumns, liveAppointmentsTouchingDay } from '@/lib/data-internal/lane-day';
import { listSchedulingStations } from '@/lib/data-internal/salon-lanes';
import { blockClaimsTouchingDay } from '@/lib/data-internal/lane-blocks';
import { listSchedulingStylists } from '@/lib/data-internal/salon-stylists';
import { ANY_STYLIST } from '@/lib/validation/booking-rules';

/** A time slot as the public booking page shows it: taken or free, never by whom. */
export type SlotView = { time: string; available: boolean; reason?: string };

export function toSlotViews(slots: TimeSlot[]): SlotView[] {
  return slots.map(({ time, available, reason }) => (reason === undefined ? { time, available } : { time, available, reason }));
}

/** The day's slots and, when the salon uses stylists, who may be booked (the stylists who do the service, narrowed to the one chosen). */
export type PublicDay = { slots: TimeSlot[]; stylists: SchedulingStylist[] };

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
 */
export async function publicDay(
  salon: SchedulingSalon,
  date: string,
  service: { id: string; durationMinutes: number },
  now: Date,
  stylistId?: string,
): Promise<PublicDay> {
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(dayUtc)) return { slots: [], stylists: [] };
  const db = await getDb();
  const columns = salon.stylistsEnabled ? { ...laneColumns, staff_id: appointments.staffId } : laneColumns;
  const [stations, rows, blocks, salonStylists] = await Promise.all([
    salon.stationsEnabled ? listSchedulingStations(salon.id) : Promise.resolve([]),
    db.select(columns).from(appointments).where(liveAppointmentsTouchingDay(salon.id, date)).orderBy(asc(appointments.startTime)),
    blockClaimsTouchingDay(salon.id, date),
    salon.stylistsEnabled ? listSchedulingStylists(salon.id) : Promise.resolve(null),
  ]);
  const lanes = bookableLanes({ salonId: salon.id, stationsEnabled: salon.stationsEnabled, stations }, { serviceId: service.id });
  const day = {
    date,
    timeZone: salon.timezone,
    openingHours: salon.openingHours as OpeningHours,
    daysOff: salon.daysOff,
    durationMinutes: service.durationMinutes,
    now,
    lanes,
  };
  if (!salonStylists) return { slots: generateSlots({ ...day, appointments: [...rows, ...blocks] }), stylists: [] };

  const ids = bookableStylists(salonStylists, { serviceId: service.id, stylistId });
  const stylists = salonStylists.filter((s) => ids.includes(s.id));
  // "Least booked that day" counts the appointments starting on the salon's calendar day.
  const [dayStart, dayEnd] = [date, addDays(date, 1)].map((d) => instantAtOrAfter(d, '00:00', salon.timezone)?.getTime() ?? NaN);
  const onTheDay = rows.filter((row) => row.start_time.getTime() >= dayStart && row.start_time.getTime() < dayEnd);
  const slots = generateSlots({
    ...day,
    appointments: [...rows, ...blocks, ...stylists.flatMap((s) => offDutyClaims(s, date, salon.timezone))],
    stylistLanes: leastBookedFirst(ids, onTheDay),
  });
  return { slots, stylists };
}

/** The day's public slots (see publicDay). */
export async function publicDaySlots(
  salon: SchedulingSalon,
  date: string,
  service: { id: string; durationMinutes: number },
  now: Date,
  stylistId?: string,
): Promise<TimeSlot[]> {
  return (await publicDay(salon, date, service, now, stylistId)).slots;
}

/** today .. today + 29 in the salon's zone (spec point 9: the date list covers 30 days). */
export function isInsideWindow(date: string, timeZone: string, now: Date): boolean {
  const today = todayInZone(now, timeZone);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS - 1);
}

/**
 * Slots of `date` for an active salon's active service, for a stylist id or "Any stylist" (the
 * default; ignored where the salon does not use stylists); null when the salon, the service or
 * the stylist is not bookable.
 */
export async function getPublicDaySlots(salonId: string, serviceId: string, date: string, now = new Date(), stylist = ANY_STYLIST): Promise<SlotView[] | null> {
  const stylistId = stylist === ANY_STYLIST ? undefined : stylist;
  if (!isGuid(salonId) || !isGuid(serviceId) || !isDateString(date) || (stylistId !== undefined && !isGuid(stylistId))) return null;
  const found = await findSalonAndService(salonId, serviceId);
  if (!found?.service || !isInsideWindow(date, found.salon.timezone, now)) return null;
  const day = await publicDay(found.salon, date, found.service, now, found.salon.stylistsEnabled ? stylistId : undefined);
  if (stylistId && found.salon.stylistsEnabled && day.stylists.length === 0) return null;
  return toSlotViews(day.slots);
}
