import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { salons, services, users, waitlistEntries, type WaitlistState } from '@/lib/db/schema';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import { STAFF_ROLES } from '@/lib/server/roles';
import { message } from '@/lib/i18n/message';
import { todayInZone } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES, BOOKING_FIELD_MESSAGES } from '@/lib/validation/booking';
import { findSalonAndService } from '@/features/booking/data/public-services';
import { WAITLIST_ENTRY_GONE_MESSAGE as REMOVE_NOT_FOUND, type AddWaitlistEntryData, type RemoveWaitlistEntryData } from '../schema';
import { insertWaitlistEntry } from './join-waitlist';

/** A waitlist entry as staff read it on a day's schedule. */
export type WaitlistEntryView = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  serviceName: string;
  stylistName: string | null;
  fromTime: string;
  untilTime: string;
  state: WaitlistState;
  /** The held time while offered (or booked), where it is held, and until when the offer stands. */
  offerStart: Date | null;
  offerEnd: Date | null;
  offerStationId: string | null;
  offerStaffId: string | null;
  offerExpiresAt: Date | null;
};

/** The salon's waitlist for one day ('yyyy-MM-dd'), first come first. */
export async function listWaitlistDay(caller: Caller | null, query: { salonId?: string | null; date: string }): Promise<WaitlistEntryView[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, query.salonId);
  const db = await getDb();
  return db
    .select({
      id: waitlistEntries.id,
      customerName: waitlistEntries.customerName,
      customerEmail: waitlistEntries.customerEmail,
      customerPhone: waitlistEntries.customerPhone,
      serviceName: services.name,
      stylistName: sql<string | null>`case when ${salons.stylistsEnabled} then ${users.fullName} end`,
      fromTime: waitlistEntries.fromTime,
      untilTime: waitlistEntries.untilTime,
      state: waitlistEntries.state,
      offerStart: waitlistEntries.offerStart,
      offerEnd: waitlistEntries.offerEnd,
      offerStationId: waitlistEntries.offerStationId,
      offerStaffId: waitlistEntries.offerStaffId,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .innerJoin(salons, eq(salons.id, waitlistEntries.salonId))
    .leftJoin(users, eq(users.id, sql`coalesce(${waitlistEntries.offerStaffId}, ${waitlistEntries.staffId})`))
    .where(and(eq(waitlistEntries.salonId, salonId), eq(waitlistEntries.wantedOn, query.date)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/**
 * Removes someone from the list: a waiting entry is removed; an offered one too, and its held
 * time passes to the next match (or is public again) in the same transaction. A booked, expired
 * or removed entry stays as it is (NOT_FOUND).
 */
export async function removeWaitlistEntry(caller: Caller | null, data: RemoveWaitlistEntryData): Promise<ActionResult<{ removed: true }, 'NOT_FOUND'>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, data.salonId);
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: waitlistEntries.id, state: waitlistEntries.state })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, data.entryId), eq(waitlistEntries.salonId, salonId)))
      .for('update');
    if (entry?.state === 'offered') return (await tx.execute<{ passed: boolean }>(sql`SELECT public.waitlist_pass_hold(${entry.id}::uuid, 'removed') AS passed`)).rows[0]?.passed === true;
    if (entry?.state !== 'waiting') return false;
    await tx.update(waitlistEntries).set({ state: 'removed', updatedAt: new Date() }).where(eq(waitlistEntries.id, entry.id));
    return true;
  });
  return removed ? ok({ removed: true }) : fail('NOT_FOUND', REMOVE_NOT_FOUND);
}

export const WAITLIST_DAY_PAST_MESSAGE = message('Server.waitlistDayPast');

/**
 * Staff add someone to the waitlist (the dashboard, on the phone too): the salon's active
 * service, a bookable stylist of the salon's or any, a day from today on, in the language staff
 * chose for the client. The entry is the visitor's own kind: its offer comes the same way.
 */
export async function addWaitlistEntry(
  caller: Caller | null,
  data: AddWaitlistEntryData,
  now = new Date(),
): Promise<ActionResult<{ added: true }, 'SERVICE_UNAVAILABLE' | 'STYLIST_UNAVAILABLE' | 'DATE_PAST'>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, data.salonId);
  const found = await findSalonAndService(salonId, data.serviceId);
  if (!found?.service) return fail('SERVICE_UNAVAILABLE', BOOKING_ERROR_MESSAGES.SERVICE_UNAVAILABLE, { serviceId: BOOKING_ERROR_MESSAGES.SERVICE_UNAVAILABLE });
  const { salon, service } = found;
  if (data.date < todayInZone(now, salon.timezone)) return fail('DATE_PAST', WAITLIST_DAY_PAST_MESSAGE, { date: WAITLIST_DAY_PAST_MESSAGE });
  const staffId = salon.stylistsEnabled && data.stylistId ? await bookableMemberOf(salon.id, data.stylistId) : null;
  if (staffId === null && salon.stylistsEnabled && data.stylistId) return fail('STYLIST_UNAVAILABLE', BOOKING_FIELD_MESSAGES.invalidStylist, { stylistId: BOOKING_FIELD_MESSAGES.invalidStylist });
  await insertWaitlistEntry({ salon, service, staffId, input: data, language: data.language, visitor: false, now });
  return ok({ added: true });
}

async function bookableMemberOf(salonId: string, memberId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.salonId, salonId), eq(users.bookable, true), inArray(users.role, ['owner', 'staff'])))
    .limit(1);
  return row?.id ?? null;
}
