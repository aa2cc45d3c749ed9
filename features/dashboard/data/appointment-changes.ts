import 'server-only';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentChanges as changes, appointments, changeFeedSeen, services, type AppointmentStatus } from '@/lib/db/schema';
import { assertRole, scopedSalonId, type Caller } from '@/lib/server/access';
import { STAFF_ROLES } from '@/lib/server/roles';
import { FEED_START, type ChangeCursor } from '@/features/dashboard/schema';

// A salon's change feed (appointment_changes, written by the database with each change). Rows
// are read in (tx_id, id) order, and only rows of transactions older than every transaction
// still running: a transaction that commits late cannot slip in behind a cursor already given
// out, so nothing is lost and nothing is read twice (docs/decisions.md).

/** The oldest transaction still running: every change below it is committed or gone for good. */
const SETTLED = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;
const newestFirst = [desc(changes.txId), desc(changes.id)];
const after = (cursor: ChangeCursor) => sql`(${changes.txId}, ${changes.id}) > (${cursor.txId}, ${cursor.id})`;
const upTo = (cursor: ChangeCursor) => sql`(${changes.txId}, ${changes.id}) <= (${cursor.txId}, ${cursor.id})`;

/**
 * How long the feed keeps a change, and so how long an unseen change waits for a user who has
 * not marked the feed seen (docs/decisions.md "Since you last looked"); older rows go when
 * someone marks the salon's feed seen.
 */
const KEEP_DAYS = 30;
/** Appointments the list can show ("Show all"); the count says how many there are in all. */
export const LISTED_CHANGES = 200;

export type ChangeInput = { salonId?: string | null; cursor: ChangeCursor };

/**
 * The newest settled change of the salon after `cursor`, or null: what an open dashboard polls.
 * One probe of appointment_changes_salon_cursor_idx, no join.
 */
export async function latestChange(caller: Caller | null, input: ChangeInput): Promise<ChangeCursor | null> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  const [row] = await db
    .select({ txId: changes.txId, id: changes.id })
    .from(changes)
    .where(and(eq(changes.salonId, salonId), after(input.cursor), lt(changes.txId, SETTLED)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export type FeedChange = {
  kind: 'booked' | 'cancelled' | 'changed';
  actor: 'visitor' | 'staff';
  appointmentId: string;
  customerName: string;
  startTime: Date;
  serviceName: string | null;
  status: AppointmentStatus;
};

export type ChangeFeed = {
  /** The feed's head when read: the dashboard polls after it, and marks the list seen up to it. */
  cursor: ChangeCursor;
  /**
   * Appointments others changed since the caller last marked the feed seen (within KEEP_DAYS),
   * newest first, each once (its latest such change); at most LISTED_CHANGES of them.
   */
  unseen: FeedChange[];
  /** How many appointments that is in all. */
  unseenCount: number;
};

/** The salon's feed head and what others changed since the caller last looked. */
export async function readChangeFeed(caller: Caller | null, input: { salonId?: string | null }): Promise<ChangeFeed> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const db = await getDb();
  const [head, [seen]] = await Promise.all([
    latestChange(caller, { salonId, cursor: FEED_START }),
    db
      .select({ txId: changeFeedSeen.seenTxId, id: changeFeedSeen.seenId })
      .from(changeFeedSeen)
      .where(and(eq(changeFeedSeen.userId, userId), eq(changeFeedSeen.salonId, salonId))),
  ]);
  if (!head) return { cursor: FEED_START, unseen: [], unseenCount: 0 };
  // Each appointment's latest change by someone else, unseen and kept.
  const latest = db.$with('latest').as(
    db
      .selectDistinctOn([changes.appointmentId], { appointmentId: changes.appointmentId, kind: changes.kind, actor: changes.actor, txId: changes.txId, id: changes.id })
      .from(changes)
      .where(
        and(
          eq(changes.salonId, salonId),
          seen && after(seen),
          upTo(head),
          gt(changes.at, sql`now() - make_interval(days => ${KEEP_DAYS})`),
          sql`${changes.actorUserId} IS DISTINCT FROM ${userId}`,
        ),
      )
      .orderBy(changes.appointmentId, desc(changes.txId), desc(changes.id)),
  );
  const rows = await db
    .with(latest)
    .select({
      change: {
        kind: latest.kind,
        actor: latest.actor,
        appointmentId: latest.appointmentId,
        customerName: appointments.customerName,
        startTime: appointments.startTime,
        serviceName: services.name,
        status: appointments.status,
      },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(latest)
    .innerJoin(appointments, eq(appointments.id, latest.appointmentId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .orderBy(desc(latest.txId), desc(latest.id))
    .limit(LISTED_CHANGES);
  return { cursor: head, unseen: rows.map(({ change }) => change), unseenCount: rows[0]?.total ?? 0 };
}

/**
 * Remembers that the caller has seen the salon's feed up to `cursor` (per user, in the database:
 * any device, any app instance), and drops the salon's changes older than KEEP_DAYS.
 */
export async function markChangesSeen(caller: Caller | null, input: ChangeInput): Promise<void> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const { userId } = assertRole(caller, STAFF_ROLES);
  const { txId, id } = input.cursor;
  const db = await getDb();
  await db
    .insert(changeFeedSeen)
    .values({ userId, salonId, seenTxId: txId, seenId: id })
    .onConflictDoUpdate({ target: [changeFeedSeen.userId, changeFeedSeen.salonId], set: { seenTxId: txId, seenId: id, updatedAt: sql`now()` } });
  await db.delete(changes).where(and(eq(changes.salonId, salonId), lt(changes.at, sql`now() - make_interval(days => ${KEEP_DAYS})`)));
}
