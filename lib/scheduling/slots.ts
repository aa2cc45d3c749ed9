import { earliestBookableStart } from './booking-rules';
import { DEFAULT_TIMEZONE, SLOT_INTERVAL_MINUTES, effectiveDuration } from './constants';
import { busyByLane, busyIntervals, createConflictSweep, takenReason, type BusyInterval, type ConflictDescriber, type SchedulingAppointment } from './conflicts';
import { openHoursOn } from './dates';
import { handsOnSpans, layOutVisit, stationSpanEnd, type Segments, type VisitPart } from './segments';
import type { OpeningHours } from './opening-hours';
import { labelAt, timeLabels } from './time-of-day';
import { instantAtOrAfter, zonedToInstant } from './zoned-time';


export type TimeSlot = {
  time: string;
  start: Date;
  end: Date;
  available: boolean;
  reason?: string;
  /** With lanes: the lanes free for the whole slot, in the order given. */
  freeLanes?: string[];
  /** With stylist lanes: the stylists free and working for the whole slot, in the order given. */
  freeStylists?: string[];
  /** For a visit: each part's free stylists (the first is `freeStylists`), in the order given. */
  partStylists?: string[][];
};

/** A part of a visit as the slot finder takes it: its service's length and segments, and who may do it. */
export type SlotPart = VisitPart & { stylistLanes?: readonly string[] };

function firstConflict<A extends SchedulingAppointment>(found: (BusyInterval<A> | undefined)[]): BusyInterval<A> | undefined {
  const conflicts = found.filter((c) => c !== undefined);
  return conflicts.length ? earliest(conflicts) : undefined;
}

function earliest<A extends SchedulingAppointment>(conflicts: readonly BusyInterval<A>[]): BusyInterval<A> {
  return conflicts.reduce((first, c) => (c.start < first.start ? c : first));
}

/**
 * Time slots of one day, every SLOT_INTERVAL_MINUTES from opening, in the salon's zone.
 * - A slot is listed only if start + duration <= closing (durations add absolute time, so a
 *   slot crossing a clock change lasts exactly its duration).
 * - Slots starting at or before `now` are omitted, so a past time can never be picked; with
 *   `minNoticeMinutes` (the salon's minimum notice for online bookings) so are those starting
 *   sooner than now + notice: a visitor is shown only times they may book (no greyed-out row
 *   of too-soon times before the first one).
 * - Closed weekdays and days off give no slots; wall times in a DST gap give none; a repeated
 *   hour is offered once, at its first occurrence (see zonedToInstant).
 * - A slot overlapping a non-cancelled appointment (half-open: back-to-back is fine) is
 *   unavailable. Its reason comes from `describeConflict` given the earliest such appointment:
 *   by default only 'Already booked' (public pages); staff tools pass `conflictReason`.
 * - With `lanes` (lane keys, see lanes.ts bookableLanes) a slot is available while at least one
 *   lane is free for the whole slot; each slot lists its free lanes. No lanes: no slots. One
 *   sweep per lane: O(n log n + slots × lanes) for the day.
 * - With `stylistLanes` (stylists.ts: their appointments, blocks and off-duty time on their
 *   lanes) a slot also needs one free stylist; each slot lists them. No stylist: no slots.
 * - With `segments` (segments.ts) a lane is needed until the end of the buffer, a stylist only
 *   while hands-on: a gap inside someone's processing time is offered when the service fits it.
 * - With `visit` (instead of `durationMinutes`, `segments` and `stylistLanes`): several services
 *   laid end to end on one lane (segments.ts layOutVisit: only the last part's buffer), each part
 *   with its own stylist lanes; a time is offered only when one lane is free for the whole visit
 *   and every part has a free stylist. Each slot lists them per part (`partStylists`). The same
 *   sweeps, one per part's hands-on span and stylist: still one pass over the day.
 * - With `at`, only the slot at that wall time is made (a booking checks the one it asks for):
 *   the same slot, or none, as in the whole day's list.
 */
export function generateSlots<A extends SchedulingAppointment>({
  date,
  timeZone = DEFAULT_TIMEZONE,
  openingHours,
  daysOff,
  durationMinutes,
  segments = {},
  appointments = [],
  now,
  minNoticeMinutes = 0,
  excludeAppointmentId,
  describeConflict = takenReason,
  lanes,
  stylistLanes,
  visit,
  at,
}: {
  date: string;
  timeZone?: string;
  openingHours: OpeningHours;
  daysOff?: readonly string[] | null;
  durationMinutes?: number | null;
  segments?: Segments;
  appointments?: readonly A[];
  now: Date;
  minNoticeMinutes?: number;
  excludeAppointmentId?: string | null;
  describeConflict?: ConflictDescriber<A>;
  lanes?: readonly string[];
  stylistLanes?: readonly string[];
  visit?: readonly SlotPart[];
  at?: string;
}): TimeSlot[] {
  const hours = openHoursOn({ date, openingHours, daysOff });
  // A closing time inside a spring-forward gap closes when the clocks jump.
  const close = hours && (instantAtOrAfter(date, hours.end, timeZone)?.getTime() ?? null);
  const parts: readonly SlotPart[] = visit ?? [{ durationMinutes: durationMinutes ?? 0, ...segments, stylistLanes }];
  if (!hours || close === null || lanes?.length === 0 || parts.length === 0 || parts.some((part) => part.stylistLanes?.length === 0)) return [];
  const layout = layOutVisit(0, parts, (part) => effectiveDuration(part.durationMinutes));
  const duration = layout[layout.length - 1].end;
  const stationEnd = stationSpanEnd(duration, layout[layout.length - 1].segments);
  const busy = busyIntervals(appointments, excludeAppointmentId);
  const sweeps = busyByLane(busy, lanes).map(createConflictSweep);
  // One sweep per part, stylist and hands-on span: each sweep's queries must move forward.
  const stylistSweeps = layout.map(({ start, end, segments: kept }, i) => {
    const candidates = parts[i].stylistLanes;
    const handsOn = handsOnSpans(start, end, kept);
    return candidates ? { candidates, handsOn, sweeps: busyByLane(busy, candidates).map((inLane) => handsOn.map(() => createConflictSweep(inLane))) } : null;
  });
  const notBefore = earliestBookableStart(now, minNoticeMinutes).getTime();
  const slots: TimeSlot[] = [];
  const labels = at === undefined ? timeLabels(hours.start, hours.end, SLOT_INTERVAL_MINUTES) : labelAt(at, hours.start, hours.end, SLOT_INTERVAL_MINUTES);
  for (const time of labels) {
    const start = zonedToInstant(date, time, timeZone)?.getTime();
    if (start === undefined || start <= now.getTime() || start < notBefore) continue;
    const end = start + duration;
    if (end > close) break;
    const conflicts = sweeps.map((findConflict) => findConflict(start, start + stationEnd));
    const stylistConflicts = stylistSweeps.map((part) =>
      part ? part.sweeps.map((spans) => firstConflict(spans.map((findConflict, i) => findConflict(start + part.handsOn[i][0], start + part.handsOn[i][1])))) : [],
    );
    const free = lanes ? lanes.filter((_, i) => !conflicts[i]) : [];
    const freeStylists = stylistSweeps.map((part, i) => (part ? part.candidates.filter((_, k) => !stylistConflicts[i][k]) : []));
    const laneFree = conflicts.some((conflict) => !conflict);
    const unstaffed = stylistSweeps.findIndex((part, i) => part !== null && freeStylists[i].length === 0);
    const available = laneFree && unstaffed < 0;
    const conflict = available ? undefined : earliest((laneFree ? stylistConflicts[unstaffed] : conflicts) as BusyInterval<A>[]);
    slots.push({
      time,
      start: new Date(start),
      end: new Date(end),
      available,
      ...(conflict ? { reason: describeConflict(conflict, timeZone) } : {}),
      ...(lanes ? { freeLanes: free } : {}),
      ...(stylistSweeps[0] ? { freeStylists: freeStylists[0] } : {}),
      ...(visit ? { partStylists: freeStylists } : {}),
    });
  }
  return slots;
}
