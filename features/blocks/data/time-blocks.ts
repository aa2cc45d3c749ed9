import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { appointments, laneClaims, stations, timeBlockOccurrences, timeBlocks, users, type BlockScope } from '@/lib/db/schema';
import { formatTimeRange } from '@/lib/format/dates';
import { message } from '@/lib/i18n/message';
import { addDays, blockOccurrences, instantToZonedParts, openBlockHorizon, todayInZone, type BlockOccurrence, type BlockRepeat, type BlockSeries } from '@/lib/scheduling';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import { classifyDbError } from '@/lib/server/db-errors';
import { loadLaneSalon, type LaneSalon } from '@/lib/data-internal/lane-placement';
import { openBlocksThrough } from '@/lib/data-internal/block-horizon';
import { BLOCK_MESSAGES, type RemoveTimeBlockData, type TimeBlockData } from '@/features/blocks/schema';

// Blocked time (DESIGN §9): staff and owners of the salon (admins for the one they name) add
// and remove blocks. The database claims the lanes (lane_claims); this file words its answers.

/** One occurrence of a block, as the schedule and the calendar show it. */
export type TimeBlockView = {
  occurrenceId: string;
  blockId: string;
  scope: BlockScope;
  stationId: string | null;
  stationName: string | null;
  /** The stylist a 'stylist' block is on. */
  staffId: string | null;
  stylistName: string | null;
  reason: string | null;
  repeat: BlockRepeat;
  startTime: Date;
  endTime: Date;
};

const MAX_RANGE_MS = 124 * 86_400_000;

/** The salon's block occurrences that overlap [from, to), earliest first. One indexed range query. */
export async function listTimeBlocks(caller: Caller | null, range: { salonId?: string | null; from: Date; to: Date }): Promise<TimeBlockView[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, range.salonId);
  const span = range.to.getTime() - range.from.getTime();
  if (!(span > 0 && span <= MAX_RANGE_MS)) throw new RangeError('The range must be 1 ms to 124 days long');
  await openBlocksThrough(salonId, range.to.toISOString().slice(0, 10));
  const db = await getDb();
  return db
    .select({
      occurrenceId: timeBlockOccurrences.id,
      blockId: timeBlocks.id,
      scope: timeBlocks.scope,
      stationId: timeBlocks.stationId,
      stationName: stations.name,
      staffId: timeBlocks.staffId,
      stylistName: users.fullName,
      reason: timeBlocks.reason,
      repeat: timeBlocks.repeat,
      startTime: timeBlockOccurrences.startTime,
      endTime: timeBlockOccurrences.endTime,
    })
    .from(timeBlockOccurrences)
    .innerJoin(timeBlocks, eq(timeBlocks.id, timeBlockOccurrences.blockId))
    .leftJoin(stations, eq(stations.id, timeBlocks.stationId))
    .leftJoin(users, eq(users.id, timeBlocks.staffId))
    .where(and(eq(timeBlockOccurrences.salonId, salonId), lt(timeBlockOccurrences.startTime, range.to), gt(timeBlockOccurrences.endTime, range.from)))
    .orderBy(asc(timeBlockOccurrences.startTime), asc(stations.name));
}

/** Who a block may be put on: a member of the salon who takes appointments. */
const bookableMemberOf = (salonId: string) => and(eq(users.salonId, salonId), eq(users.bookable, true), inArray(users.role, ['owner', 'staff']));

export type TimeBlockWriteResult = ActionResult<{ id: string; occurrences: number }, 'UNKNOWN_STATION' | 'UNKNOWN_STYLIST' | 'BLOCK_OVERLAP' | 'VALIDATION_ERROR'>;

/**
 * Adds a block once, weekly or every weekday, until a date or with no end. Refused, naming them,
 * while booked appointments (or blocked time already set) sit in the lanes it would occupy; the
 * exclusion constraint decides a race, and the answer then names what won. A block with no end
 * is written through its rolling horizon (openBlockHorizon; the worker moves it on), and is
 * checked against every appointment already booked, however far ahead.
 */
export async function addTimeBlock(caller: Caller | null, data: TimeBlockData): Promise<TimeBlockWriteResult> {
  const salon = await loadLaneSalon(scopedSalonId(caller, STAFF_ROLES, data.salonId));
  const stationId = data.scope === 'station' ? (data.station_id ?? null) : null;
  if (stationId && !(await isActiveStationOf(salon.id, stationId))) {
    return fail('UNKNOWN_STATION', BLOCK_MESSAGES.unknownStation, { station_id: BLOCK_MESSAGES.unknownStation });
  }
  const staffId = data.scope === 'stylist' ? (data.staff_id ?? null) : null;
  if (staffId && !(await isBookableMemberOf(salon.id, staffId))) {
    return fail('UNKNOWN_STYLIST', BLOCK_MESSAGES.unknownStylist, { staff_id: BLOCK_MESSAGES.unknownStylist });
  }
  const series: BlockSeries = {
    repeat: data.repeat,
    firstDate: data.date,
    untilDate: data.repeat === 'once' || data.ends === 'never' ? null : (data.until_date ?? null),
    fromTime: data.from_time,
    toTime: data.to_time,
  };
  const materialisedThrough = series.repeat !== 'once' && series.untilDate === null ? laterDay(openBlockHorizon(todayInZone(new Date(), salon.timezone)), addDays(series.firstDate, 7)) : null;
  const occurrences = blockOccurrences(series, salon.timezone, { through: materialisedThrough ?? undefined });
  if (!occurrences.length) return fail('VALIDATION_ERROR', BLOCK_MESSAGES.nothingToBlock, { from_time: BLOCK_MESSAGES.nothingToBlock });

  const lane = { salon, stationId, staffId };
  const lastBooked = materialisedThrough && (await lastBookedDay(salon));
  const checked = lastBooked && lastBooked > materialisedThrough ? blockOccurrences(series, salon.timezone, { through: lastBooked }) : occurrences;
  const overlapping = await occupantsOverlapping(lane, checked);
  if (overlapping.length) return overlapFailure(overlapping, salon.timezone);
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx) => {
      const [block] = await tx
        .insert(timeBlocks)
        .values({ salonId: salon.id, scope: data.scope, stationId, staffId, reason: data.reason, ...series, materialisedThrough, createdBy: caller?.userId })
        .returning({ id: timeBlocks.id });
      await tx.insert(timeBlockOccurrences).values(occurrences.map(({ occursOn, start, end }) => ({ blockId: block.id, salonId: salon.id, occursOn, startTime: start, endTime: end })));
      return block.id;
    });
    return ok({ id, occurrences: occurrences.length });
  } catch (error) {
    if (classifyDbError(error) !== 'overlap') throw error;
    const now = await occupantsOverlapping(lane, checked);
    return now.length ? overlapFailure(now, salon.timezone) : fail('BLOCK_OVERLAP', BLOCK_MESSAGES.overlapsJustBooked);
  }
}

/** Removes a whole series, or one occurrence of it (the last one takes the series with it). */
export async function removeTimeBlock(caller: Caller | null, data: RemoveTimeBlockData): Promise<ActionResult<{ removed: number }, 'NOT_FOUND'>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, data.salonId);
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [block] = await tx
      .select({ id: timeBlocks.id })
      .from(timeBlocks)
      .where(and(eq(timeBlocks.id, data.block_id), eq(timeBlocks.salonId, salonId)))
      .for('update');
    if (!block) return 0;
    // The series: its occurrences and their lane claims go with it (foreign keys, on delete cascade).
    if (!data.occurrence_id) return (await tx.delete(timeBlocks).where(eq(timeBlocks.id, block.id)).returning({ id: timeBlocks.id })).length;
    const gone = await tx
      .delete(timeBlockOccurrences)
      .where(and(eq(timeBlockOccurrences.id, data.occurrence_id), eq(timeBlockOccurrences.blockId, block.id)))
      .returning({ id: timeBlockOccurrences.id });
    const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(timeBlockOccurrences).where(eq(timeBlockOccurrences.blockId, block.id));
    if (left.n === 0) await tx.delete(timeBlocks).where(eq(timeBlocks.id, block.id));
    return gone.length;
  });
  return removed ? ok({ removed }) : fail('NOT_FOUND', BLOCK_MESSAGES.notFound);
}

const laterDay = (a: string, b: string) => (a > b ? a : b);

/** The salon's last day ('yyyy-MM-dd', UTC, a day late to cover every zone) an appointment holds a lane on. */
async function lastBookedDay(salon: LaneSalon): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ end: max(laneClaims.endTime) }).from(laneClaims).where(and(eq(laneClaims.salonId, salon.id), isNotNull(laneClaims.appointmentId)));
  return row?.end ? addDays(row.end.toISOString().slice(0, 10), 1) : null;
}

async function isBookableMemberOf(salonId: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), bookableMemberOf(salonId)));
  return rows.length === 1;
}

async function isActiveStationOf(salonId: string, stationId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: stations.id }).from(stations).where(and(eq(stations.id, stationId), eq(stations.salonId, salonId), eq(stations.isActive, true)));
  return rows.length === 1;
}

type Occupant = { customerName: string | null; startTime: Date; endTime: Date; stationName: string | null };

/**
 * What already claims the lanes a block would occupy at any of its occurrences: a stylist
 * block, that stylist's lane; a station block in a salon with stations, that station's lane;
 * otherwise every station lane of the salon (the one lane, or all of its active stations),
 * never the stylists' lanes. The same rule as claim_block_lanes in the database.
 * Appointments carry their customer's name; blocked time has none.
 */
async function occupantsOverlapping({ salon, stationId, staffId }: { salon: LaneSalon; stationId: string | null; staffId: string | null }, occurrences: BlockOccurrence[]): Promise<Occupant[]> {
  const first = occurrences[0].start;
  const last = occurrences[occurrences.length - 1].end;
  // One parameter for all of them (a block with an end date has up to 53 weeks of them).
  const ranges = JSON.stringify(occurrences.map((o) => ({ s: o.start.toISOString(), e: o.end.toISOString() })));
  const db = await getDb();
  return db
    .select({ customerName: appointments.customerName, startTime: laneClaims.startTime, endTime: laneClaims.endTime, stationName: stations.name })
    .from(laneClaims)
    .leftJoin(appointments, eq(appointments.id, laneClaims.appointmentId))
    .leftJoin(stations, eq(stations.id, laneClaims.laneKey))
    .where(
      and(
        eq(laneClaims.salonId, salon.id),
        staffId
          ? eq(laneClaims.laneKey, staffId)
          : stationId && salon.stationsEnabled
            ? eq(laneClaims.laneKey, stationId)
            : sql`not exists (select 1 from users u where u.id = ${laneClaims.laneKey})`,
        lt(laneClaims.startTime, last),
        gt(laneClaims.endTime, first),
        sql`exists (select 1 from jsonb_to_recordset(${ranges}::jsonb) as o(s timestamptz, e timestamptz) where ${laneClaims.startTime} < o.e and ${laneClaims.endTime} > o.s)`,
      ),
    )
    .orderBy(asc(laneClaims.startTime));
}

const LISTED = 5;

function overlapFailure(occupants: Occupant[], timeZone: string) {
  const booked = occupants.filter((o) => o.customerName !== null);
  if (!booked.length) return fail('BLOCK_OVERLAP', BLOCK_MESSAGES.blockedTimeTaken);
  const appointments = booked.slice(0, LISTED).map(({ customerName, startTime, endTime, stationName }) => {
    const values = { customer: customerName ?? '', day: instantToZonedParts(startTime, timeZone).date, range: formatTimeRange(startTime, endTime, timeZone) };
    return stationName ? message('Errors.blockConflictAtStation', { ...values, station: stationName }) : message('Errors.blockConflict', values);
  });
  return fail('BLOCK_OVERLAP', message('Errors.blockOverlapsAppointments', { appointments, more: Math.max(booked.length - LISTED, 0) }));
}
