import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { clientConsents, clients, salons, users, type ConsentKind, type ConsentSource } from '@/lib/db/schema';
import { ok, type ActionResult } from '@/lib/result';
import { STAFF_ROLES } from '@/lib/server/roles';
import { AccessError, scopedSalonId, type Caller } from '@/lib/server/access';
import type { ClientConsentInput, ClientRef } from '@/features/clients/schema';

// One client's no-show standing under the salon's policy (issue 33 item 5) and consent ledger
// (item 6): what the card's two panels show and change. Staff and owners of the salon; admins
// for the salon they name.

export type NoShowStanding = {
  /** Every no-show the client has had. */
  noShowCount: number;
  /** The no-shows that count for the policy: within its months and after the last clearing. */
  countedNoShows: number;
  /** The salon's policy; limit 0 is off. */
  limit: number;
  months: number;
  clearedAt: Date | null;
  /** Online booking asks this client to call the salon. */
  refused: boolean;
};

export type ConsentEntry = { id: number; kind: ConsentKind; granted: boolean; source: ConsentSource; recordedBy: string | null; at: Date };
export type ClientConsents = { reminders: boolean; marketing: boolean; entries: ConsentEntry[] };

/** The client's id in the scoped salon, or NOT_FOUND (another salon's client is not there). */
async function clientOf(caller: Caller | null, ref: ClientRef): Promise<{ salonId: string; clientId: string }> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, ref.salonId);
  const db = await getDb();
  const [row] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.id, ref.clientId), eq(clients.salonId, salonId))).limit(1);
  if (!row) throw new AccessError('NOT_FOUND');
  return { salonId, clientId: row.id };
}

/** The client's no-shows as the salon's policy counts them (the database's client_counted_no_shows). */
export async function getNoShowStanding(caller: Caller | null, ref: ClientRef, now = new Date()): Promise<NoShowStanding> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, ref.salonId);
  const db = await getDb();
  const [row] = await db
    .select({
      noShowCount: clients.noShowCount,
      countedNoShows: sql<number>`public.client_counted_no_shows(${clients.id}, ${now.toISOString()}::timestamptz)`,
      limit: salons.noShowLimit,
      months: salons.noShowMonths,
      clearedAt: clients.noShowsClearedAt,
    })
    .from(clients)
    .innerJoin(salons, eq(salons.id, clients.salonId))
    .where(and(eq(clients.id, ref.clientId), eq(clients.salonId, salonId)))
    .limit(1);
  if (!row) throw new AccessError('NOT_FOUND');
  return { ...row, refused: row.limit > 0 && row.countedNoShows >= row.limit };
}

/** Clears the client's no-shows: the ones before now no longer count for the policy (they stay on the record). */
export async function clearNoShows(caller: Caller | null, ref: ClientRef): Promise<ActionResult<{ clearedAt: Date }>> {
  const { salonId, clientId } = await clientOf(caller, ref);
  const db = await getDb();
  const [row] = await db
    .update(clients)
    .set({ noShowsClearedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), eq(clients.salonId, salonId)))
    .returning({ clearedAt: clients.noShowsClearedAt });
  if (!row?.clearedAt) throw new AccessError('NOT_FOUND');
  return ok({ clearedAt: row.clearedAt });
}

/** The client's current consents (each kind's latest entry) and the ledger, newest first. */
export async function getClientConsents(caller: Caller | null, ref: ClientRef): Promise<ClientConsents> {
  const { clientId } = await clientOf(caller, ref);
  const db = await getDb();
  const entries = await db
    .select({ id: clientConsents.id, kind: clientConsents.kind, granted: clientConsents.granted, source: clientConsents.source, recordedBy: users.fullName, at: clientConsents.createdAt })
    .from(clientConsents)
    .leftJoin(users, eq(users.id, clientConsents.recordedBy))
    .where(eq(clientConsents.clientId, clientId))
    .orderBy(desc(clientConsents.id))
    .limit(200);
  const latest = (kind: ConsentKind) => entries.find((entry) => entry.kind === kind)?.granted ?? false;
  return { reminders: latest('reminders'), marketing: latest('marketing'), entries };
}

/** Staff record a grant or a withdrawal: a new ledger entry (source 'staff', by the caller). */
export async function recordConsent(caller: Caller | null, input: ClientConsentInput): Promise<ActionResult<{ granted: boolean }>> {
  const { salonId, clientId } = await clientOf(caller, input);
  const db = await getDb();
  await db.insert(clientConsents).values({ salonId, clientId, kind: input.kind, granted: input.granted, source: 'staff', recordedBy: caller?.userId ?? null });
  return ok({ granted: input.granted });
}
