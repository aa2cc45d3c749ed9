import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { appointmentSearchText, appointments, clientLastVisitKey, clients, salons, searchFold, services } from '@/lib/db/schema';
import { CUSTOMER_MATCHES, SEARCH_LIMITS, searchPlan, type AppointmentSearch, type CustomerSearch } from '@/features/appointments/schema/search';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import type { StaffAppointment } from './appointments';
import { clientAlertsOf, selectStaffAppointments } from '@/lib/data-internal/staff-appointment-query';
import { clientMatches } from '@/lib/data-internal/client-search';
import { holds } from '@/lib/data-internal/search-match';

export type AppointmentSearchPage = {
  appointments: StaffAppointment[];
  /** The matches over all pages, counted up to SEARCH_LIMITS.results. */
  total: number;
  /** More matches exist than `total` says. */
  capped: boolean;
  page: number;
  pageSize: number;
};

const searchText = appointmentSearchText(appointments);

/**
 * One word of the query: in the customer's name, e-mail or phone digits (the trigram index),
 * or in the name of the appointment's service (`serviceIds`: the salon's services whose name
 * holds the word, found beforehand so that the planner can OR two index scans).
 */
function termMatches(term: string, serviceIds: string[]): SQL {
  const inText = holds(searchText, term);
  return serviceIds.length ? or(inText, inArray(appointments.serviceId, serviceIds))! : inText;
}

/** The customer's phone digits hold `digits`. */
const phoneMatches = (digits: string) => sql`${searchText} LIKE ${`%${digits}%`}`;

/** For each word, the ids of the salon's services (a few dozen at most) whose name holds it. */
async function servicesMatching(db: Db, salonId: string, terms: string[]): Promise<string[][]> {
  if (!terms.length) return [];
  const name = searchFold(services.name);
  const rows = await db
    .select({ id: services.id, holdsTerm: sql<boolean[]>`array[${sql.join(terms.map((term) => holds(name, term)), sql`, `)}]` })
    .from(services)
    .where(eq(services.salonId, salonId));
  return terms.map((_, i) => rows.filter((service) => service.holdsTerm[i]).map((service) => service.id));
}

/** The instant the calendar day `date` starts in the salon's zone (Postgres does the zone arithmetic). */
function dayStartInSalonZone(date: string, salonId: string, plusDays = 0): SQL {
  return sql`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE (SELECT ${salons.timezone} FROM ${salons} WHERE ${salons.id} = ${salonId}))`;
}

/** The stylist filter: 'mine' is the caller's own appointments (none for an admin, who takes none). */
function stylistCondition(caller: Caller | null, stylist: AppointmentSearch['stylist']): SQL | undefined {
  if (!stylist) return undefined;
  if (stylist === 'none') return isNull(appointments.staffId);
  if (stylist !== 'mine') return eq(appointments.staffId, stylist);
  return caller && caller.role !== 'admin' ? eq(appointments.staffId, caller.userId) : sql`false`;
}

async function conditions(db: Db, salonId: string, search: AppointmentSearch, caller: Caller | null): Promise<SQL> {
  const { phoneDigits: digits, terms } = searchPlan(search.query);
  const serviceIds = await servicesMatching(db, salonId, terms);
  return and(
    eq(appointments.salonId, salonId),
    search.from ? gte(appointments.startTime, dayStartInSalonZone(search.from, salonId)) : undefined,
    search.to ? lt(appointments.startTime, dayStartInSalonZone(search.to, salonId, 1)) : undefined,
    search.statuses?.length ? inArray(appointments.status, search.statuses) : undefined,
    search.serviceId ? eq(appointments.serviceId, search.serviceId) : undefined,
    search.stationId ? eq(appointments.stationId, search.stationId) : undefined,
    stylistCondition(caller, search.stylist),
    digits ? phoneMatches(digits) : undefined,
    ...terms.map((term, i) => termMatches(term, serviceIds[i])),
  )!;
}

/**
 * The scoped salon's appointments matching a search (customer name, phone, e-mail, service
 * name; every word must match) and filters (days in the salon's zone, statuses, service,
 * station, stylist), one page of them with the total. Words go through the trigram index, days through
 * (salon_id, start_time); the schema bounds the query, the page and its size.
 */
export async function searchAppointments(caller: Caller | null, search: AppointmentSearch): Promise<AppointmentSearchPage> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, search.salonId);
  const db = await getDb();
  const where = await conditions(db, salonId, search, caller);
  const order = search.order === 'asc' ? [asc(appointments.startTime), asc(appointments.id)] : [desc(appointments.startTime), desc(appointments.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectStaffAppointments(db)
      .where(where)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    // Counting stops one past the limit, so a salon's whole history is never counted.
    db
      .select({ total: count() })
      .from(db.select({ id: appointments.id }).from(appointments).where(where).limit(SEARCH_LIMITS.results + 1).as('matches')),
  ]);
  return { appointments: rows, total: Math.min(total, SEARCH_LIMITS.results), capped: total > SEARCH_LIMITS.results, page: search.page, pageSize: search.pageSize };
}

/** A client record of the salon: the New appointment dialog fills its fields from one and shows its alerts. */
export type PastCustomer = { id: string; name: string; email: string | null; phone: string | null; alerts: string[] };

/**
 * The scoped salon's client records whose name, e-mail or phone matches the query (the Clients
 * list's search: accents ignored, a phone however written), the most recently seen first, at
 * most CUSTOMER_MATCHES, each with its alerts. An empty query finds nobody.
 */
export async function searchPastCustomers(caller: Caller | null, search: CustomerSearch): Promise<PastCustomer[]> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, search.salonId);
  const matches = clientMatches(searchPlan(search.query), search.query, salonId);
  if (!matches) return [];
  const db = await getDb();
  return db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone, alerts: clientAlertsOf(db, clients.id, clients.salonId) })
    .from(clients)
    .where(and(eq(clients.salonId, salonId), matches))
    .orderBy(desc(clientLastVisitKey(clients)), desc(clients.id))
    .limit(CUSTOMER_MATCHES);
}
