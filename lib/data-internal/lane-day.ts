import 'server-only';
import { and, asc, eq, gt, gte, lt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import type { NamedAppointment, SchedulingStation, SchedulingStylist } from '@/lib/scheduling';
import { blockClaimsTouchingDay } from './lane-blocks';
import { listSchedulingStations } from './salon-lanes';
import { listSchedulingStylists } from './salon-stylists';

const HOUR = 3_600_000;

export type LaneDay = { stations: SchedulingStation[]; appointments: NamedAppointment[]; stylists: SchedulingStylist[] };

/**
 * What staff-side checks of one day read (for a salon already scoped by the caller): its
 * stations when it works with them, and the live appointments that can touch the calendar day
 * `date` in any zone, with customer names (staff see them), in ONE indexed range query, and
 * the lanes blocked time claims then (blockClaimsTouchingDay). The salon's bookable members with
 * their hours when `withStylists` (a salon that uses stylists, or a check naming one).
 */
export async function loadLaneDay(salon: { id: string; stationsEnabled: boolean }, date: string, until?: Date, withStylists = false): Promise<LaneDay> {
  const db = await getDb();
  const [stations, stylists, rows, blocks] = await Promise.all([
    salon.stationsEnabled ? listSchedulingStations(salon.id) : Promise.resolve([]),
    withStylists ? listSchedulingStylists(salon.id) : Promise.resolve([]),
    db
      .select({ ...laneColumns, customer_name: appointments.customerName })
      .from(appointments)
      .where(liveAppointmentsTouchingDay(salon.id, date, until))
      .orderBy(asc(appointments.startTime)),
    blockClaimsTouchingDay(salon.id, date, until),
  ]);
  return { stations, stylists, appointments: [...rows, ...blocks] };
}

/** What the scheduling core reads of an appointment, without any customer data. */
export const laneColumns = {
  id: appointments.id,
  start_time: appointments.startTime,
  end_time: appointments.endTime,
  status: appointments.status,
  lane_key: appointments.laneKey,
  staff_id: appointments.staffId,
  processing_start_minutes: appointments.processingStartMinutes,
  processing_minutes: appointments.processingMinutes,
  buffer_minutes: appointments.bufferMinutes,
};

/**
 * The index-friendly condition for a salon's live appointments that can touch the calendar
 * day `date` in any zone: the day widened by 14 hours either side (every UTC offset), by
 * `until` when the caller's appointment runs later, and 24 hours back for the longest
 * appointment (4 more for its buffer). The scheduling core does the exact overlap test.
 */
export function liveAppointmentsTouchingDay(salonId: string, date: string, until?: Date) {
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  const from = new Date(dayUtc - 14 * HOUR);
  const to = new Date(Math.max(dayUtc + 38 * HOUR, until?.getTime() ?? 0));
  return and(
    eq(appointments.salonId, salonId),
    gte(appointments.startTime, new Date(from.getTime() - 24 * HOUR)),
    lt(appointments.startTime, to),
    // A buffer (at most 4 hours: services_buffer_range) holds the station past the end.
    gt(appointments.endTime, new Date(from.getTime() - 4 * HOUR)),
    ne(appointments.status, 'cancelled'),
  );
}
