import 'server-only';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fail, ok, type ActionFailure, type ActionResult } from '@/lib/result';
import { message, type Message } from '@/lib/i18n/message';
import { getDb, type Db } from '@/lib/db/client';
import { appointments, services, type AppointmentStatus } from '@/lib/db/schema';
import { detectChanges, type ChangeSnapshot, type ChangeType } from '@/features/messages/drafts/change-detection';
import { wallTimeOf, type WallTime } from '@/lib/scheduling/zoned-time';
import { UNKNOWN_SERVICE } from '@/lib/format/money';
import { conflictReason, effectiveDuration, outsideOpeningHours, zonedToInstant, NONEXISTENT_TIME_MESSAGE, type NamedAppointment } from '@/lib/scheduling';
import { EDIT_APPOINTMENT_MESSAGES, EDIT_RESULT_MESSAGES, OUTSIDE_HOURS_CODE, type AppointmentEdit, type AvailabilityCheckInput } from '@/lib/validation/appointment-edit';
import { STAFF_ROLES } from '@/lib/server/roles';
import { AccessError, assertRole, isGuid, scopedSalonId, type Caller } from '@/lib/server/access';
import { classifyDbError } from '@/lib/server/db-errors';
import { writeAs, type ChangeActor } from '@/lib/data-internal/change-actor';
import { appointmentCustomerColumns, type AppointmentCustomer } from '@/lib/data-internal/appointment-customer-columns';
import { loadLaneDay } from '@/lib/data-internal/lane-day';
import { checkOnLanes, freeLanesFor, loadLaneSalon, loadSalonService, placementRefusal, refusedResource, writeOnFreeLane, type LaneSalon, type Placement } from '@/lib/data-internal/lane-placement';
import { readOpeningHours, refuseUnconfirmedOutsideHours } from '@/lib/data-internal/opening-hours-guard';
import { staffVisitTimes } from './staff-visits';
import { queueAppointmentMessages, queueSeriesChange, type ClientNotice } from '@/features/messages/queue';

const MINUTE = 60_000;

/** An appointment as the edit dialog shows it after a save. */
export type EditedAppointment = {
  id: string;
  serviceId: string | null;
  /** Without a service: the message 'Unknown Service' (UNKNOWN_SERVICE.name). */
  serviceName: string;
  /** Minutes it takes: the custom duration, else the service's. */
  durationMinutes: number;
  customDurationMinutes: number | null;
  startTime: Date;
  endTime: Date;
  status: AppointmentStatus;
  location: string | null;
  stationId: string | null;
  staffId: string | null;
} & AppointmentCustomer;

/** `seriesChanged`: how many occurrences of a standing appointment the edit changed (with the rest of the series). */
export type AppointmentEditResult = ActionResult<{ appointment: EditedAppointment; changes: ChangeType[]; seriesChanged?: number }>;

/** Appointments of the salon with their services, as an edit reads them. */
async function storedAppointments(salonId: string, where: SQL | undefined) {
  const db = await getDb();
  return db
    .select({
      id: appointments.id,
      serviceId: appointments.serviceId,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      customDurationMinutes: appointments.customDurationMinutes,
      stationId: appointments.stationId,
      staffId: appointments.staffId,
      seriesId: appointments.seriesId,
      serviceName: services.name,
      serviceDuration: services.durationMinutes,
      servicePrice: services.price,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.salonId, salonId), where))
    .orderBy(appointments.startTime);
}

type StoredAppointment = Awaited<ReturnType<typeof storedAppointments>>[number];

/** The appointment with its service, only when it is the salon's; NOT_FOUND otherwise. */
async function loadAppointment(salonId: string, appointmentId: unknown): Promise<StoredAppointment> {
  if (!isGuid(appointmentId)) throw new AccessError('NOT_FOUND');
  const [row] = await storedAppointments(salonId, eq(appointments.id, appointmentId));
  if (!row) throw new AccessError('NOT_FOUND');
  return row;
}

/** The live (pending or confirmed) occurrences of `current`'s standing appointment after it, earliest first. */
async function laterOccurrences(salonId: string, current: StoredAppointment): Promise<StoredAppointment[]> {
  if (!current.seriesId) return [];
  const live = inArray(appointments.status, ['pending', 'confirmed']);
  return storedAppointments(salonId, and(eq(appointments.seriesId, current.seriesId), gt(appointments.startTime, current.startTime), live));
}

/**
 * Saves the Edit Appointment form (spec point 2; the spec's original only pretended). Role and
 * salon are checked here; the appointment must be the salon's (NOT_FOUND otherwise). The new
 * start is the wall time in the salon's zone (a time inside a clock change's gap is refused),
 * its length the custom duration or the service's. A move outside the opening hours needs
 * `outside_hours_confirmed` (an appointment already there keeps its time without asking again).
 * Unless it is cancelled, it must fit the lanes
 * as a new booking would, ignoring itself: on the chosen station, or on a free suitable one
 * (its current station first). A stylist (null for none) must be free, and working then unless
 * staff confirm it outside hours; their hours are not asked again for an edit that keeps the
 * time, the stylist and the service. One UPDATE per lane tried; the database's exclusion
 * constraint has the last word, and a lost race changes nothing and says which times are free.
 * `now` decides which suggested times have already started.
 */
export async function updateAppointment(caller: Caller | null, input: AppointmentEdit, now = new Date()): Promise<AppointmentEditResult> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const current = await loadAppointment(salonId, input.appointmentId);
  const salon = await loadLaneSalon(salonId);
  const prepared = await prepareEdit(salon, current, input, now);
  if (!prepared.ok) return prepared;
  const notice = input.notify_client ? clientNoticeOf(current, { start: prepared.data.start, staffId: input.staff_id, status: input.status }, now) : null;
  return writeOnFreeLane(prepared.data.placement, async (stationId) => {
    const saved = await saveUnlessOverlapping(current.id, salonId, { actor: { userId }, outsideHoursConfirmed: input.outside_hours_confirmed, notice }, prepared.data.values(stationId));
    if (typeof saved === 'string') return placementRefusal(saved);
    return saved && ok(editedResult(saved, prepared.data, salon, input));
  });
}

/** An edit checked up to its lanes: the placement to check them with, its new start, and the row's values on a lane. */
type PreparedEdit = { current: StoredAppointment; placement: Placement; start: Date; serviceName: string; durationMinutes: number; values: (stationId: string | null) => Update };

/**
 * Everything updateAppointment checks before the lanes: the service, the time (a clock change's
 * gap is refused) and, for a move, the opening hours. `schedulingOnly` (a later occurrence of a
 * standing appointment changed with this one) writes only the time, stylist, service and length.
 */
async function prepareEdit(salon: LaneSalon, current: StoredAppointment, input: AppointmentEdit, now: Date, { schedulingOnly = false } = {}): Promise<ActionResult<PreparedEdit>> {
  const serviceId = input.service_id ?? current.serviceId;
  const service = serviceId ? await loadSalonService(salon.id, serviceId) : null;
  if (serviceId && !service) {
    return fail('VALIDATION_ERROR', EDIT_APPOINTMENT_MESSAGES.invalidService, { service_id: EDIT_APPOINTMENT_MESSAGES.invalidService });
  }
  const durationMinutes = input.custom_duration ?? effectiveDuration(service?.durationMinutes);
  const start = zonedToInstant(input.appointment_date, input.appointment_time, salon.timezone);
  if (!start) return fail('INVALID_TIME', NONEXISTENT_TIME_MESSAGE, { appointment_time: NONEXISTENT_TIME_MESSAGE });
  const end = new Date(start.getTime() + durationMinutes * MINUTE);
  const moved = start.getTime() !== current.startTime.getTime() || end.getTime() !== current.endTime.getTime();
  if (moved && input.status !== 'cancelled') {
    const booking = { date: input.appointment_date, time: input.appointment_time, durationMinutes, confirmed: input.outside_hours_confirmed };
    const outsideHours = await refuseUnconfirmedOutsideHours(salon.id, booking);
    if (outsideHours) return outsideHours;
  }

  const query = { date: input.appointment_date, time: input.appointment_time, durationMinutes, segments: service?.segments, excludeAppointmentId: current.id, stationId: input.station_id, stylistId: input.staff_id };
  const placesStylist = moved || current.status === 'cancelled' || input.staff_id !== current.staffId || serviceId !== current.serviceId;
  const placement = {
    ...{ salon, query, serviceId, end, now, preferredStationId: input.station_id ?? current.stationId },
    ...{ skipCheck: input.status === 'cancelled', outsideHoursConfirmed: input.outside_hours_confirmed, placesStylist },
  };
  const scheduling = { serviceId, staffId: input.staff_id, startTime: start, endTime: end, customDurationMinutes: input.custom_duration, updatedAt: new Date() };
  const rest = {
    ...{ status: input.status, location: input.location, customerName: input.customer_name, customerEmail: input.customer_email, customerPhone: input.customer_phone },
    ...{ customerInstagram: input.customer_instagram, clientId: rematchedClient(input), notes: input.notes, internalNotes: input.internal_notes },
  };
  const values = (stationId: string | null): Update => (schedulingOnly ? { ...scheduling, stationId } : { ...scheduling, stationId, ...rest });
  return ok({ current, placement, start, serviceName: service?.name ?? UNKNOWN_SERVICE.name, durationMinutes, values });
}

/** The saved appointment as the dialog shows it, and what changed for the e-mail drafts. */
function editedResult(saved: SavedAppointment, prepared: PreparedEdit, salon: LaneSalon, input: AppointmentEdit) {
  const appointment = { ...saved, serviceName: prepared.serviceName, durationMinutes: prepared.durationMinutes };
  return { appointment, changes: detectChanges(snapshotOf(prepared.current, salon.timezone, input), input) };
}

/**
 * What the client is told of a staff change they asked to notify about (issue 38): a cancellation,
 * or a move or a new stylist of a live appointment; nothing for one that is over or already
 * started, nor for a change of anything else (the draft e-mails cover prices and services).
 */
function clientNoticeOf(
  current: { startTime: Date; staffId: string | null; status: AppointmentStatus },
  next: { start: Date; staffId: string | null; status: AppointmentStatus },
  now: Date,
): ClientNotice | null {
  if (next.status === 'cancelled') return current.status !== 'cancelled' && current.startTime > now ? { event: 'cancelled_by_salon', context: {} } : null;
  const live = next.status === 'confirmed' || next.status === 'pending';
  const moved = next.start.getTime() !== current.startTime.getTime();
  if (!live || next.start <= now || (!moved && next.staffId === current.staffId)) return null;
  return { event: 'moved_by_salon', context: { previousStart: moved ? current.startTime : null } };
}

/**
 * The stored appointment as the edit form showed it before the edit. Without a service the form
 * showed 'Unknown Service' in the member's words: kept without a service, the name is unchanged.
 */
function snapshotOf(current: StoredAppointment, timeZone: string, edit: AppointmentEdit): ChangeSnapshot {
  const { date, time } = wallTimeOf(current.startTime, timeZone);
  const keptWithoutService = current.serviceId === null && edit.service_id === null;
  return {
    appointment_date: date,
    appointment_time: time,
    service_name: current.serviceName ?? (keptWithoutService ? edit.service_name : UNKNOWN_SERVICE.name),
    service_duration: effectiveDuration(current.serviceDuration),
    custom_duration: current.customDurationMinutes,
    service_price: current.servicePrice,
    status: current.status,
  };
}

/**
 * The edited appointment's client: kept while the customer's name, e-mail and phone stay as
 * stored, else null, which the database's appointments_match_client trigger fills with the client
 * the new details match, in the same statement (docs/decisions.md "Clients: matched by e-mail,
 * else phone and name"). The old client keeps its other appointments and its own details.
 */
function rematchedClient(input: Pick<AppointmentEdit, 'customer_name' | 'customer_email' | 'customer_phone'>) {
  const stored = sql`(${appointments.customerName}, ${appointments.customerEmail}, ${appointments.customerPhone})`;
  const edited = sql`(${input.customer_name}::text, ${input.customer_email}::text, ${input.customer_phone}::text)`;
  return sql`case when ${stored} is not distinct from ${edited} then ${appointments.clientId} end`;
}

type Update = PgUpdateSetSource<typeof appointments>;

const savedColumns = {
  id: appointments.id,
  serviceId: appointments.serviceId,
  customDurationMinutes: appointments.customDurationMinutes,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  status: appointments.status,
  location: appointments.location,
  stationId: appointments.stationId,
  staffId: appointments.staffId,
  ...appointmentCustomerColumns,
};
type SavedAppointment = Omit<EditedAppointment, 'serviceName' | 'durationMinutes'>;

/**
 * The saved row, with the client's message (`notice`) in the same transaction; null when the
 * no-overlap constraint refused it (23P01); the field the database's triggers refused (refusedResource).
 * Given `db` (a transaction of several edits, whose settings are already stated), it runs in a
 * savepoint of it: a refused update undoes only itself.
 */
async function saveUnlessOverlapping(
  id: string,
  salonId: string,
  { actor, outsideHoursConfirmed, notice, db }: { actor: ChangeActor; outsideHoursConfirmed: boolean; notice: ClientNotice | null; db?: Db },
  values: Update,
): Promise<SavedAppointment | 'staff_id' | 'station_id' | null> {
  const save = async (tx: Db) => {
    const saved = await tx.update(appointments).set(values).where(and(eq(appointments.id, id), eq(appointments.salonId, salonId))).returning(savedColumns);
    if (saved[0] && notice) await queueAppointmentMessages(tx, id, notice.event, new Date(), notice.context);
    return saved;
  };
  try {
    const [row] = db ? await db.transaction((savepoint) => save(savepoint as unknown as Db)) : await writeAs(actor, save, { outsideHoursConfirmed });
    if (!row) throw new AccessError('NOT_FOUND');
    return row;
  } catch (error) {
    if (classifyDbError(error) === 'overlap') return null;
    const refused = refusedResource(error);
    if (refused) return refused;
    throw error;
  }
}

// "This and the following" of a standing appointment's Edit (issue 36): the edit of one
// occurrence, and its change of time, stylist, service and length carried to every later live
// occurrence of the series. Each occurrence is checked and written by the single edit's own
// path above (prepareEdit, freeLanesFor, saveUnlessOverlapping); the series adds the dates, one
// transaction and one message.

/** Failures of one occurrence (its day); any other (the service, the stylist, the station) refuses the change as a single edit would. */
const OCCURRENCE_FAILURES = new Set(['SLOT_TAKEN', OUTSIDE_HOURS_CODE, 'INVALID_TIME']);

type Occurrence = { edit: AppointmentEdit; stored: StoredAppointment };
type Planned = Occurrence & { prepared: PreparedEdit; lanes: (string | null)[] };
/** An occurrence that cannot take the change, and why (`prepared`: checked up to its lanes). */
type Refused = Occurrence & { failure: ActionFailure; prepared?: PreparedEdit };

/** Minutes of a wall time counted as if it were UTC: the difference of two is their wall-clock distance, whatever the clock changes between. */
const wallMinutes = ({ date, time }: WallTime) => Date.parse(`${date}T${time}:00Z`) / MINUTE;

function shifted(wall: WallTime, minutes: number): WallTime {
  const iso = new Date((wallMinutes(wall) + minutes) * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Saves the Edit dialog for an occurrence and the later live (pending, confirmed) occurrences of
 * its series, all or nothing: each later one moves by the same wall-clock shift in the salon's
 * zone (10:00 stays 10:00 across a clock change) and takes the same stylist, service, length and
 * station; its client, notes and status stay its own. Every occurrence is checked as its single
 * edit would be, except that a time outside the opening or the stylist's hours is refused (no
 * "Save anyway" for a series, as for booking one). While one cannot take the change nothing is
 * saved, and SERIES_COLLISION names each such date. Then ONE transaction writes them through the
 * single edit's update, each in a savepoint trying its free lanes: an update the exclusion
 * constraint refuses undoes the whole change, naming that date. With `notify_client`, the client
 * gets one message listing the new times. Not an occurrence, or a cancellation: the single edit.
 */
export async function updateRestOfSeries(caller: Caller | null, input: AppointmentEdit, now = new Date()): Promise<AppointmentEditResult> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const current = await loadAppointment(salonId, input.appointmentId);
  const later = input.status === 'cancelled' ? [] : await laterOccurrences(salonId, current);
  if (!later.length) return updateAppointment(caller, input, now);
  const salon = await loadLaneSalon(salonId);

  const shift = wallMinutes({ date: input.appointment_date, time: input.appointment_time }) - wallMinutes(wallTimeOf(current.startTime, salon.timezone));
  const occurrences: Occurrence[] = [
    { stored: current, edit: { ...input, outside_hours_confirmed: false } },
    ...later.map((stored) => {
      const when = shifted(wallTimeOf(stored.startTime, salon.timezone), shift);
      return { stored, edit: { ...input, appointmentId: stored.id, appointment_date: when.date, appointment_time: when.time, status: stored.status, outside_hours_confirmed: false } };
    }),
  ];
  const plans = await planned(salon, occurrences, now);
  if (!Array.isArray(plans)) return plans;
  const refused = plans.filter((plan): plan is Refused => 'failure' in plan);
  if (refused.length) return seriesChangeRefusal(caller, refused, now);
  const placed = plans as Planned[];

  try {
    const saved = await writeAs({ userId }, async (tx) => {
      const written = [];
      for (const plan of placed) written.push(await writtenOnAFreeLane(plan, salonId, userId, tx));
      const told = placed.filter(({ stored, prepared, edit }) => clientNoticeOf(stored, { start: prepared.start, staffId: edit.staff_id, status: edit.status }, now));
      if (input.notify_client && told.length) await queueSeriesChange(tx, told.map(({ stored }) => stored.id), now);
      return written;
    });
    return ok({ ...editedResult(saved[0], placed[0].prepared, salon, input), seriesChanged: saved.length });
  } catch (error) {
    if (error instanceof OccurrenceLost) return seriesChangeRefusal(caller, [error.refused], now);
    throw error;
  }
}

/** Each occurrence checked up to its lanes as its single edit would be, one after the other (no write). */
async function planned(salon: LaneSalon, occurrences: readonly Occurrence[], now: Date): Promise<(Planned | Refused)[] | ActionFailure> {
  const plans: (Planned | Refused)[] = [];
  for (const occurrence of occurrences) {
    const prepared = await prepareEdit(salon, occurrence.stored, occurrence.edit, now, { schedulingOnly: occurrence.stored !== occurrences[0].stored });
    const lanes = prepared.ok ? await freeLanesFor(prepared.data.placement) : prepared;
    if (Array.isArray(lanes) && prepared.ok) plans.push({ ...occurrence, prepared: prepared.data, lanes });
    else if (!Array.isArray(lanes) && OCCURRENCE_FAILURES.has(lanes.code)) plans.push({ ...occurrence, failure: lanes, ...(prepared.ok ? { prepared: prepared.data } : {}) });
    else if (!Array.isArray(lanes)) return lanes;
  }
  return plans;
}

/** An occurrence lost at save time: the transaction is undone and the change refused, naming it. */
class OccurrenceLost extends Error {
  constructor(readonly refused: Refused) {
    super('occurrence lost');
  }
}

/** One occurrence updated in the change's transaction on the first of its lanes that holds; OccurrenceLost when none does. */
async function writtenOnAFreeLane(plan: Planned, salonId: string, userId: string, tx: Db) {
  for (const stationId of plan.lanes) {
    const saved = await saveUnlessOverlapping(plan.stored.id, salonId, { actor: { userId }, outsideHoursConfirmed: false, notice: null, db: tx }, plan.prepared.values(stationId));
    if (typeof saved === 'string') throw new OccurrenceLost({ ...plan, failure: placementRefusal(saved) });
    if (saved) return saved;
  }
  throw new OccurrenceLost({ ...plan, failure: fail('SLOT_TAKEN', EDIT_RESULT_MESSAGES.slotTaken) });
}

/** 'Nothing was changed. These dates cannot take the change: 4 Jan 2027 11:00: Conflicts with …', each with its bare reason as the Edit check words it. */
async function seriesChangeRefusal(caller: Caller | null, refused: readonly Refused[], now: Date): Promise<ActionFailure> {
  const named: Message[] = [];
  for (const { edit, failure, prepared } of refused) {
    const durationMinutes = prepared?.durationMinutes ?? edit.custom_duration;
    const asked = { salonId: edit.salonId, date: edit.appointment_date, time: edit.appointment_time, durationMinutes, excludeAppointmentId: edit.appointmentId };
    const reason = failure.code === 'SLOT_TAKEN' ? (await checkAppointmentAvailability(caller, { ...asked, stationId: edit.station_id, stylistId: edit.staff_id, serviceId: edit.service_id }, now)).message : failure.message;
    named.push(message('Errors.series.occurrence', { day: edit.appointment_date, time: edit.appointment_time, reason: [reason as Message] }));
  }
  return fail('SERIES_COLLISION', message('Errors.series.changeRefused', { occurrences: named }));
}

/** An appointment in the way of a proposed time, as staff see it. */
export type ConflictView = { id: string; customerName: string; startTime: Date; endTime: Date; reason: string };

/** Spec point 3 "Availability result" plus point 7's slot suggestion for the same inputs. */
export type StaffAvailability = {
  isAvailable: boolean;
  conflictingAppointments: ConflictView[];
  message: string;
  /** The free reschedule candidates of the day (spec point 9: 09:00 to 17:30 every half hour). */
  suggestions: string[];
};

/**
 * Spec point 7 "Availability check" and "Slot suggestion" for staff screens (the Email Tools
 * wizard, the edit dialog): the same lane-aware core and day query as the save. Without a
 * duration, the excluded appointment keeps its length (else the default 60 minutes); without a
 * service, the excluded appointment's service decides which stations are suitable.
 */
export async function checkAppointmentAvailability(
  caller: Caller | null,
  input: Omit<AvailabilityCheckInput, 'stylistId' | 'addedServices'> & { stylistId?: string | null; salonId?: string | null; addedServices?: AvailabilityCheckInput['addedServices'] },
  now = new Date(),
): Promise<StaffAvailability> {
  // A visit of several services (New appointment): the times the whole visit fits (staff-visits.ts).
  if (input.serviceId && input.addedServices?.length) return staffVisitTimes(caller, { ...input, serviceId: input.serviceId, addedServices: input.addedServices, stylistId: input.stylistId ?? null }, now);
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const salon = await loadLaneSalon(salonId);
  const excluded = input.excludeAppointmentId ? await loadAppointment(salonId, input.excludeAppointmentId) : null;
  const serviceId = input.serviceId ?? excluded?.serviceId ?? null;
  const ownLength = excluded ? (excluded.endTime.getTime() - excluded.startTime.getTime()) / MINUTE : null;
  const durationMinutes = input.durationMinutes ?? ownLength ?? effectiveDuration(null);
  const start = input.time ? zonedToInstant(input.date, input.time, salon.timezone) : null;
  const until = start ? new Date(start.getTime() + durationMinutes * MINUTE) : undefined;
  const [day, hours, service] = await Promise.all([
    loadLaneDay(salon, input.date, until, Boolean(input.stylistId) && salon.stylistsEnabled),
    readOpeningHours(salonId),
    serviceId ? loadSalonService(salonId, serviceId) : null,
  ]);
  // Without a time only the day's free times are asked: the check of a time is left out.
  const query = { date: input.date, time: input.time ?? '', durationMinutes, segments: service?.segments, excludeAppointmentId: excluded?.id ?? null, stationId: input.stationId, stylistId: input.stylistId };
  const { result, suggestions } = checkOnLanes(salon, query, serviceId, day);
  return {
    isAvailable: input.time ? result.isAvailable : false,
    message: input.time ? result.message : EDIT_APPOINTMENT_MESSAGES.timeRequired,
    conflictingAppointments: input.time ? result.conflictingAppointments.map((appointment) => conflictView(appointment, salon.timezone)) : [],
    // Only times inside the opening hours are offered (issue 38): one past closing would ask "Save anyway?".
    suggestions: suggestions(now).filter((time) => !outsideOpeningHours({ date: input.date, time, durationMinutes, ...hours })),
  };
}

function conflictView(appointment: NamedAppointment, timeZone: string): ConflictView {
  const startTime = new Date(appointment.start_time);
  const endTime = new Date(appointment.end_time);
  const reason = conflictReason({ start: startTime.getTime(), end: endTime.getTime(), appointment }, timeZone);
  return { id: appointment.id, customerName: appointment.customer_name, startTime, endTime, reason };
}
