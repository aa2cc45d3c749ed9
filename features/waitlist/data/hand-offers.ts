import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { waitlistEntries } from '@/lib/db/schema';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import { STAFF_ROLES } from '@/lib/server/roles';
import { classifyDbError } from '@/lib/server/db-errors';
import { message } from '@/lib/i18n/message';
import type { TimeSlot } from '@/lib/scheduling/slots';
import { messagesQueued } from '@/features/messages/queue';
import { findSalonAndService } from '@/features/booking/data/public-services';
import { publicDay, slotAt } from '@/features/booking/data/day-slots';
import { WAITLIST_ENTRY_GONE_MESSAGE, type OfferWaitlistTimeData, type WaitlistEntryRef } from '../schema';

// Staff offer a waiting client a time by hand (issue 35 item 3): one that is free for the
// entry's service (and stylist, or any) on its day and inside its hours, held and offered as a
// freed time is (waitlist_hold, the waitlist_hand_offer migration). This is also how the owner
// offers a time to someone other than the first in line (docs/decisions.md).

export const WAITLIST_TIME_TAKEN_MESSAGE = message('Server.waitlistTimeTaken');

type WaitingEntry = { id: string; salonId: string; serviceId: string; staffId: string | null; date: string; fromTime: string; untilTime: string };

/** A waiting entry of the caller's salon, or null (another salon's, or no longer waiting). */
async function waitingEntry(caller: Caller | null, ref: WaitlistEntryRef): Promise<WaitingEntry | null> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, ref.salonId);
  const db = await getDb();
  const [entry] = await db
    .select({
      id: waitlistEntries.id,
      salonId: waitlistEntries.salonId,
      serviceId: waitlistEntries.serviceId,
      staffId: waitlistEntries.staffId,
      date: sql<string>`${waitlistEntries.wantedOn}::text`,
      fromTime: waitlistEntries.fromTime,
      untilTime: waitlistEntries.untilTime,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, ref.entryId), eq(waitlistEntries.salonId, salonId), eq(waitlistEntries.state, 'waiting')));
  return entry ?? null;
}

/** The day's free times a booking of the entry could take, inside its hours (the public page's rules: notice, hours, stylists). */
async function entryDay(entry: WaitingEntry, now: Date) {
  const found = await findSalonAndService(entry.salonId, entry.serviceId);
  if (!found?.service) return null;
  const { slots } = await publicDay(found.salon, entry.date, found.service, now, entry.staffId ?? undefined);
  const fits = (slot: TimeSlot) => slot.available && slot.time >= entry.fromTime && slot.time < entry.untilTime;
  return { salon: found.salon, slots: slots.filter(fits) };
}

const gone = () => fail('NOT_FOUND', WAITLIST_ENTRY_GONE_MESSAGE);

/** The times staff can offer a waiting entry ('HH:mm', in order); NOT_FOUND once it is no longer waiting. */
export async function listWaitlistOfferTimes(caller: Caller | null, ref: WaitlistEntryRef, now = new Date()): Promise<ActionResult<{ times: string[] }, 'NOT_FOUND'>> {
  const entry = await waitingEntry(caller, ref);
  const day = entry && (await entryDay(entry, now));
  return day ? ok({ times: day.slots.map((slot) => slot.time) }) : gone();
}

/**
 * Offers a waiting entry the time staff picked: the first free (stylist, lane) pair the
 * database accepts is held for it and its offer queued, in one transaction (waitlist_hold); a
 * pair taken meanwhile (23P01) moves on to the next. TIME_TAKEN (with the times still free)
 * when none is left; NOT_FOUND when the entry is no longer waiting.
 */
export async function offerWaitlistTime(
  caller: Caller | null,
  data: OfferWaitlistTimeData,
  now = new Date(),
): Promise<ActionResult<{ offered: string }, 'NOT_FOUND' | 'TIME_TAKEN'>> {
  const entry = await waitingEntry(caller, data);
  const day = entry && (await entryDay(entry, now));
  if (!entry || !day) return gone();
  const slot = slotAt(day.salon, entry.date, data.time, day.slots, now);
  const taken = () => fail('TIME_TAKEN', WAITLIST_TIME_TAKEN_MESSAGE, { time: WAITLIST_TIME_TAKEN_MESSAGE });
  if (typeof slot === 'string') return taken();
  const db = await getDb();
  for (const staffId of day.salon.stylistsEnabled ? (slot.freeStylists ?? []) : [null]) {
    for (const lane of slot.freeLanes ?? []) {
      const station = day.salon.stationsEnabled ? lane : null;
      const held = await db
        .execute<{ held: boolean }>(sql`SELECT public.waitlist_hold(${entry.id}::uuid, ${slot.start.toISOString()}::timestamptz, ${station}::uuid, ${staffId}::uuid) AS held`)
        .then(({ rows }) => rows[0]?.held === true)
        .catch((error: unknown) => {
          if (classifyDbError(error) === 'overlap') return 'lost' as const;
          throw error;
        });
      if (held === 'lost') continue;
      if (!held) return gone();
      messagesQueued();
      return ok({ offered: data.time });
    }
  }
  return taken();
}
