import 'server-only';
import { fail, ok, type ActionFailure, type ActionResult } from '@/lib/result';
import { message, type Message } from '@/lib/i18n/message';
import { addDays } from '@/lib/scheduling/zoned-time';
import { parseTimeOfDay } from '@/lib/scheduling/time-of-day';
import { effectiveDuration } from '@/lib/scheduling';
import { EDIT_RESULT_MESSAGES, OUTSIDE_HOURS_CODE } from '@/lib/validation/appointment-edit';
import { STAFF_ROLES } from '@/lib/server/roles';
import { assertRole, scopedSalonId, type Caller } from '@/lib/server/access';
import { writeAs } from '@/lib/data-internal/change-actor';
import { freeLanesFor, loadLaneSalon, loadSalonService } from '@/lib/data-internal/lane-placement';
import { queueSeriesConfirmation, readSalonForMessages } from '@/features/messages/queue';
import { SERIES_ALTERNATIVE_DAYS, SERIES_MESSAGES, seriesDays, type AppointmentSeriesInput } from '@/features/appointments/schema/appointment-series';
import type { Db } from '@/lib/db/client';
import { checkAppointmentAvailability } from './appointment-edits';
import { prepareStaffAppointment, type PreparedStaffBooking, type StaffBookedAppointment } from './staff-bookings';
import { randomUUID } from 'node:crypto';

/**
 * Standing appointments (issue 36): a New appointment booking repeated every N weeks. Each
 * occurrence is an ordinary staff booking: prepared and checked by staff-bookings.ts, written by
 * its insert under the same database constraints; the series only adds the dates, the staff's
 * choice for the unplaceable ones, one transaction around all the inserts and one confirmation.
 */

export type SeriesOccurrence = { date: string; time: string };

/** An occurrence as the check lists it: placeable, or why not and the nearest free time instead (null: none within the window). */
export type OccurrenceCheck = SeriesOccurrence & ({ placeable: true } | { placeable: false; reason: string; alternative: SeriesOccurrence | null });

export type BookedSeries = { seriesId: string; appointments: StaffBookedAppointment[] };

/** A checked occurrence: the lanes to try, or the failure that keeps it out. */
type Planned = { occurrence: SeriesOccurrence; prepared: PreparedStaffBooking; lanes: (string | null)[] } | { occurrence: SeriesOccurrence; failure: ActionFailure };

/** Failures of one occurrence (its day); any other (the service, the stylist, the station) refuses the whole series. */
const OCCURRENCE_FAILURES = new Set(['SLOT_TAKEN', OUTSIDE_HOURS_CODE, 'INVALID_TIME']);

/** The occurrences to book: the planned days at the time asked, less the skipped ones, the moved ones on their new day and time. */
function occurrencesOf(input: AppointmentSeriesInput): SeriesOccurrence[] | ActionFailure {
  const days = seriesDays(input);
  const chosen = [...input.skip, ...input.moves.map((move) => move.from)];
  if (chosen.some((day) => !days.includes(day))) return fail('VALIDATION_ERROR', SERIES_MESSAGES.notOccurrence, { skip: SERIES_MESSAGES.notOccurrence });
  return days
    .filter((day) => !input.skip.includes(day))
    .map((day) => input.moves.find((move) => move.from === day) ?? { date: day, time: input.appointment_time })
    .map(({ date, time }) => ({ date, time }));
}

/** Each occurrence checked as its single booking would be, one after the other (no write). */
async function planned(caller: Caller | null, input: AppointmentSeriesInput, occurrences: readonly SeriesOccurrence[], now: Date, seriesId: string | null): Promise<Planned[] | ActionFailure> {
  const plans: Planned[] = [];
  for (const occurrence of occurrences) {
    const single = { ...input, appointment_date: occurrence.date, appointment_time: occurrence.time };
    const prepared = await prepareStaffAppointment(caller, single, now, { confirmation: false, seriesId });
    const lanes = prepared.ok ? await freeLanesFor(prepared.data.placement) : prepared;
    if (Array.isArray(lanes) && prepared.ok) plans.push({ occurrence, prepared: prepared.data, lanes });
    else if (!Array.isArray(lanes) && OCCURRENCE_FAILURES.has(lanes.code)) plans.push({ occurrence, failure: lanes });
    else if (!Array.isArray(lanes)) return lanes;
  }
  return plans;
}

/**
 * The series' check before anything is saved: every occurrence placeable or not, and for one
 * that is not, its reason and the nearest free time that day or on the SERIES_ALTERNATIVE_DAYS
 * after it (for the service, its length, the stylist and station asked).
 */
export async function checkAppointmentSeries(caller: Caller | null, input: AppointmentSeriesInput, now = new Date()): Promise<ActionResult<{ occurrences: OccurrenceCheck[] }>> {
  const occurrences = occurrencesOf(input);
  if (!Array.isArray(occurrences)) return occurrences;
  const plans = await planned(caller, input, occurrences, now, null);
  if (!Array.isArray(plans)) return plans;
  const checks: OccurrenceCheck[] = [];
  for (const plan of plans) {
    if ('lanes' in plan) checks.push({ ...plan.occurrence, placeable: true });
    else checks.push({ ...plan.occurrence, placeable: false, ...(await alternativeFor(caller, input, plan, now)) });
  }
  return ok({ occurrences: checks });
}

/** The bare reason an occurrence cannot be placed, and the free time nearest to it (the day's Edit check, day by day). */
async function alternativeFor(caller: Caller | null, input: AppointmentSeriesInput, { occurrence, failure }: { occurrence: SeriesOccurrence; failure: ActionFailure }, now: Date) {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const service = await loadSalonService(salonId, input.service_id);
  const durationMinutes = input.custom_duration ?? effectiveDuration(service?.durationMinutes);
  const asked = { salonId: input.salonId, durationMinutes, excludeAppointmentId: null, stationId: input.station_id, stylistId: input.staff_id, serviceId: input.service_id };
  let reason = failure.code === 'SLOT_TAKEN' ? null : failure.message;
  for (let offset = 0; offset <= SERIES_ALTERNATIVE_DAYS; offset++) {
    const date = addDays(occurrence.date, offset);
    const day = await checkAppointmentAvailability(caller, { ...asked, date, time: offset === 0 ? occurrence.time : null }, now);
    reason ??= day.message;
    const time = nearest(day.suggestions.filter((candidate) => offset > 0 || candidate !== occurrence.time), occurrence.time);
    if (time) return { reason, alternative: { date, time } };
  }
  return { reason: reason ?? failure.message, alternative: null };
}

function nearest(times: readonly string[], to: string): string | null {
  const target = parseTimeOfDay(to) ?? 0;
  const distance = (time: string) => Math.abs((parseTimeOfDay(time) ?? 0) - target);
  return times.reduce<string | null>((best, time) => (best === null || distance(time) < distance(best) ? time : best), null);
}

/** An occurrence lost at save time: the transaction is undone and the series refused, naming it. */
class OccurrenceLost extends Error {
  constructor(readonly occurrence: SeriesOccurrence, readonly failure: ActionFailure) {
    super('occurrence lost');
  }
}

/**
 * Books a series all-or-nothing. Every occurrence (after staff's skips and moves) is checked as a
 * single booking; while one cannot be placed nothing is saved and the refusal names each such
 * occurrence. Then ONE transaction inserts them through the single booking's insert (each in a
 * savepoint, trying its free lanes in turn) with the series' one confirmation: an insert the
 * exclusion constraint refuses (a parallel booking took the time since the check) undoes the
 * whole series, and the refusal names that occurrence.
 */
export async function createAppointmentSeries(caller: Caller | null, input: AppointmentSeriesInput, now = new Date()): Promise<ActionResult<BookedSeries>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const occurrences = occurrencesOf(input);
  if (!Array.isArray(occurrences)) return occurrences;
  const seriesId = randomUUID();
  const plans = await planned(caller, input, occurrences, now, seriesId);
  if (!Array.isArray(plans)) return plans;
  const refused = plans.filter((plan) => 'failure' in plan);
  if (refused.length) return seriesRefusal(caller, input, refused, now);
  const placed = plans.filter((plan) => 'lanes' in plan);
  if (!placed.length) return fail('VALIDATION_ERROR', SERIES_MESSAGES.notOccurrence, { skip: SERIES_MESSAGES.notOccurrence });

  const salon = await loadLaneSalon(salonId);
  try {
    const appointments = await writeAs(
      { userId },
      async (tx) => {
        const written: StaffBookedAppointment[] = [];
        for (const plan of placed) written.push(await writtenOnAFreeLane(plan, tx));
        const first = placed[0].prepared;
        const forMessages = first.values.customerEmail ? await readSalonForMessages(tx, salonId, input.staff_id) : null;
        if (forMessages) {
          const facts = {
            ...{ id: first.values.id!, manageToken: first.values.manageToken!, salonId, timezone: salon.timezone, salon: forMessages.contact, stylistsEnabled: forMessages.stylistsEnabled },
            ...{ serviceName: first.serviceName, customerName: input.customer_name, customerEmail: input.customer_email, customerPhone: input.customer_phone },
            ...{ start: first.values.startTime, end: first.values.endTime, staffId: input.staff_id, stylistName: forMessages.stylistName, language: input.language },
          };
          await queueSeriesConfirmation(tx, facts, placed.map(({ prepared }) => ({ start: prepared.values.startTime, manageToken: prepared.values.manageToken! })), now);
        }
        return written;
      },
      { outsideHoursConfirmed: input.outside_hours_confirmed },
    );
    return ok({ seriesId, appointments });
  } catch (error) {
    if (error instanceof OccurrenceLost) return seriesRefusal(caller, input, [error], now);
    throw error;
  }
}

/** One occurrence inserted in the series' transaction on the first of its lanes that holds; OccurrenceLost when none does. */
async function writtenOnAFreeLane({ occurrence, prepared, lanes }: { occurrence: SeriesOccurrence; prepared: PreparedStaffBooking; lanes: (string | null)[] }, tx: Db) {
  for (const stationId of lanes) {
    const written = await prepared.write(stationId, tx);
    if (written?.ok) return written.data;
    if (written) throw new OccurrenceLost(occurrence, written);
  }
  throw new OccurrenceLost(occurrence, fail('SLOT_TAKEN', EDIT_RESULT_MESSAGES.slotTaken));
}

/** 'Nothing was booked. These dates cannot be booked: 4 Jan 2027 10:00: Conflicts with …', each with its bare reason as the check words it. */
async function seriesRefusal(caller: Caller | null, input: AppointmentSeriesInput, refused: readonly { occurrence: SeriesOccurrence; failure: ActionFailure }[], now: Date): Promise<ActionFailure> {
  const named: Message[] = [];
  for (const one of refused) {
    const { reason } = await alternativeFor(caller, input, one, now);
    named.push(message('Errors.series.occurrence', { day: one.occurrence.date, time: one.occurrence.time, reason: [reason as Message] }));
  }
  return fail('SERIES_COLLISION', message('Errors.series.refused', { occurrences: named }));
}
