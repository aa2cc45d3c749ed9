import 'server-only';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { clientLastVisitKey, clientNameKey, clients } from '@/lib/db/schema';
import { clientMatches } from '@/lib/data-internal/client-search';
import { searchPlan } from '@/features/appointments/schema/search';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import type { ClientListQuery } from '@/features/clients/schema';

/** One row of the Clients list. */
export type ClientRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The latest visit (a booked future one counts); null when every appointment was cancelled or missed. */
  lastVisitAt: Date | null;
  visitCount: number;
  noShowCount: number;
};

/** One page of the list; `nextAfter` is the last row's id when another page follows. */
export type ClientPage = { clients: ClientRow[]; nextAfter: string | null };

/**
 * The scoped salon's clients matching a search (name, e-mail, phone; every word must match,
 * accents ignored) and filters (has no-shows; marketing consent live; no visit for N months, or none at all), in the
 * chosen order (last visit newest first, or name), one page after the `after` client. Keyset
 * paging: the next page seeks past the last row's sort key and id over the salon's
 * (sort key, id) index, so a page costs the same at client 25 and client 50,000.
 */
export async function listClients(caller: Caller | null, query: ClientListQuery): Promise<ClientPage> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, query.salonId);
  const db = await getDb();
  const byName = query.sort === 'name';
  const key = byName ? clientNameKey(clients) : clientLastVisitKey(clients);
  // The cursor's own key is read in the same statement: no sort key (a name) travels in the address.
  const cursor = sql`(SELECT ${key}, ${clients.id} FROM ${clients} WHERE ${clients.id} = ${query.after} AND ${clients.salonId} = ${salonId})`;
  const after = query.after ? (byName ? sql`(${key}, ${clients.id}) > ${cursor}` : sql`(${key}, ${clients.id}) < ${cursor}`) : undefined;
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      lastVisitAt: clients.lastVisitAt,
      visitCount: clients.visitCount,
      noShowCount: clients.noShowCount,
    })
    .from(clients)
    .where(
      and(
        eq(clients.salonId, salonId),
        clientMatches(searchPlan(query.query), query.query, salonId),
        query.noShows ? gt(clients.noShowCount, 0) : undefined,
        query.marketing ? sql`${clients.id} IN (SELECT public.client_consenters(${salonId}::uuid, 'marketing'))` : undefined,
        query.months ? sql`${clientLastVisitKey(clients)} < now() - make_interval(months => ${query.months}::int)` : undefined,
        after,
      ),
    )
    .orderBy(...(byName ? [asc(key), asc(clients.id)] : [desc(key), desc(clients.id)]))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  return { clients: page, nextAfter: rows.length > query.pageSize ? page[page.length - 1].id : null };
}
