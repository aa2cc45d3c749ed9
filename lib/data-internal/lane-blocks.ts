import 'server-only';
import { and, eq, gt, gte, isNotNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { laneClaims } from '@/lib/db/schema';
import { addDays, BLOCKED_TIME_LABEL, type NamedAppointment } from '@/lib/scheduling';
import { openBlocksThrough } from './block-horizon';

const HOUR = 3_600_000;

/**
 * The lanes blocked time and waitlist holds claim around the calendar day `date` (the same window as
 * liveAppointmentsTouchingDay: every UTC offset, `until`, and a day back for the longest
 * block), as rows the scheduling core treats like appointments of their lane. Nothing of the
 * block's reason is read: the same rows serve the public page. A day past the visitors' reach
 * has the salon's blocks with no end date written through it first (openBlocksThrough).
 */
export async function blockClaimsTouchingDay(salonId: string, date: string, until?: Date): Promise<NamedAppointment[]> {
  await openBlocksThrough(salonId, addDays(date, 1));
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  const from = new Date(dayUtc - 14 * HOUR);
  const to = new Date(Math.max(dayUtc + 38 * HOUR, until?.getTime() ?? 0));
  const db = await getDb();
  const rows = await db
    .select({ id: laneClaims.id, start: laneClaims.startTime, end: laneClaims.endTime, laneKey: laneClaims.laneKey })
    .from(laneClaims)
    .where(
      and(
        eq(laneClaims.salonId, salonId),
        // A waitlist hold is as busy as a block: the time is kept for the client it is offered to.
        or(isNotNull(laneClaims.blockOccurrenceId), isNotNull(laneClaims.waitlistEntryId)),
        gte(laneClaims.startTime, new Date(from.getTime() - 24 * HOUR)),
        lt(laneClaims.startTime, to),
        gt(laneClaims.endTime, from),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    start_time: row.start,
    end_time: row.end,
    status: 'blocked',
    lane_key: row.laneKey,
    customer_name: BLOCKED_TIME_LABEL,
    blocked: true,
  }));
}
