import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { messageColumns } from '@/lib/data-internal/message-columns';
import { appointmentCustomerColumns, type AppointmentCustomer } from '@/lib/data-internal/appointment-customer-columns';
import { appointments, clients, messages, services, stations, users } from '@/lib/db/schema';
import { MANAGER_ROLES } from '@/lib/server/roles';
import { AccessError, scopedSalonId, type Caller } from '@/lib/server/access';
import type { ClientRef } from '@/features/clients/schema';
import { readableMessage } from '@/features/messages/queue';

// A client's GDPR rights (issue 33 item 7, docs/decisions.md "Clients: export, erase,
// retention"): the owner exports what the salon holds about one client, or erases it. The erasure
// itself is the database's erase_client (migration client_erasure): one function, one transaction,
// so that no path forgets a table.

/** Everything the salon holds about one client, as the export's JSON carries it. */
export type ClientExport = {
  client: { id: string; name: string; email: string | null; phone: string | null; createdAt: Date; lastVisitAt: Date | null; visitCount: number; noShowCount: number };
  appointments: ({
    id: string;
    startTime: Date;
    endTime: Date;
    status: string;
    service: string | null;
    price: number | null;
    currency: string | null;
    stylist: string | null;
    station: string | null;
    language: string;
    createdAt: Date;
  } & AppointmentCustomer)[];
  /** The messages the salon sent (or queued) to the client about these appointments. */
  messages: { id: string; appointmentId: string | null; kind: string; recipient: string; subject: string; body: string; status: string; createdAt: Date; sentAt: Date | null }[];
};

/** The owner's salon's client, not yet erased: NOT_FOUND otherwise (another salon's id included). */
async function clientOf(caller: Caller | null, ref: ClientRef) {
  const salonId = scopedSalonId(caller, MANAGER_ROLES, ref.salonId);
  const db = await getDb();
  const [client] = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      createdAt: clients.createdAt,
      lastVisitAt: clients.lastVisitAt,
      visitCount: clients.visitCount,
      noShowCount: clients.noShowCount,
    })
    .from(clients)
    .where(and(eq(clients.id, ref.clientId), eq(clients.salonId, salonId), isNull(clients.erasedAt)));
  if (!client) throw new AccessError('NOT_FOUND');
  return { salonId, client };
}

/** Everything about one client of the caller's salon: the record, every appointment, the messages to them. */
export async function exportClient(caller: Caller | null, ref: ClientRef): Promise<ClientExport> {
  const { salonId, client } = await clientOf(caller, ref);
  const db = await getDb();
  const visits = await db
    .select({
      id: appointments.id,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      service: services.name,
      price: services.price,
      currency: sql<string | null>`coalesce(${services.currencyCode}, (SELECT s.currency_code FROM salons s WHERE s.id = ${salonId}))`,
      stylist: users.fullName,
      station: stations.name,
      ...appointmentCustomerColumns,
      language: appointments.language,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(users, eq(users.id, appointments.staffId))
    .leftJoin(stations, eq(stations.id, appointments.stationId))
    .where(and(eq(appointments.clientId, client.id), eq(appointments.salonId, salonId)))
    .orderBy(asc(appointments.startTime), asc(appointments.id));
  // Messages to the client: about their appointments and addressed to one of their addresses
  // (the salon's own notices about the bookings went to the staff, not to the client).
  const sent = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.salonId, salonId),
        inArray(messages.appointmentId, sql`(SELECT a.id FROM appointments a WHERE a.client_id = ${client.id})`),
        sql`public.client_email_key(${messages.recipient}) IN (SELECT public.client_email_key(a.customer_email) FROM appointments a WHERE a.client_id = ${client.id} UNION SELECT ${client.email ? sql`public.client_email_key(${client.email})` : sql`NULL`})`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  // A message written as facts, as it went (or goes) out.
  return { client, appointments: visits, messages: sent.map(({ language, facts, ...message }) => ({ ...message, ...readableMessage({ ...message, language, facts }) })) };
}

/**
 * Erases one client of the caller's salon (erase_client): their name, e-mail, phone, notes and
 * free text leave every table; the appointments stay as 'Erased client'; messages not yet sent to
 * them are cancelled. Returns how many appointments were anonymised.
 */
export async function eraseClient(caller: Caller | null, ref: ClientRef): Promise<{ appointments: number }> {
  const { salonId, client } = await clientOf(caller, ref);
  const db = await getDb();
  const { rows } = await db.execute<{ erased: number | null }>(sql`SELECT public.erase_client(${salonId}::uuid, ${client.id}::uuid) AS erased`);
  if (rows[0]?.erased == null) throw new AccessError('NOT_FOUND');
  return { appointments: Number(rows[0].erased) };
}
