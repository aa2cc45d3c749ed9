import 'server-only';
import { and, eq } from 'drizzle-orm';
import { fail, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { appointments, salons, services } from '@/lib/db/schema';
import { checkAvailability, suggestAvailableTimes, NO_LANE_MESSAGE, type AvailabilityQuery, type AvailabilityResult } from '@/lib/scheduling';
import { EDIT_RESULT_MESSAGES, slotTakenMessage } from '@/lib/validation/appointment-edit';
import { AccessError } from '@/lib/server/access';
import { classifyDbError, retryOnContention } from '@/lib/server/db-errors';
import { writeAs, type ChangeActor } from './change-actor';
import { loadLaneDay, type LaneDay } from './lane-day';

/**
 * What the staff-side writes (the edit dialog's save, the Instagram import) share, for a salon
 * the caller has already been scoped to: the salon's lane setup, its services, the lane check
 * and the write that leaves the last word to the database's exclusion constraint.
 */

export type LaneSalon = { id: string; timezone: string; stationsEnabled: boolean };

export async function loadLaneSalon(salonId: string): Promise<LaneSalon> {
  const db = await getDb();
  const [salon] = await db
    .select({ id: salons.id, timezone: salons.timezone, stationsEnabled: salons.stationsEnabled })
    .from(salons)
    .where(eq(salons.id, salonId));
  if (!salon) throw new AccessError('NOT_FOUND');
  return salon;
}

/** One of the salon's services, or null when the id is not the salon's. */
export async function loadSalonService(salonId: string, serviceId: string) {
  const db = await getDb();
  const [service] = await db
    .select({ id: services.id, name: services.name, durationMinutes: services.durationMinutes, isActive: services.isActive })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.salonId, salonId)));
  return service ?? null;
}

export type LaneQuery = Omit<AvailabilityQuery, 'salonId' | 'timezone'>;

/** The lane-aware availability of `query` on `day`, and the day's free candidate times. */
export function checkOnLanes(salon: LaneSalon, query: LaneQuery, serviceId: string | null, day: LaneDay) {
  const full = { ...query, salonId: salon.id, timezone: salon.timezone };
  const context = { stationsEnabled: salon.stationsEnabled, stations: day.stations, serviceId, appointments: day.appointments };
  return { result: checkAvailability(full, context), suggestions: (now: Date) => suggestAvailableTimes(full, context, now) };
}

export function slotFailure(result: AvailabilityResult, suggestions: string[]) {
  const message = slotTakenMessage(result.message, suggestions);
  return fail('SLOT_TAKEN', message, { appointment_time: message });
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
};

/**
 * Writes an appointment where the lanes have room, as a booking would: unless skipped, the check
 * on the day as it is (the asked station, or any free suitable one, the preferred first), then
 * one write per free lane. `write` returns null when the exclusion constraint refused that lane
 * (a lost race); when every free lane was lost, the failure describes the day as it is now.
 */
export async function writeOnFreeLane<R>(
  placement: Placement,
  write: (stationId: string | null) => Promise<ActionResult<R> | null>,
): Promise<ActionResult<R>> {
  const { salon, query, serviceId, end, now } = placement;
  let lanes: (string | null)[] = [placement.preferredStationId ?? null];
  if (!placement.skipCheck) {
    const { result, suggestions } = checkOnLanes(salon, query, serviceId, await loadLaneDay(salon, query.date, end));
    if (result.message === NO_LANE_MESSAGE) return fail('VALIDATION_ERROR', NO_LANE_MESSAGE, { station_id: NO_LANE_MESSAGE });
    if (!result.isAvailable) return slotFailure(result, suggestions(now));
    if (salon.stationsEnabled) lanes = preferFirst(result.freeLaneKeys ?? [], placement.preferredStationId);
  }
  for (const stationId of lanes) {
    const written = await write(stationId);
    if (written) return written;
  }
  const fresh = checkOnLanes(salon, query, serviceId, await loadLaneDay(salon, query.date, end));
  const reason = fresh.result.isAvailable ? EDIT_RESULT_MESSAGES.slotTaken : fresh.result.message;
  return slotFailure({ ...fresh.result, message: reason }, fresh.suggestions(now));
}

/** Inserts an appointment as `actor`; null when the no-overlap constraint refused it (SQLSTATE 23P01). */
export async function insertUnlessOverlapping(values: typeof appointments.$inferInsert, actor: ChangeActor = 'staff') {
  try {
    const [row] = await retryOnContention(() =>
      writeAs(actor, (db) =>
        db
          .insert(appointments)
          .values(values)
          .returning({ id: appointments.id, manageToken: appointments.manageToken, stationId: appointments.stationId, startTime: appointments.startTime, endTime: appointments.endTime }),
      ),
    );
    return row;
  } catch (error) {
    if (classifyDbError(error) === 'overlap') return null;
    throw error;
  }
}
