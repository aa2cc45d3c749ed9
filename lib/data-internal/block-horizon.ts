import 'server-only';
import { and, eq, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { salons, timeBlockOccurrences, timeBlocks } from '@/lib/db/schema';
import { addDays, blockOccurrences, OPEN_BLOCK_HORIZON_WEEKS } from '@/lib/scheduling';
import { classifyDbError } from '@/lib/server/db-errors';

/** Beyond this many days from today no visitor may book (the longest booking horizon). */
const VISITOR_REACH_DAYS = 365;

export type HorizonResult = { written: number; skipped: number };

/**
 * Writes the occurrences of every block with no end date (DESIGN §9, docs/decisions.md) through
 * today + OPEN_BLOCK_HORIZON_WEEKS in its salon's zone, or through `through` when later; with
 * `salonId`, that salon's only. The worker calls it on every pass. Each series is locked while
 * it grows, so several workers write each day once. A day whose lanes an appointment already
 * holds (booked before the block reached it) is skipped and counted: the appointment stays.
 */
export async function extendOpenBlocks({ salonId, through, now = new Date() }: { salonId?: string; through?: string; now?: Date } = {}): Promise<HorizonResult> {
  const db = await getDb();
  const horizonDay = sql`(${now.toISOString()}::timestamptz at time zone ${salons.timezone})::date + ${7 * OPEN_BLOCK_HORIZON_WEEKS}::int`;
  const horizon = sql<string>`(${horizonDay})::text`;
  const behind: SQL[] = [lt(timeBlocks.materialisedThrough, horizonDay)];
  if (through) behind.push(lt(timeBlocks.materialisedThrough, through));
  const due = await db
    .select({ id: timeBlocks.id, horizon })
    .from(timeBlocks)
    .innerJoin(salons, eq(salons.id, timeBlocks.salonId))
    .where(and(isNotNull(timeBlocks.materialisedThrough), salonId ? eq(timeBlocks.salonId, salonId) : undefined, or(...behind)));
  const result: HorizonResult = { written: 0, skipped: 0 };
  for (const block of due) {
    const target = through && through > block.horizon ? through : block.horizon;
    const { written, skipped } = await extendBlock(block.id, target);
    result.written += written;
    result.skipped += skipped;
  }
  return result;
}

async function extendBlock(blockId: string, target: string): Promise<HorizonResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [block] = await tx
      .select({ salonId: timeBlocks.salonId, repeat: timeBlocks.repeat, firstDate: timeBlocks.firstDate, fromTime: timeBlocks.fromTime, toTime: timeBlocks.toTime, materialisedThrough: timeBlocks.materialisedThrough, timeZone: salons.timezone })
      .from(timeBlocks)
      .innerJoin(salons, eq(salons.id, timeBlocks.salonId))
      .where(eq(timeBlocks.id, blockId))
      .for('update', { of: timeBlocks });
    // Removed, or grown by another worker meanwhile.
    if (!block?.materialisedThrough || block.materialisedThrough >= target) return { written: 0, skipped: 0 };
    const occurrences = blockOccurrences({ ...block, untilDate: null }, block.timeZone, { after: block.materialisedThrough, through: target });
    const rows = occurrences.map(({ occursOn, start, end }) => ({ blockId, salonId: block.salonId, occursOn, startTime: start, endTime: end }));
    // A savepoint a chunk (a far day read by staff can be years of rows); when the lane
    // constraint refuses one, a savepoint a row, so that the one day refused leaves the others.
    let written = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      if (await insertRefusingOverlap(tx, chunk)) written += chunk.length;
      else for (const row of chunk) if (await insertRefusingOverlap(tx, [row])) written++;
    }
    await tx.update(timeBlocks).set({ materialisedThrough: target }).where(eq(timeBlocks.id, blockId));
    const skipped = occurrences.length - written;
    if (skipped) console.warn(`[blocks] ${skipped} day(s) of a block with no end date were already booked and stay bookable`);
    return { written, skipped };
  });
}

/** Rows an insert carries at most (five parameters each, well under the protocol's 65,535). */
const CHUNK = 1_000;

/** Inserts the occurrences inside a savepoint: false, and nothing written, when a lane already holds one's time. */
async function insertRefusingOverlap(tx: Tx, rows: (typeof timeBlockOccurrences.$inferInsert)[]): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => savepoint.insert(timeBlockOccurrences).values(rows));
    return true;
  } catch (error) {
    if (classifyDbError(error) !== 'overlap') throw error;
    return false;
  }
}

/**
 * Before a staff-side read of a day no visitor can reach (past VISITOR_REACH_DAYS), writes the
 * salon's open-ended blocks through it, so the check and the lane constraint see them there
 * too. Nearer days are within the horizon the worker keeps; they cost no query.
 */
export async function openBlocksThrough(salonId: string, date: string, now = new Date()): Promise<void> {
  if (date <= addDays(now.toISOString().slice(0, 10), VISITOR_REACH_DAYS)) return;
  await extendOpenBlocks({ salonId, through: date, now });
}
