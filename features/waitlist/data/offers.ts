import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { message } from '@/lib/i18n/message';
import type { Db } from '@/lib/db/client';
import type { WaitlistState } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locale';
import { writeAs } from '@/lib/data-internal/change-actor';
import { insertUnlessOverlapping } from '@/lib/data-internal/lane-placement';
import { instantToZonedParts } from '@/lib/scheduling';
import { appointmentMessagesSql, messagesQueued, newAppointmentKeys, newAppointmentRow, readSalonForMessages } from '@/features/messages/queue';
import { TOKEN_PATTERN } from '@/features/booking/data/manage-links';
import { getDb } from '@/lib/db/client';

// A waiting client's private link (issue 35): the offer it holds, accepted in one step, and
// leaving the list. The hold itself is made and passed on by the database (waitlist_holds migration).

/** What the link answers when it cannot do what was asked. */
export const OFFER_ERROR_MESSAGES = {
  NOT_FOUND: message('Server.linkNotValid'),
  OFFER_TAKEN: message('Server.waitlistOfferTaken'),
  OFFER_GONE: message('Server.waitlistOfferGone'),
} as const;
export type OfferErrorCode = keyof typeof OFFER_ERROR_MESSAGES;

/** An entry as its private link shows it (a held time only while it is offered or booked). */
export type WaitlistOffer = {
  state: WaitlistState;
  language: Locale;
  salonName: string;
  salonSlug: string | null;
  serviceName: string;
  stylistName: string | null;
  customerName: string;
  /** The day waited for and the hours ('HH:mm'). */
  date: string;
  fromTime: string;
  untilTime: string;
  /** The held (or booked) time in the salon's zone, and until when the offer stands. */
  offer: { date: string; startTime: string; endTime: string; expiresDate: string; expiresTime: string } | null;
  /** The booking the offer became (its manage link). */
  manageToken: string | null;
};

type EntryRow = {
  id: string;
  salon_id: string;
  service_id: string;
  state: WaitlistState;
  language: Locale;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  wanted_on: string;
  from_time: string;
  until_time: string;
  offer_start: Date | string | null;
  offer_end: Date | string | null;
  offer_station_id: string | null;
  offer_staff_id: string | null;
  offer_expires_at: Date | string | null;
  timezone: string;
  salon_name: string;
  salon_slug: string | null;
  service_name: string;
  stylist_name: string | null;
  manage_token: string | null;
};

const readEntry = (db: Pick<Db, 'execute'>, token: string, lock: boolean) =>
  db.execute<EntryRow>(sql`
    SELECT e.id, e.salon_id, e.service_id, e.state, e.language, e.customer_name, e.customer_email, e.customer_phone,
      e.wanted_on::text AS wanted_on, e.from_time, e.until_time, e.offer_start, e.offer_end, e.offer_station_id, e.offer_staff_id, e.offer_expires_at,
      s.timezone, s.name AS salon_name, s.custom_subdomain AS salon_slug, sv.name AS service_name,
      u.full_name AS stylist_name, a.manage_token
    FROM waitlist_entries e
    JOIN salons s ON s.id = e.salon_id
    JOIN services sv ON sv.id = e.service_id
    LEFT JOIN users u ON u.id = coalesce(e.offer_staff_id, e.staff_id) AND s.stylists_enabled
    LEFT JOIN appointments a ON a.id = e.appointment_id
    WHERE e.token = ${token}
    ${lock ? sql`FOR UPDATE OF e` : sql``}`);

/** The entry behind a private link, or null for an unknown token. */
export async function findWaitlistOffer(token: string): Promise<WaitlistOffer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = (await readEntry(await getDb(), token, false)).rows[0];
  if (!row) return null;
  const shown = (row.state === 'offered' || row.state === 'booked') && row.offer_start && row.offer_end && row.offer_expires_at;
  const start = shown ? instantToZonedParts(new Date(row.offer_start!), row.timezone) : null;
  const expires = shown ? instantToZonedParts(new Date(row.offer_expires_at!), row.timezone) : null;
  return {
    state: row.state,
    language: row.language,
    salonName: row.salon_name,
    salonSlug: row.salon_slug,
    serviceName: row.service_name,
    stylistName: row.stylist_name,
    customerName: row.customer_name,
    date: row.wanted_on,
    fromTime: row.from_time,
    untilTime: row.until_time,
    offer: start && expires ? { date: start.date, startTime: start.time, endTime: instantToZonedParts(new Date(row.offer_end!), row.timezone).time, expiresDate: expires.date, expiresTime: expires.time } : null,
    manageToken: row.manage_token,
  };
}

const failure = (code: OfferErrorCode) => fail(code, OFFER_ERROR_MESSAGES[code]);

/**
 * Accepts the offer behind a private link in one step: in one transaction the entry is locked,
 * the lanes of its hold are locked in the order a booking takes them (its station's or the
 * salon's, then its stylist's), the hold's claims give way to the appointment (the booking's
 * own insert, with its confirmation and the salon's notices), and the entry is booked. A booker
 * racing for the time meets the hold, then the lane lock, then the appointment: never a free
 * time. Used again, or after the offer passed on: OFFER_TAKEN / OFFER_GONE.
 */
export async function acceptWaitlistOffer(token: string, now = new Date()): Promise<ActionResult<{ manageToken: string }, OfferErrorCode>> {
  if (!TOKEN_PATTERN.test(token)) return failure('NOT_FOUND');
  const result = await writeAs('visitor', async (tx) => {
    const entry = (await readEntry(tx, token, true)).rows[0];
    if (!entry) return failure('NOT_FOUND');
    if (entry.state === 'booked') return failure('OFFER_TAKEN');
    if (entry.state !== 'offered' || new Date(entry.offer_expires_at!) <= now) return failure('OFFER_GONE');
    await tx.execute(sql`
      SELECT pg_advisory_xact_lock(7310002, hashtext(lane_key::text))
      FROM (SELECT DISTINCT lane_key, lane_key IS NOT DISTINCT FROM ${entry.offer_staff_id}::uuid AS stylist FROM lane_claims WHERE waitlist_entry_id = ${entry.id}) lanes
      ORDER BY stylist, lane_key`);
    await tx.execute(sql`DELETE FROM lane_claims WHERE waitlist_entry_id = ${entry.id}`);
    const salon = await readSalonForMessages(tx, entry.salon_id, entry.offer_staff_id);
    const { id, manageToken } = newAppointmentKeys();
    const start = new Date(entry.offer_start!);
    const end = new Date(entry.offer_end!);
    const facts = {
      ...{ id, manageToken, salonId: entry.salon_id, timezone: entry.timezone, salon: salon!.contact, stylistsEnabled: salon!.stylistsEnabled, serviceName: entry.service_name },
      ...{ customerName: entry.customer_name, customerEmail: entry.customer_email, customerPhone: entry.customer_phone, start, end },
      ...{ staffId: entry.offer_staff_id, stylistName: salon!.stylistName, language: entry.language },
    };
    const placed = await insertUnlessOverlapping(
      {
        id,
        manageToken,
        salonId: entry.salon_id,
        serviceId: entry.service_id,
        stationId: entry.offer_station_id,
        staffId: entry.offer_staff_id,
        customerName: entry.customer_name,
        customerPhone: entry.customer_phone,
        customerEmail: entry.customer_email,
        startTime: start,
        endTime: end,
        status: 'confirmed',
        language: entry.language,
      },
      'visitor',
      { db: tx, withMessages: appointmentMessagesSql(newAppointmentRow(facts), 'booked', now) },
    );
    // The hold's lanes are locked and its claims were the only ones there: nothing else can stand in the way.
    if (!placed) throw new Error('A held time was taken');
    await tx.execute(sql`UPDATE waitlist_entries SET state = 'booked', appointment_id = ${placed.id}, updated_at = now() WHERE id = ${entry.id}`);
    return ok({ manageToken: placed.manageToken });
  });
  if (result.ok) messagesQueued();
  return result;
}

/**
 * Leaves the list from a private link: a waiting entry is removed; an offered one too, and its
 * held time passes to the next match (or is public again) in the same transaction. A booked,
 * expired or removed entry stays as it is. False for an unknown token.
 */
export async function leaveWaitlist(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const entry = (await readEntry(tx, token, true)).rows[0];
    if (!entry) return false;
    if (entry.state === 'offered') await tx.execute(sql`SELECT public.waitlist_pass_hold(${entry.id}::uuid, 'removed')`);
    else if (entry.state === 'waiting') await tx.execute(sql`UPDATE waitlist_entries SET state = 'removed', updated_at = now() WHERE id = ${entry.id}`);
    return true;
  });
}
