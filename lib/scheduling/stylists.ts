import type { NamedAppointment, SchedulingAppointment } from './conflicts';
import { WEEKDAYS } from './opening-hours';
import { instantAtOrAfter, weekdayOf } from './zoned-time';

/**
 * Stylists (DESIGN §9): each is a lane of their own, keyed by their user id, beside the station
 * lanes. A time is free for a stylist while their lane holds no appointment or block and they
 * work then; the time they do not work is laid on their lane as off-duty claims, so one sweep
 * answers both. The database has the same rules (stylist_can_serve, stylist_works).
 */

/** One span of a stylist's week: ISO weekday (1 = Monday … 7 = Sunday), wall-clock 'HH:mm'. */
export type WorkingSpan = { weekday: number; from: string; to: string };

/** A bookable member as the core sees them; `serviceIds` empty means every service. */
export type SchedulingStylist = {
  id: string;
  name: string;
  serviceIds: readonly string[];
  hours: readonly WorkingSpan[];
  daysOff: readonly string[];
};

const HOUR = 3_600_000;

/** Whether the stylist does the service: every service when none is listed (stylist_can_serve). */
export function stylistDoes(stylist: Pick<SchedulingStylist, 'serviceIds'>, serviceId: string | null | undefined): boolean {
  return !serviceId || stylist.serviceIds.length === 0 || stylist.serviceIds.includes(serviceId);
}

/** Stylist lanes a booking may use: who does the service, narrowed to `stylistId` when one is asked for. */
export function bookableStylists(
  stylists: readonly SchedulingStylist[],
  { serviceId, stylistId }: { serviceId?: string | null; stylistId?: string | null },
): string[] {
  return stylists.filter((s) => stylistDoes(s, serviceId) && (!stylistId || s.id === stylistId)).map((s) => s.id);
}

/** ISO weekday of a date string (1 = Monday), or null. */
export function isoWeekday(date: string): number | null {
  const weekday = weekdayOf(date);
  return weekday ? WEEKDAYS.indexOf(weekday) + 1 : null;
}

/** Whether the stylist works at all on `date`: a weekly span on its weekday, and not one of their days off. */
export function worksOn(stylist: Pick<SchedulingStylist, 'hours' | 'daysOff'>, date: string): boolean {
  const weekday = isoWeekday(date);
  return weekday !== null && !stylist.daysOff.includes(date) && stylist.hours.some((span) => span.weekday === weekday);
}

/** The instants the stylist works on `date` in the zone, earliest first; none on a day off. */
export function workingIntervals(stylist: SchedulingStylist, date: string, timeZone: string): { start: number; end: number }[] {
  const weekday = isoWeekday(date);
  if (weekday === null || stylist.daysOff.includes(date)) return [];
  const intervals: { start: number; end: number }[] = [];
  for (const span of stylist.hours) {
    if (span.weekday !== weekday) continue;
    const start = instantAtOrAfter(date, span.from, timeZone)?.getTime();
    const end = instantAtOrAfter(date, span.to, timeZone)?.getTime();
    if (start !== undefined && end !== undefined && end > start) intervals.push({ start, end });
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/**
 * The stylist's lane outside their working time around `date` (from two days before to two
 * after, wider than any query of that day), as claims the lane sweep treats like appointments.
 * `customer_name` holds the stylist's name for staff-side reasons (conflictReason).
 */
export function offDutyClaims(stylist: SchedulingStylist, date: string, timeZone: string): NamedAppointment[] {
  const midnight = instantAtOrAfter(date, '00:00', timeZone)?.getTime() ?? Date.parse(`${date}T00:00:00Z`);
  const claims: NamedAppointment[] = [];
  const add = (start: number, end: number) => {
    if (end <= start) return;
    claims.push({
      id: `off-duty:${stylist.id}:${claims.length}`,
      start_time: new Date(start),
      end_time: new Date(end),
      status: 'off-duty',
      lane_key: stylist.id,
      customer_name: stylist.name,
      offDuty: true,
    });
  };
  let cursor = midnight - 48 * HOUR;
  for (const { start, end } of workingIntervals(stylist, date, timeZone)) {
    add(cursor, start);
    cursor = Math.max(cursor, end);
  }
  add(cursor, midnight + 72 * HOUR);
  return claims;
}

/**
 * "Any stylist" chooses fairly: the free stylists ordered by how many appointments they have
 * among `appointments` (the day's), fewest first; ties keep the given order.
 */
export function leastBookedFirst(free: readonly string[], appointments: readonly SchedulingAppointment[]): string[] {
  const load = new Map(free.map((id) => [id, 0]));
  for (const a of appointments) {
    if (a.blocked || a.offDuty || a.status === 'cancelled') continue;
    for (const key of [a.lane_key, a.staff_id]) {
      const count = key ? load.get(key) : undefined;
      if (count !== undefined) load.set(key!, count + 1);
    }
  }
  return [...free].sort((a, b) => load.get(a)! - load.get(b)!);
}
