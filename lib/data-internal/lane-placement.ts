import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { fail, type ActionFailure, type ActionResult } from '@/lib/result';
import { message } from '@/lib/i18n/message';
import { getDb, type Db } from '@/lib/db/client';
import { collecting, inline, type Bind } from '@/lib/db/statement-binding';
import { appointments, salons, services } from '@/lib/db/schema';
import {
  checkAvailability,
  stylistDoes,
  suggestAvailableTimes,
  NO_LANE_MESSAGE,
  type AvailabilityQuery,
  type AvailabilityResult,
  type SchedulingStylist,
} from '@/lib/scheduling';
import { EDIT_APPOINTMENT_MESSAGES, EDIT_RESULT_MESSAGES, OUTSIDE_HOURS_CODE, slotTakenMessage } from '@/lib/validation/appointment-edit';
import { AccessError } from '@/lib/server/access';
import { classifyDbError, driverMessage, retryOnContention, sqlState } from '@/lib/server/db-errors';
import { writeAs, writeSettings, type ChangeActor } from './change-actor';
import { loadLaneDay, type LaneDay } from './lane-day';
import { segmentColumns } from './segment-columns';

/** A statement the booking's INSERT runs as a CTE beside it (the messages' outbox rows, an InsertCondition's rate-limit hit). */
export type MessageCte = { name: string; query: SQL };

/** An appointment's message CTEs (outbox.ts: appointmentMessagesSql), built with `bind`. */
export type MessageCtes = (bind?: Bind) => MessageCte[];

/**
 * What an insert is written on condition of, checked by its own statement: `ctes` run beside
 * it (before the messages'), and where `holds` is false the row's salon is
 * public.write_condition_failed(), which fails the statement (SQLSTATE WRITE_CONDITION_FAILED)
 * before any trigger runs, so nothing it wrote stays, its CTEs' writes included.
 */
export type InsertCondition = (bind: Bind) => { ctes: MessageCte[]; holds: SQL };

export const WRITE_CONDITION_FAILED = 'WC001';

/**
 * What the staff-side writes (the edit dialog's save, the Instagram import) share, for a salon
 * the caller has already been scoped to: the salon's lane setup, its services, the lane check
 * and the write that leaves the last word to the database's exclusion constraint.
 */

export type LaneSalon = { id: string; timezone: string; stationsEnabled: boolean; stylistsEnabled: boolean };

export async function loadLaneSalon(salonId: string): Promise<LaneSalon> {
  const db = await getDb();
  const [salon] = await db
    .select({ id: salons.id, timezone: salons.timezone, stationsEnabled: salons.stationsEnabled, stylistsEnabled: salons.stylistsEnabled })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!salon) throw new AccessError('NOT_FOUND');
  return salon;
}

/** One of the salon's services, or null when the id is not the salon's. */
export async function loadSalonService(salonId: string, serviceId: string) {
  const db = await getDb();
  const [service] = await db
    .select({ id: services.id, name: services.name, durationMinutes: services.durationMinutes, isActive: services.isActive, segments: segmentColumns(services) })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.salonId, salonId)));
  return service ?? null;
}

export type LaneQuery = Omit<AvailabilityQuery, 'salonId' | 'timezone'>;

/**
 * The lane-aware availability of `query` on `day`, and the day's free candidate times. A named
 * stylist's lane must be free too, and in a salon that uses stylists they must work then, unless
 * `stylistHours` is false (staff confirmed a time outside them, or the edit does not move it).
 * Without a stylist no stylist lane is checked: staff may leave an appointment without one. Only
 * with `stylistHours` does `day` need the salon's stylists.
 */
export function checkOnLanes(salon: LaneSalon, query: LaneQuery, serviceId: string | null, day: LaneDay, { stylistHours = true } = {}) {
  const full = { ...query, salonId: salon.id, timezone: salon.timezone };
  const stylists = salon.stylistsEnabled && query.stylistId && stylistHours ? day.stylists : undefined;
  const context = { stationsEnabled: salon.stationsEnabled, stations: day.stations, serviceId, appointments: day.appointments, stylists };
  return { result: checkAvailability(full, context), suggestions: (now: Date) => suggestAvailableTimes(full, context, now) };
}

export function slotFailure(result: AvailabilityResult, suggestions: string[]) {
  const taken = slotTakenMessage(result.message, suggestions);
  return fail('SLOT_TAKEN', taken, { appointment_time: taken });
}

/**
 * Which field the database's placement triggers refused (23514): the stylist (another salon's,
 * or their hours or services changed since the check) or the station; null for any other error.
 */
export function refusedResource(error: unknown): 'staff_id' | 'station_id' | null {
  if (sqlState(error) !== '23514') return null;
  return /stylist|member/i.test(driverMessage(error)) ? 'staff_id' : 'station_id';
}

/** The field error for a refused stylist or station. */
export function placementRefusal(field: 'staff_id' | 'station_id') {
  const refusal = field === 'staff_id' ? EDIT_APPOINTMENT_MESSAGES.invalidStylist : EDIT_APPOINTMENT_MESSAGES.invalidStation;
  return fail('VALIDATION_ERROR', refusal, { [field]: refusal });
}

/** A field error when `stylistId` is not one of the salon's bookable members or does not do the service. */
export function stylistRefusal(stylists: readonly SchedulingStylist[], stylistId: string, serviceId: string | null) {
  const stylist = stylists.find((candidate) => candidate.id === stylistId);
  const refusal = !stylist ? EDIT_APPOINTMENT_MESSAGES.invalidStylist : stylistDoes(stylist, serviceId) ? null : EDIT_APPOINTMENT_MESSAGES.stylistDoesNotServe;
  return refusal ? fail('VALIDATION_ERROR', refusal, { staff_id: refusal }) : null;
}

/** Whether the named stylist's rules (bookable, services, hours) apply, as the database trigger applies them. */
const checksStylist = ({ salon, query, placesStylist }: Placement) => Boolean(query.stylistId) && salon.stylistsEnabled && placesStylist !== false;
const stylistHoursApply = (placement: Placement) => checksStylist(placement) && !placement.outsideHoursConfirmed;

/** Refused only because the stylist is not working then: staff may confirm it, like a time outside the opening hours. */
function onlyOffDuty(result: AvailabilityResult) {
  const conflicts = result.conflictingAppointments;
  return conflicts.length > 0 && conflicts.every((conflict) => conflict.offDuty);
}

function preferFirst(free: readonly string[], preferred: string | null | undefined): string[] {
  return preferred && free.includes(preferred) ? [preferred, ...free.filter((id) => id !== preferred)] : [...free];
}

export type Placement = {
  salon: LaneSalon;
  query: LaneQuery;
  serviceId: string | null;
  /** When the appointment ends (the day query reaches that far). */
  end: Date;
  /** Decides which suggested times have already started. */
  now: Date;
  /** Tried first when free; the only one tried when the check is skipped. */
  preferredStationId?: string | null;
  /** A cancelled appointment holds no time: it is written without a check. */
  skipCheck?: boolean;
  /** Staff confirmed a time outside the opening and the stylist's hours: the stylist's hours are not checked. */
  outsideHoursConfirmed?: boolean;
  /** False for an edit that keeps the time, the stylist and the service: the stylist's rules are not asked again, as the database does not ask. */
  placesStylist?: boolean;
};

/**
 * Writes an appointment where the lanes have room, as a booking would: in a salon that uses
 * stylists, a named stylist must be a bookable member who does the service; unless skipped, the check on the day as it is (the asked
 * station, or any free suitable one, the preferred first; the stylist's lane and hours), then one
 * write per free lane. A stylist who is not working then is OUTSIDE_HOURS until staff confirm it.
 * `write` returns null when the exclusion constraint refused that lane (a lost race, on the
 * station's or the stylist's lane); when every free lane was lost, the failure describes the day.
 */
export async function writeOnFreeLane<R>(
  placement: Placement,
  write: (stationId: string | null) => Promise<ActionResult<R> | null>,
): Promise<ActionResult<R>> {
  const lanes = await freeLanesFor(placement);
  return Array.isArray(lanes) ? firstWritten(lanes, write, placement) : lanes;
}

/**
 * writeOnFreeLane's check, before any write: the lanes to try in order (the preferred first), or
 * why the appointment cannot be placed. A series (features/appointments/data/appointment-series.ts)
 * checks every occurrence this way before its one transaction.
 */
export async function freeLanesFor(placement: Placement): Promise<(string | null)[] | ActionFailure> {
  const { salon, query, serviceId, end, now } = placement;
  const stylistRules = checksStylist(placement);
  const lanes: (string | null)[] = [placement.preferredStationId ?? null];
  if (placement.skipCheck && !stylistRules) return lanes;
  const day = await loadLaneDay(salon, query.date, end, stylistRules);
  const refusal = stylistRules ? stylistRefusal(day.stylists, query.stylistId!, serviceId) : null;
  if (refusal) return refusal;
  if (placement.skipCheck) return lanes;
  const { result, suggestions } = checkOnLanes(salon, query, serviceId, day, { stylistHours: stylistHoursApply(placement) });
  if (result.message === NO_LANE_MESSAGE) return fail('VALIDATION_ERROR', NO_LANE_MESSAGE, { station_id: NO_LANE_MESSAGE });
  if (!result.isAvailable && onlyOffDuty(result)) {
    const offDuty = message('Errors.scheduling.stylistOffDuty', { name: result.conflictingAppointments[0].customer_name ?? '' });
    return fail(OUTSIDE_HOURS_CODE, offDuty, { appointment_time: offDuty });
  }
  if (!result.isAvailable) return slotFailure(result, suggestions(now));
  return salon.stationsEnabled ? preferFirst(result.freeLaneKeys ?? [], placement.preferredStationId) : lanes;
}

/** One write per lane until one holds; when every lane was lost, the failure describes the day as it is now. */
async function firstWritten<R>(lanes: (string | null)[], write: (stationId: string | null) => Promise<ActionResult<R> | null>, placement: Placement) {
  for (const stationId of lanes) {
    const written = await write(stationId);
    if (written) return written;
  }
  const { salon, query, serviceId, end, now } = placement;
  const day = await loadLaneDay(salon, query.date, end, checksStylist(placement));
  const fresh = checkOnLanes(salon, query, serviceId, day, { stylistHours: stylistHoursApply(placement) });
  const reason = fresh.result.isAvailable ? EDIT_RESULT_MESSAGES.slotTaken : fresh.result.message;
  return slotFailure({ ...fresh.result, message: reason }, fresh.suggestions(now));
}

/**
 * Runs one placing write; null when the no-overlap constraint refused it (SQLSTATE 23P01: a lost
 * race), so the caller tries its next free lane. A deadlock victim is run again by writeAs (a
 * transaction, whole) or by retryOnContention (the one statement outside one).
 */
async function unlessOverlapping<T>(write: () => PromiseLike<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (classifyDbError(error) === 'overlap') return null;
    throw error;
  }
}

const placedColumns = { id: appointments.id, manageToken: appointments.manageToken, stationId: appointments.stationId, startTime: appointments.startTime, endTime: appointments.endTime };
type Placed = { id: string; manageToken: string; stationId: string | null; startTime: Date; endTime: Date };

/**
 * Inserts an appointment as `actor`; null when the no-overlap constraint refused it (SQLSTATE 23P01).
 * Given `db`, a transaction of several writes (a series), it runs in a savepoint of it: a refused
 * insert undoes only itself, and the caller decides about the rest.
 * `outsideHoursConfirmed` lets the stylist trigger accept a time outside the stylist's hours.
 * `withMessages` (outbox.ts: appointmentMessagesSql) is written by the same statement, so the
 * booking's messages commit with it or not at all, at no extra round trip. One statement, so
 * its own transaction: its settings (writeSettings) are evaluated with the row's salon id,
 * before the row's triggers run, instead of costing a BEGIN, a SELECT and a COMMIT.
 */
export async function insertUnlessOverlapping(
  values: typeof appointments.$inferInsert,
  actor: ChangeActor,
  {
    outsideHoursConfirmed = false,
    withMessages,
    onlyIf,
    db: inTransaction,
  }: { outsideHoursConfirmed?: boolean; withMessages?: MessageCtes | null; onlyIf?: InsertCondition; db?: Db } = {},
): Promise<Placed | null> {
  const statement = (bind: Bind) => {
    const row: Record<string, unknown> = Object.fromEntries(Object.entries(values).flatMap(([column, value]) => (value === undefined ? [] : [[column, bind(column, value)]])));
    const settings = writeSettings(actor, { outsideHoursConfirmed }, bind);
    const condition = onlyIf?.(bind);
    const salonId = condition ? sql`CASE WHEN ${condition.holds} THEN ${row.salonId}::uuid ELSE public.write_condition_failed() END` : sql`${row.salonId}::uuid`;
    row.salonId = sql`(SELECT ${salonId} FROM (SELECT ${settings}) AS write_settings)`;
    return { row: row as typeof values, ctes: [...(condition?.ctes ?? []), ...(withMessages?.(bind) ?? [])] };
  };
  const build = (db: Db, { row, ctes }: ReturnType<typeof statement>) =>
    (ctes.length ? db.with(...ctes.map(({ name, query }) => db.$with(name, {}).as(query))) : db).insert(appointments).values(row).returning(placedColumns);
  if (inTransaction) {
    const rows = await unlessOverlapping(() => inTransaction.transaction((savepoint) => build(savepoint as unknown as Db, statement(inline))));
    return rows?.[0] ?? null;
  }
  // Outside a transaction the statement is built once per shape and prepared (issue 37: building
  // it was a visible share of a booking's CPU); its values are bound on each execution.
  const db = await getDb();
  const { bind, values: bound, shape } = collecting();
  const parts = statement(bind);
  const prepared = preparedInserts.get(db) ?? preparedInserts.set(db, new Map()).get(db)!;
  const key = shape();
  let insert = prepared.get(key);
  if (!insert) {
    insert = build(db, parts).prepare(`insert_appointment_${prepared.size + 1}`);
    prepared.set(key, insert);
  }
  const rows = await unlessOverlapping(() => retryOnContention(() => insert.execute(bound)));
  return rows?.[0] ?? null;
}

/** insertUnlessOverlapping's prepared statements, per database and shape. */
const preparedInserts = new WeakMap<Db, Map<string, { execute: (values: Record<string, unknown>) => Promise<Placed[]> }>>();

/**
 * The update twin: moves an existing appointment (new start, end, station, stylist) as `actor`
 * while `where` still holds, in one transaction with `then` (its messages). The database's
 * exclusion constraints decide: a lost race is null and changes nothing, so the appointment
 * keeps its old time. 'gone' when `where` matched no row (cancelled or moved meanwhile).
 */
export async function updateUnlessOverlapping(
  where: SQL,
  values: Pick<typeof appointments.$inferInsert, 'startTime' | 'endTime' | 'stationId' | 'staffId'>,
  actor: ChangeActor,
  then?: (db: Db, row: Placed) => Promise<void>,
): Promise<Placed | 'gone' | null> {
  const move = async (db: Db) => {
    const [row] = await db.update(appointments).set({ ...values, updatedAt: new Date() }).where(where).returning(placedColumns);
    if (!row) return 'gone' as const;
    await then?.(db, row);
    return row;
  };
  // writeAs is a transaction: the move and `then` commit together.
  return unlessOverlapping(() => writeAs(actor, move));
}
