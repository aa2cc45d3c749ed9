import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { FeedScope } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locale';
import { FEED_CANCELLED_DAYS, FEED_FUTURE_DAYS, FEED_PAST_DAYS } from '@/features/feeds/schema';

// What a calendar feed serves (issue 36), found by its secret alone: the public side of
// features/feeds (no session; the secret is the credential). Never logs the secret.

/** The SHA-256 a feed's secret is stored and looked up by. */
export function feedSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A live feed: its member still belongs to the salon, and a salon feed's member still owns it. */
export type Feed = { id: string; scope: FeedScope; userId: string; salonId: string; salonName: string; language: Locale };

export async function feedBySecret(secret: string): Promise<Feed | null> {
  const { rows } = await (await getDb()).execute<{ id: string; scope: FeedScope; user_id: string; salon_id: string; salon_name: string; language: Locale }>(sql`
    SELECT f.id, f.scope, f.user_id, f.salon_id, s.name AS salon_name, coalesce(u.language, s.default_language) AS language
      FROM calendar_feeds f
      JOIN users u ON u.id = f.user_id AND u.salon_id = f.salon_id
      JOIN salons s ON s.id = f.salon_id
     WHERE f.secret_hash = ${feedSecretHash(secret)}
       AND (f.scope = 'member' AND u.role IN ('owner', 'staff') OR f.scope = 'salon' AND u.role = 'owner')`);
  const row = rows[0];
  return row ? { id: row.id, scope: row.scope, userId: row.user_id, salonId: row.salon_id, salonName: row.salon_name, language: row.language } : null;
}

const DAY_MS = 86_400_000;

/** The instants a feed covers at `now`. */
function feedWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS) };
}

/** The appointments of a feed: the salon's, or those with its member. */
const appointmentScope = (feed: Feed) => (feed.scope === 'salon' ? sql`a.salon_id = ${feed.salonId}` : sql`a.salon_id = ${feed.salonId} AND a.staff_id = ${feed.userId}`);
/** The blocks of a feed: the salon's, or those on its member and on the whole salon. */
const blockScope = (feed: Feed) =>
  feed.scope === 'salon' ? sql`o.salon_id = ${feed.salonId}` : sql`o.salon_id = ${feed.salonId} AND (b.scope = 'salon' OR b.scope = 'stylist' AND b.staff_id = ${feed.userId})`;

/**
 * What the feed's content depends on, without reading it: the salon's newest appointment change
 * (every booking, move, reassignment and cancellation writes one), its block occurrences (blocks
 * are only added and removed), the salon's name, the member's language, and the day (the window moves, and
 * cancelled appointments age out). One statement on indexes; its hash is the ETag.
 */
export async function feedVersion(feed: Feed, now: Date): Promise<{ etag: string; lastModified: Date }> {
  const { rows } = await (await getDb()).execute<{ change_id: string | null; change_at: Date | string | null; blocks: number; block_at: Date | string | null }>(sql`
    SELECT c.id::text AS change_id, c.at AS change_at, o.blocks, o.block_at
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT id, at FROM appointment_changes WHERE salon_id = ${feed.salonId} ORDER BY tx_id DESC, id DESC LIMIT 1) c ON true
      CROSS JOIN LATERAL (SELECT count(*)::int AS blocks, max(b.created_at) AS block_at
                            FROM time_block_occurrences o JOIN time_blocks b ON b.id = o.block_id WHERE o.salon_id = ${feed.salonId}) o`);
  const { change_id, change_at, blocks, block_at } = rows[0];
  const day = now.toISOString().slice(0, 10);
  const etag = createHash('sha256').update([feed.id, feed.language, feed.salonName, change_id ?? '', blocks, day].join('|')).digest('base64url').slice(0, 27);
  const dayStart = new Date(`${day}T00:00:00Z`);
  const times = [change_at, block_at].filter((t) => t != null).map((t) => new Date(t!).getTime());
  return { etag: `"${etag}"`, lastModified: new Date(Math.max(dayStart.getTime(), ...times)) };
}

export type FeedAppointment = {
  id: string;
  start: Date;
  end: Date;
  status: string;
  customerName: string;
  serviceName: string | null;
  stationName: string | null;
  stylistName: string | null;
  /** The appointment's revision: how often it changed since it was booked. */
  sequence: number;
};
export type FeedBlock = { id: string; start: Date; end: Date; reason: string | null };

/** Everything a feed shows at `now`: two indexed range queries, no per-row work. */
export async function feedContent(feed: Feed, now: Date): Promise<{ appointments: FeedAppointment[]; blocks: FeedBlock[] }> {
  const { from, to } = feedWindow(now);
  const cancelledSince = new Date(now.getTime() - FEED_CANCELLED_DAYS * DAY_MS);
  const db = await getDb();
  const [appointmentRows, blockRows] = await Promise.all([
    db.execute<{ id: string; start_time: Date | string; end_time: Date | string; status: string; customer_name: string; service_name: string | null; station_name: string | null; stylist_name: string | null; revision: number; last_change: Date | string | null }>(sql`
      SELECT a.id, a.start_time, a.end_time, a.status, a.customer_name, sv.name AS service_name, st.name AS station_name, u.full_name AS stylist_name, a.revision, c.last_change
        FROM appointments a
        LEFT JOIN services sv ON sv.id = a.service_id
        LEFT JOIN stations st ON st.id = a.station_id
        LEFT JOIN users u ON u.id = a.staff_id
        CROSS JOIN LATERAL (SELECT max(at) AS last_change FROM appointment_changes WHERE appointment_id = a.id) c
       WHERE ${appointmentScope(feed)} AND a.start_time < ${to.toISOString()} AND a.end_time > ${from.toISOString()}
         AND (a.status <> 'cancelled' OR c.last_change >= ${cancelledSince.toISOString()})
       ORDER BY a.start_time, a.id`),
    db.execute<{ id: string; start_time: Date | string; end_time: Date | string; reason: string | null }>(sql`
      SELECT o.id, o.start_time, o.end_time, b.reason
        FROM time_block_occurrences o JOIN time_blocks b ON b.id = o.block_id
       WHERE ${blockScope(feed)} AND o.start_time < ${to.toISOString()} AND o.end_time > ${from.toISOString()}
       ORDER BY o.start_time, o.id`),
  ]);
  return {
    appointments: appointmentRows.rows.map((row) => ({
      id: row.id,
      start: new Date(row.start_time),
      end: new Date(row.end_time),
      status: row.status,
      customerName: row.customer_name,
      serviceName: row.service_name,
      stationName: row.station_name,
      stylistName: row.stylist_name,
      sequence: Number(row.revision),
    })),
    blocks: blockRows.rows.map((row) => ({ id: row.id, start: new Date(row.start_time), end: new Date(row.end_time), reason: row.reason })),
  };
}
