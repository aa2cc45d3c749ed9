import 'server-only';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentChanges, appointments, clientNotes, clients, salons, users } from '@/lib/db/schema';
import { selectStaffAppointments } from '@/lib/data-internal/staff-appointment-query';
import { classifyDbError, constraintOf } from '@/lib/server/db-errors';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import { fail, ok, type ActionResult } from '@/lib/result';
import type { StaffAppointment } from '@/features/appointments/data/appointments';
import {
  CLIENT_CARD_LIMITS,
  CLIENT_CARD_MESSAGES,
  type ClientRef,
  type ClientContactInput,
  type ClientNoteInput,
  type VisitNoteInput,
} from '@/features/clients/schema';

/** A lasting note of a client; an alert is shown with every appointment of the client. */
export type ClientNote = { id: string; body: string; isAlert: boolean; createdAt: Date };

/**
 * What the card shows of a client. Counts are over every appointment of the client; the visit
 * lists are capped (CLIENT_CARD_LIMITS) with their full lengths beside them.
 */
export type ClientCard = {
  client: { id: string; name: string; email: string | null; phone: string | null };
  /** Appointments counted as spent, by service (the loader prices them): completed, or confirmed and started. */
  spentByService: { serviceId: string | null; visits: number }[];
  noShowCount: number;
  /** Cancelled (by anyone) less than the salon's change window before the start. */
  lateCancellationCount: number;
  changeWindowHours: number;
  /** The stylist of most visits (ties: the latest), null without one. */
  preferredStylist: string | null;
  coming: StaffAppointment[];
  comingTotal: number;
  past: StaffAppointment[];
  pastTotal: number;
  notes: ClientNote[];
};

/** Not a visit: the client did not come, or it was moved to another appointment. */
const NOT_A_VISIT = ['cancelled', 'no_show', 'rescheduled'] as const;

/**
 * The scoped salon's client with their visit history, totals, notes and alerts; null when the
 * salon has no such client (another salon's client reads as none).
 */
export async function getClientCard(caller: Caller | null, query: ClientRef, now = new Date()): Promise<ClientCard | null> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, query.salonId);
  const db = await getDb();
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone, changeWindowHours: salons.changeWindowHours })
    .from(clients)
    .innerJoin(salons, eq(salons.id, clients.salonId))
    .where(and(eq(clients.id, query.clientId), eq(clients.salonId, salonId)));
  if (!client) return null;
  const mine = and(eq(appointments.clientId, client.id), eq(appointments.salonId, salonId));
  const visit = sql`${appointments.status} NOT IN ${NOT_A_VISIT}`;
  const cancelledAt = sql`(SELECT max(${appointmentChanges.at}) FROM ${appointmentChanges} WHERE ${appointmentChanges.appointmentId} = ${appointments.id} AND ${appointmentChanges.kind} = 'cancelled')`;
  const [[counts], spentByService, [preferred], coming, past, notes] = await Promise.all([
    db
      .select({
        noShows: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'no_show')::int`,
        late: sql<number>`count(*) FILTER (WHERE ${appointments.status} = 'cancelled' AND ${cancelledAt} > ${appointments.startTime} - make_interval(hours => ${client.changeWindowHours}::int))::int`,
        coming: sql<number>`count(*) FILTER (WHERE ${appointments.startTime} >= ${now})::int`,
        past: sql<number>`count(*) FILTER (WHERE ${appointments.startTime} < ${now})::int`,
      })
      .from(appointments)
      .where(mine),
    db
      .select({ serviceId: appointments.serviceId, visits: count() })
      .from(appointments)
      .where(and(mine, sql`(${appointments.status} = 'completed' OR (${appointments.status} = 'confirmed' AND ${appointments.startTime} <= ${now}))`))
      .groupBy(appointments.serviceId),
    db
      .select({ name: users.fullName })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.staffId))
      .where(and(mine, visit))
      .groupBy(users.id, users.fullName)
      .orderBy(desc(count()), desc(sql`max(${appointments.startTime})`))
      .limit(1),
    selectStaffAppointments(db)
      .where(and(mine, gte(appointments.startTime, now)))
      .orderBy(asc(appointments.startTime))
      .limit(CLIENT_CARD_LIMITS.comingVisits),
    selectStaffAppointments(db)
      .where(and(mine, lt(appointments.startTime, now)))
      .orderBy(desc(appointments.startTime))
      .limit(CLIENT_CARD_LIMITS.pastVisits),
    listNotes(salonId, client.id),
  ]);
  const { changeWindowHours, ...contact } = client;
  return {
    client: contact,
    spentByService,
    noShowCount: counts.noShows,
    lateCancellationCount: counts.late,
    changeWindowHours,
    preferredStylist: preferred?.name ?? null,
    coming,
    comingTotal: counts.coming,
    past,
    pastTotal: counts.past,
    notes,
  };
}

async function listNotes(salonId: string, clientId: string): Promise<ClientNote[]> {
  const db = await getDb();
  return db
    .select({ id: clientNotes.id, body: clientNotes.body, isAlert: clientNotes.isAlert, createdAt: clientNotes.createdAt })
    .from(clientNotes)
    .where(and(eq(clientNotes.clientId, clientId), eq(clientNotes.salonId, salonId)))
    .orderBy(desc(clientNotes.isAlert), desc(clientNotes.createdAt));
}

/** The unique index a taken contact detail meets (an edit, a merge), and what staff are told. */
export const TAKEN = {
  clients_salon_email_key: { code: 'EMAIL_TAKEN', field: 'email', message: CLIENT_CARD_MESSAGES.emailTaken },
  clients_salon_phone_name_key: { code: 'PHONE_NAME_TAKEN', field: 'phone', message: CLIENT_CARD_MESSAGES.phoneNameTaken },
} as const;

/**
 * Changes a client's name, e-mail and phone (the database re-keys them). An e-mail another client
 * of the salon already has (or, without an e-mail, another client's name and phone) is refused
 * and nothing changes: two records become one only by a merge. Appointments keep the details
 * they were booked with.
 */
export async function updateClientContact(caller: Caller | null, input: ClientContactInput): Promise<ActionResult<{ id: string }>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  try {
    const [row] = await db
      .update(clients)
      .set({ name: input.name, email: input.email, phone: input.phone })
      .where(and(eq(clients.id, input.clientId), eq(clients.salonId, salonId)))
      .returning({ id: clients.id });
    return row ? ok(row) : fail('NOT_FOUND', CLIENT_CARD_MESSAGES.unknownClient);
  } catch (error) {
    const taken = classifyDbError(error) === 'unique' ? TAKEN[constraintOf(error) as keyof typeof TAKEN] : undefined;
    if (!taken) throw error;
    return fail(taken.code, taken.message, { [taken.field]: taken.message });
  }
}

/** Adds a lasting note (or an alert) to the scoped salon's client, at most CLIENT_CARD_LIMITS.notes per client. */
export async function addClientNote(caller: Caller | null, input: ClientNoteInput): Promise<ActionResult<ClientNote>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The client's row is locked so that two notes added at once count each other.
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), eq(clients.salonId, salonId)))
      .for('update');
    if (!client) return fail('NOT_FOUND', CLIENT_CARD_MESSAGES.unknownClient);
    const [{ notes }] = await tx.select({ notes: count() }).from(clientNotes).where(eq(clientNotes.clientId, client.id));
    if (notes >= CLIENT_CARD_LIMITS.notes) return fail('TOO_MANY_NOTES', CLIENT_CARD_MESSAGES.tooManyNotes);
    const [note] = await tx
      .insert(clientNotes)
      .values({ salonId, clientId: client.id, body: input.body, isAlert: input.isAlert })
      .returning({ id: clientNotes.id, body: clientNotes.body, isAlert: clientNotes.isAlert, createdAt: clientNotes.createdAt });
    return ok(note);
  });
}

/** Removes one of the scoped salon's client notes. */
export async function removeClientNote(caller: Caller | null, input: { salonId?: string; noteId: string }): Promise<ActionResult<{ removed: number }>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  const removed = await db
    .delete(clientNotes)
    .where(and(eq(clientNotes.id, input.noteId), eq(clientNotes.salonId, salonId)))
    .returning({ id: clientNotes.id });
  return removed.length ? ok({ removed: removed.length }) : fail('NOT_FOUND', CLIENT_CARD_MESSAGES.unknownNote);
}

/** Sets (or, empty, clears) the technical note of one of the scoped salon's appointments. */
export async function setVisitNote(caller: Caller | null, input: VisitNoteInput): Promise<ActionResult<{ id: string }>> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, input.salonId);
  const db = await getDb();
  const [row] = await db
    .update(appointments)
    .set({ visitNote: input.note })
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.salonId, salonId)))
    .returning({ id: appointments.id });
  return row ? ok(row) : fail('NOT_FOUND', CLIENT_CARD_MESSAGES.unknownVisit);
}
