import { message, type Message } from '@/lib/i18n/message';
import { effectiveDuration } from './constants';
import { handsOnSpans, stationSpanEnd, type Segments } from './segments';
import { parseTimeOfDay, timeLabels } from './time-of-day';
import { instantToZonedParts, isDateString, zonedToInstant } from './zoned-time';

const MINUTE = 60_000;

/** The appointment fields the scheduling core reads. Strings must carry an offset (ISO 8601). */
export type SchedulingAppointment = {
  id: string;
  start_time: Date | string;
  end_time: Date | string;
  status: string | null;
  /**
   * The lane it occupies (appointments.lane_key: its station, or the salon in a one-lane salon).
   * Needed whenever lanes are passed; appointments of other lanes never block.
   */
  lane_key?: string | null;
  /** Its stylist: the appointment occupies that stylist's lane too (see stylists.ts), while hands-on. */
  staff_id?: string | null;
  /** Its segments as booked (appointments.processing_*, buffer_minutes; see segments.ts). */
  processing_start_minutes?: number | null;
  processing_minutes?: number | null;
  buffer_minutes?: number | null;
  /** Staff-side only: public queries never select it (spec departure: no names on public pages). */
  customer_name?: string;
  /** A time block's claim on the lane (staff-side: `customer_name` then holds its reason). */
  blocked?: boolean;
  /** Time a stylist does not work, on their lane (`customer_name` then holds their name). */
  offDuty?: boolean;
};

/** An appointment whose customer may be named (staff-side tools). */
export type NamedAppointment = SchedulingAppointment & { customer_name: string };

/** Spec point 3 "Availability result". */
export type AvailabilityResult<A extends SchedulingAppointment = SchedulingAppointment> = {
  isAvailable: boolean;
  conflictingAppointments: A[];
  /** Why not (or that it is free), for staff; visitor pages never show it. */
  message: Message;
  /** With lanes: the lanes free for the whole duration, in the order given (first = suggested). */
  freeLaneKeys?: string[];
  /** With stylist lanes: the stylists free and working for the whole duration, in the order given. */
  freeStylistIds?: string[];
};

export const INVALID_TIME_MESSAGE = message('FormErrors.appointment.timeFormatInvalid');
export const NONEXISTENT_TIME_MESSAGE = message('FormErrors.appointment.nonexistentTime');
export const AVAILABLE_MESSAGE = message('FormErrors.appointment.available');
export const NO_LANE_MESSAGE = message('FormErrors.appointment.noStation');
export const NO_STYLIST_MESSAGE = message('FormErrors.appointment.noStylist');

/** Spec point 9: reschedule candidates are the 18 half-hours from 09:00 to 17:30. */
export const RESCHEDULE_CANDIDATE_TIMES = timeLabels('09:00', '18:00', 30);

/** An appointment that blocks time, as epoch-ms bounds. */
export type BusyInterval<A extends SchedulingAppointment = SchedulingAppointment> = {
  start: number;
  end: number;
  appointment: A;
};

/** Half-open intervals [start, end): back-to-back appointments do not overlap. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Appointments that block time: not cancelled, not the excluded one (the appointment being
 * rescheduled) and with valid bounds. Unparseable rows are skipped.
 */
export function busyIntervals<A extends SchedulingAppointment>(
  appointments: readonly A[],
  excludeAppointmentId?: string | null,
): BusyInterval<A>[] {
  const busy: BusyInterval<A>[] = [];
  for (const appointment of appointments) {
    if (appointment.status === 'cancelled' || appointment.id === excludeAppointmentId) continue;
    const start = new Date(appointment.start_time).getTime();
    const end = new Date(appointment.end_time).getTime();
    if (Number.isFinite(start) && Number.isFinite(end)) busy.push({ start, end, appointment });
  }
  return busy;
}

function segmentsOf(appointment: SchedulingAppointment): Segments {
  return {
    processingStartMinutes: appointment.processing_start_minutes,
    processingMinutes: appointment.processing_minutes,
    bufferMinutes: appointment.buffer_minutes,
  };
}

/** What an appointment holds of its station: its time and its buffer after. */
function onStation<A extends SchedulingAppointment>(interval: BusyInterval<A>): BusyInterval<A> {
  const end = stationSpanEnd(interval.end, segmentsOf(interval.appointment));
  return end === interval.end ? interval : { ...interval, end };
}

/** What an appointment holds of its stylist: the hands-on spans, not the processing time. */
function onStylist<A extends SchedulingAppointment>(interval: BusyInterval<A>): BusyInterval<A>[] {
  return handsOnSpans(interval.start, interval.end, segmentsOf(interval.appointment)).map(([start, end]) => ({ ...interval, start, end }));
}

/**
 * Busy intervals per lane, aligned with `lanes`; appointments of other lanes are dropped. An
 * appointment holds its lane (`lane_key`) with its buffer and, with a stylist, the stylist's lane
 * (`staff_id`) while hands-on: the claims the database keeps (segments.ts).
 * Without lanes the salon is one lane holding every appointment given.
 */
export function busyByLane<A extends SchedulingAppointment>(
  busy: readonly BusyInterval<A>[],
  lanes?: readonly string[],
): BusyInterval<A>[][] {
  if (!lanes) return [busy.map(onStation)];
  const index = new Map(lanes.map((lane, i) => [lane, i]));
  const grouped: BusyInterval<A>[][] = lanes.map(() => []);
  for (const interval of busy) {
    const { lane_key: lane, staff_id: stylist } = interval.appointment;
    const onLane = lane ? index.get(lane) : undefined;
    if (onLane !== undefined) grouped[onLane].push(onStation(interval));
    const onStylistLane = stylist ? index.get(stylist) : undefined;
    if (onStylistLane !== undefined) grouped[onStylistLane].push(...onStylist(interval));
  }
  return grouped;
}

function zonedRange(interval: BusyInterval, timeZone: string): string {
  const from = instantToZonedParts(new Date(interval.start), timeZone).time;
  const to = instantToZonedParts(new Date(interval.end), timeZone).time;
  return `${from} - ${to}`;
}

/** Spec point 5 reason, for staff: 'Conflicts with {customer}'s appointment (HH:mm - HH:mm)'. */
export function conflictReason(interval: BusyInterval<NamedAppointment>, timeZone: string): Message {
  const range = zonedRange(interval, timeZone);
  if (interval.appointment.blocked) return message('FormErrors.appointment.blockedTime', { range });
  if (interval.appointment.offDuty) return message('FormErrors.appointment.notWorking', { name: interval.appointment.customer_name });
  return message('FormErrors.appointment.conflictsWith', { customer: interval.appointment.customer_name, range });
}

/** The public reason (the catalogues' words: visitor pages render it). */
export const TAKEN_REASON = message('Server.alreadyBooked');

/** The name a time block's claim carries in place of a customer's (never shown: conflictReason words blocked time). */
export const BLOCKED_TIME_LABEL = 'Blocked time';

/** The public reason: that the time is taken, never by whom. */
export function takenReason(): Message {
  return TAKEN_REASON;
}

/** Turns a blocking appointment into the text shown beside an unavailable time. */
export type ConflictDescriber<A extends SchedulingAppointment> = (interval: BusyInterval<A>, timeZone: string) => Message;

/**
 * A finder for the earliest-starting busy interval overlapping [start, end), for queries whose
 * start and end never decrease (a day's slots in order). Sorts once; then each interval is
 * passed at most once, so a day costs O(n log n + slots).
 */
export function createConflictSweep<A extends SchedulingAppointment>(
  intervals: readonly BusyInterval<A>[],
): (start: number, end: number) => BusyInterval<A> | undefined {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let admitted = 0; // sorted[0..admitted) start before the current query's end
  let head = 0; // sorted[0..head) end before the current query's start: never overlap again
  return (start, end) => {
    while (admitted < sorted.length && sorted[admitted].start < end) admitted++;
    while (head < admitted && sorted[head].end <= start) head++;
    // sorted[head] starts before `end` and ends after `start`: it overlaps (see `overlaps`).
    return head < admitted ? sorted[head] : undefined;
  };
}

function overlapping<A extends SchedulingAppointment>(
  start: number,
  end: number,
  appointments: readonly A[],
  excludeAppointmentId?: string | null,
): BusyInterval<A>[] {
  return busyIntervals(appointments, excludeAppointmentId)
    .filter((b) => overlaps(b.start, b.end, start, end))
    .sort((a, b) => a.start - b.start);
}

/** Busy appointments overlapping [start, end), earliest first. */
export function findConflicts<A extends SchedulingAppointment>({
  start,
  end,
  appointments,
  excludeAppointmentId,
}: {
  start: Date;
  end: Date;
  appointments: readonly A[];
  excludeAppointmentId?: string | null;
}): A[] {
  return overlapping(start.getTime(), end.getTime(), appointments, excludeAppointmentId).map((b) => b.appointment);
}

/** The busy intervals of each lane that overlap one of `spans` ([start, end) pairs). */
function overlapsByLane<A extends SchedulingAppointment>(busy: readonly BusyInterval<A>[], lanes: readonly string[] | undefined, spans: [number, number][]) {
  return busyByLane(busy, lanes).map((inLane) => inLane.filter((b) => spans.some(([start, end]) => overlaps(b.start, b.end, start, end))));
}

/** A day's question to the availability check: its bookings, their lanes and the length asked for. */
type ConflictQuery<A> = {
  date: string;
  durationMinutes?: number | null;
  /** The service's processing time and buffer (segments.ts): the stylist is needed while hands-on, the station with the buffer. */
  segments?: Segments;
  timeZone: string;
  appointments: readonly A[];
  excludeAppointmentId?: string | null;
  lanes?: readonly string[];
  stylistLanes?: readonly string[];
};

/**
 * Availability of one proposed appointment (date 'yyyy-MM-dd', time 'HH:mm' in `timeZone`).
 * With `lanes` (see lanes.ts bookableLanes) it is available while at least one lane is free for
 * the whole duration; the conflicts are then every overlapping appointment of those lanes. With
 * `stylistLanes` (stylists.ts) one of those must be free too (off-duty time counts as busy),
 * while hands-on (`segments`).
 */
export function checkTimeConflict<A extends NamedAppointment>({
  date,
  time,
  durationMinutes,
  segments = {},
  timeZone,
  appointments,
  excludeAppointmentId,
  lanes,
  stylistLanes,
}: ConflictQuery<A> & { time: string }): AvailabilityResult<A> {
  const withLanes = (free: string[], freeStylists: string[]) => ({
    ...(lanes ? { freeLaneKeys: free } : {}),
    ...(stylistLanes ? { freeStylistIds: freeStylists } : {}),
  });
  const unavailable = (message: Message) => ({ isAvailable: false, conflictingAppointments: [], message, ...withLanes([], []) });
  if (!isDateString(date) || parseTimeOfDay(time) === null) return unavailable(INVALID_TIME_MESSAGE);
  const start = zonedToInstant(date, time, timeZone);
  if (!start) return unavailable(NONEXISTENT_TIME_MESSAGE);
  if (lanes?.length === 0) return unavailable(NO_LANE_MESSAGE);
  if (stylistLanes?.length === 0) return unavailable(NO_STYLIST_MESSAGE);
  const end = start.getTime() + effectiveDuration(durationMinutes) * MINUTE;
  const busy = busyIntervals(appointments, excludeAppointmentId);
  const perLane = overlapsByLane(busy, lanes, [[start.getTime(), stationSpanEnd(end, segments)]]);
  const perStylist = stylistLanes ? overlapsByLane(busy, stylistLanes, handsOnSpans(start.getTime(), end, segments)) : [[]];
  const free = (lanes ?? []).filter((_, i) => perLane[i].length === 0);
  const freeStylists = (stylistLanes ?? []).filter((_, i) => perStylist[i].length === 0);
  const blocking = [perLane, perStylist].find((group) => !group.some((inLane) => inLane.length === 0));
  if (!blocking) {
    return { isAvailable: true, conflictingAppointments: [], message: AVAILABLE_MESSAGE, ...withLanes(free, freeStylists) };
  }
  const conflicts = blocking.flat().sort((a, b) => a.start - b.start);
  return {
    isAvailable: false,
    conflictingAppointments: conflicts.map((b) => b.appointment),
    message: conflictReason(conflicts[0], timeZone),
    ...withLanes([], []),
  };
}

/**
 * Spec point 9 reschedule suggestions: the free candidates among RESCHEDULE_CANDIDATE_TIMES.
 * With `now`, candidates that have already started are dropped.
 */
export function suggestTimes<A extends NamedAppointment>(input: ConflictQuery<A> & { now?: Date }): string[] {
  return RESCHEDULE_CANDIDATE_TIMES.filter((time) => {
    const start = zonedToInstant(input.date, time, input.timeZone);
    if (input.now && start && start <= input.now) return false;
    return checkTimeConflict({ ...input, time }).isAvailable;
  });
}
