import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import { BOOKING_WINDOW_DAYS, addDays, bookableLanes, generateSlots, isDateString, todayInZone, type OpeningHours, type TimeSlot } from '@/lib/scheduling';
import { isGuid } from '@/lib/server/access';
import { findSalonAndService, type SchedulingSalon } from './public-services';
import { laneColumns, liveAppointmentsTouchingDay } from '@/lib/data-internal/lane-day';
import { listSchedulingStations } from '@/lib/data-internal/salon-lanes';
import { blockClaimsTouchingDay } from '@/lib/data-internal/lane-blocks';

/** A time slot as the public booking page shows it: taken or free, never by whom. */
export type SlotView = { time: string; available: boolean; reason?: string };

export function toSlotViews(slots: TimeSlot[]): SlotView[] {
  return slots.map(({ time, available, reason }) => (reason === undefined ? { time, available } : { time, available, reason }));
}

/**
 * The day's public slots for a service length: ONE indexed range query over the appointments
 * that can touch that day (DESIGN §8, `liveAppointmentsTouchingDay`), then the pure scheduling
 * core, with the lanes blocked time claims beside them (a second indexed range query, in
 * parallel). A slot is free while one lane that can take the service is free (its `freeLanes`:
 * the salon, or the suitable stations). No customer column is read, so no name can reach a
 * visitor; a blocked slot reads 'Already booked' like any taken one.
 */
export async function publicDaySlots(
  salon: SchedulingSalon,
  date: string,
  service: { id: string; durationMinutes: number },
  now: Date,
): Promise<TimeSlot[]> {
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(dayUtc)) return [];
  const db = await getDb();
  const [stations, rows, blocks] = await Promise.all([
    salon.stationsEnabled ? listSchedulingStations(salon.id) : Promise.resolve([]),
    db.select(laneColumns).from(appointments).where(liveAppointmentsTouchingDay(salon.id, date)).orderBy(asc(appointments.startTime)),
    blockClaimsTouchingDay(salon.id, date),
  ]);
  const lanes = bookableLanes({ salonId: salon.id, stationsEnabled: salon.stationsEnabled, stations }, { serviceId: service.id });
  return generateSlots({
    date,
    timeZone: salon.timezone,
    openingHours: salon.openingHours as OpeningHours,
    daysOff: salon.daysOff,
    durationMinutes: service.durationMinutes,
    appointments: [...rows, ...blocks],
    now,
    lanes,
  });
}

/** today .. today + 29 in the salon's zone (spec point 9: the date list covers 30 days). */
export function isInsideWindow(date: string, timeZone: string, now: Date): boolean {
  const today = todayInZone(now, timeZone);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS - 1);
}

/** Slots of `date` for an active salon's active service; null when either is not bookable. */
export async function getPublicDaySlots(salonId: string, serviceId: string, date: string, now = new Date()): Promise<SlotView[] | null> {
  if (!isGuid(salonId) || !isGuid(serviceId) || !isDateString(date)) return null;
  const found = await findSalonAndService(salonId, serviceId);
  if (!found?.service || !isInsideWindow(date, found.salon.timezone, now)) return null;
  return toSlotViews(await publicDaySlots(found.salon, date, found.service, now));
}
