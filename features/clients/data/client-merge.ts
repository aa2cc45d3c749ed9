import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { clients } from '@/lib/db/schema';
import { classifyDbError, constraintOf } from '@/lib/server/db-errors';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import { fail, ok, type ActionResult } from '@/lib/result';
import { CLIENT_CARD_MESSAGES, type ClientMergeInput } from '@/features/clients/schema';
import { TAKEN } from '@/features/clients/data/client-card';

// Merging two client records of one salon (issue 33 item 4; docs/decisions.md "Clients: merging
// duplicates"). The database's merge_clients does it; the preview runs the very same merge in a
// transaction that is rolled back, so what staff see before is what the merge makes.

type Contact = { id: string; name: string; email: string | null; phone: string | null };

/** The kept record as the merge leaves it, and the record that goes. */
export type ClientMergeResult = {
  /** The kept client with the combined contact details. */
  kept: Contact;
  /** The record merged away (deleted by the merge). */
  other: Contact;
  /** Appointments moved from the other record to the kept one. */
  moved: number;
  /** The kept client's totals after the merge (visits, no-shows, notes, alerts). */
  visits: number;
  noShows: number;
  notes: number;
  alerts: number;
  /** The current consents after the merge: the newest entry of each kind across both ledgers. */
  consents: { reminders: boolean; marketing: boolean };
};

/**
 * Thrown to roll the preview's transaction back. Our own class, not drizzle's tx.rollback(): in
 * the built app the driver's copy of drizzle may not be the one this file imports, and its
 * TransactionRollbackError then failed `instanceof` (an unexpected error on the card).
 */
class PreviewRolledBack extends Error {}

const contact = { id: clients.id, name: clients.name, email: clients.email, phone: clients.phone };

/**
 * Merges `otherId` into `clientId` (both the scoped salon's live clients) inside one transaction,
 * reads the result, and commits it, or with `commit` false rolls it back (the preview).
 */
async function runMerge(caller: Caller | null, input: ClientMergeInput, commit: boolean): Promise<ActionResult<ClientMergeResult>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  if (input.clientId === input.otherId) return fail('SAME_CLIENT', CLIENT_CARD_MESSAGES.sameClient, { otherId: CLIENT_CARD_MESSAGES.sameClient });
  const db = await getDb();
  let outcome: ActionResult<ClientMergeResult> = fail('NOT_FOUND', CLIENT_CARD_MESSAGES.unknownClient);
  try {
    await db.transaction(async (tx) => {
      const [other] = await tx
        .select(contact)
        .from(clients)
        .where(and(eq(clients.id, input.otherId), eq(clients.salonId, salonId), isNull(clients.erasedAt)));
      if (!other) return;
      const { rows } = await tx.execute<{ moved: number | null }>(sql`SELECT public.merge_clients(${salonId}::uuid, ${input.clientId}::uuid, ${other.id}::uuid) AS moved`);
      if (rows[0]?.moved == null) return;
      const [kept] = await tx
        .select({
          ...contact,
          visits: clients.visitCount,
          noShows: clients.noShowCount,
          notes: sql<number>`(SELECT count(*)::int FROM client_notes n WHERE n.client_id = ${input.clientId}::uuid)`,
          alerts: sql<number>`(SELECT count(*)::int FROM client_notes n WHERE n.client_id = ${input.clientId}::uuid AND n.is_alert)`,
          reminders: sql<boolean>`public.client_consent(${clients.id}, 'reminders')`,
          marketing: sql<boolean>`public.client_consent(${clients.id}, 'marketing')`,
        })
        .from(clients)
        .where(eq(clients.id, input.clientId));
      const { visits, noShows, notes, alerts, reminders, marketing, ...keptContact } = kept;
      outcome = ok({ kept: keptContact, other, moved: Number(rows[0].moved), visits, noShows, notes, alerts, consents: { reminders, marketing } });
      if (!commit) throw new PreviewRolledBack();
    });
  } catch (error) {
    if (error instanceof PreviewRolledBack) return outcome;
    // The kept record, given the other's phone, would be a third client's name and phone.
    const taken = classifyDbError(error) === 'unique' ? TAKEN[constraintOf(error) as keyof typeof TAKEN] : undefined;
    if (!taken) throw error;
    return fail(taken.code, taken.message);
  }
  return outcome;
}

/** What merging `otherId` into `clientId` would make, nothing changed (the merge, rolled back). */
export async function previewClientMerge(caller: Caller | null, input: ClientMergeInput): Promise<ActionResult<ClientMergeResult>> {
  return runMerge(caller, input, false);
}

/**
 * Merges the scoped salon's client `otherId` into `clientId`: every appointment, note, consent
 * entry and message of the other record moves to the kept one, the other record is deleted, and
 * the kept one keeps its details, taking the other's e-mail or phone where it has none. Staff and
 * owners (STAFF_ROLES); admins for the salon they name. Itself, an erased client or another
 * salon's is refused.
 */
export async function mergeClients(caller: Caller | null, input: ClientMergeInput): Promise<ActionResult<ClientMergeResult>> {
  return runMerge(caller, input, true);
}
