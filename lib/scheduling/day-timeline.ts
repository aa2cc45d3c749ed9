/**
 * The selected day as a salon sees it: a lane per station on a time axis
 * across the opening hours, so a free chair shows at a glance. Wall-clock times in the zone.
 */
import type { DayHours } from './opening-hours';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day';
import { instantToZonedParts } from './zoned-time';

const DAY_MINUTES = 24 * 60;

type Timed = { startTime: Date; endTime: Date };

/** The axis of a day in minutes after midnight, whole hours, with a label per hour. */
export type TimelineAxis = { startMinutes: number; endMinutes: number; hourLabels: string[] };

/** Minutes after midnight of `date` at which `instant` falls (clamped to the day). */
function minuteOfDay(instant: Date, date: string, timeZone: string): number {
  const parts = instantToZonedParts(instant, timeZone);
  if (parts.date < date) return 0;
  if (parts.date > date) return DAY_MINUTES;
  return parseTimeOfDay(parts.time) ?? 0;
}

/**
 * The opening hours of `date`, widened to whole hours and to any appointment outside them;
 * null for a day with neither.
 */
export function timelineAxis(date: string, hours: DayHours, appointments: readonly Timed[], timeZone: string): TimelineAxis | null {
  const starts = appointments.map((a) => minuteOfDay(a.startTime, date, timeZone));
  const ends = appointments.map((a) => minuteOfDay(a.endTime, date, timeZone));
  if (hours) {
    starts.push(parseTimeOfDay(hours.start)!);
    ends.push(parseTimeOfDay(hours.end)!);
  }
  if (!starts.length) return null;
  const startMinutes = Math.floor(Math.min(...starts) / 60) * 60;
  const endMinutes = Math.min(DAY_MINUTES, Math.max(startMinutes + 60, Math.ceil(Math.max(...ends) / 60) * 60));
  const hourLabels: string[] = [];
  for (let m = startMinutes; m < endMinutes; m += 60) hourLabels.push(formatTimeOfDay(m));
  return { startMinutes, endMinutes, hourLabels };
}

/** Where an appointment sits on the axis, in percent of its width. */
export function timelinePlacement(appointment: Timed, date: string, axis: TimelineAxis, timeZone: string): { leftPercent: number; widthPercent: number } {
  const span = axis.endMinutes - axis.startMinutes;
  const clamp = (m: number) => Math.min(axis.endMinutes, Math.max(axis.startMinutes, m));
  const start = clamp(minuteOfDay(appointment.startTime, date, timeZone));
  const end = clamp(minuteOfDay(appointment.endTime, date, timeZone));
  return { leftPercent: ((start - axis.startMinutes) / span) * 100, widthPercent: (Math.max(end - start, 0) / span) * 100 };
}

export type Lane<A> = { id: string | null; name: string; appointments: A[] };

/**
 * A lane per resource given (in that order), plus a lane for one that is no longer offered but
 * still holds an appointment, plus `noneName` when an appointment has none.
 */
function lanesOf<A>(appointments: readonly A[], resources: readonly { id: string; name: string }[], laneOf: (a: A) => { id: string | null; name: string | null }, noneName: string): Lane<A>[] {
  const lanes = new Map<string | null, Lane<A>>(resources.map((resource) => [resource.id, { id: resource.id, name: resource.name, appointments: [] }]));
  for (const appointment of appointments) {
    const { id, name } = laneOf(appointment);
    const lane = lanes.get(id) ?? { id, name: id ? (name ?? noneName) : noneName, appointments: [] };
    lane.appointments.push(appointment);
    lanes.set(id, lane);
  }
  return [...lanes.values()];
}

/** One lane per active station, plus an inactive station that still holds an appointment, plus `noneName` (the reader's 'No station'). */
export function stationLanes<A extends { stationId: string | null; stationName: string | null }>(
  appointments: readonly A[],
  stations: readonly { id: string; name: string; isActive: boolean }[],
  noneName: string,
): Lane<A>[] {
  const active = stations.filter((station) => station.isActive);
  return lanesOf(appointments, active, (a) => ({ id: a.stationId, name: a.stationName }), noneName);
}

/** One lane per bookable stylist, plus a member no longer bookable who still holds an appointment, plus `noneName` (the reader's 'No stylist'). */
export function stylistLanes<A extends { staffId: string | null; staffName: string | null }>(appointments: readonly A[], stylists: readonly { id: string; name: string }[], noneName: string): Lane<A>[] {
  return lanesOf(appointments, stylists, (a) => ({ id: a.staffId, name: a.staffName }), noneName);
}

/** Minutes a click on an empty place of the timeline is rounded down to. */
export const TIMELINE_PICK_MINUTES = 15;

/** The wall time ('HH:mm') at `fraction` (0 to 1) of the axis' width, rounded down to TIMELINE_PICK_MINUTES. */
export function timelineTimeAt(axis: TimelineAxis, fraction: number): string {
  const span = axis.endMinutes - axis.startMinutes;
  const offset = Math.floor((Math.min(Math.max(fraction, 0), 1) * span) / TIMELINE_PICK_MINUTES) * TIMELINE_PICK_MINUTES;
  return formatTimeOfDay(Math.min(axis.startMinutes + offset, axis.endMinutes - TIMELINE_PICK_MINUTES));
}
