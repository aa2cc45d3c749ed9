import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments, salons, services } from '@/lib/db/schema';
import { searchPlan, type AppointmentSearch } from '@/lib/validation/appointment-search';
import { STAFF_ROLES, scopedSalonId, type Caller } from './access';
import type { StaffAppointment } from './appointments';
import { selectStaffAppointments } from './staff-appointment-query';

export type AppointmentSearchPage = {
  appointments: StaffAppointment[];
  /** Every match of the filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
};

/** `term` as a literal inside LIKE's pattern (its %, _ and \ match themselves). */
function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const phoneDigits = sql`regexp_replace(coalesce(${appointments.customerPhone}, ''), '[^0-9]', '', 'g')`;

/** One word of the query: in the customer's name, e-mail, the service's name, or the phone's digits. */
function termMatches(term: string): SQL {
  const pattern = `%${likeLiteral(term)}%`;
  const fields = [ilike(appointments.customerName, pattern), ilike(appointments.customerEmail, pattern), ilike(services.name, pattern)];
  if (/^\d+$/.test(term)) fields.push(sql`${phoneDigits} LIKE ${pattern}`);
  return or(...fields)!;
}

/** The instant the calendar day `date` starts in the salon's zone (Postgres does the zone arithmetic). */
function dayStartInSalonZone(date: string, salonId: string, plusDays = 0): SQL {
  return sql`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE (SELECT ${salons.timezone} FROM ${salons} WHERE ${salons.id} = ${salonId}))`;
}

function conditions(salonId: string, search: AppointmentSearch): SQL {
  const { phoneDigits: digits, terms } = searchPlan(search.query);
  return and(
    eq(appointments.salonId, salonId),
    search.from ? gte(appointments.startTime, dayStartInSalonZone(search.from, salonId)) : undefined,
    search.to ? lt(appointments.startTime, dayStartInSalonZone(search.to, salonId, 1)) : undefined,
    search.statuses?.length ? inArray(appointments.status, search.statuses) : undefined,
    search.serviceId ? eq(appointments.serviceId, search.serviceId) : undefined,
    search.stationId ? eq(appointments.stationId, search.stationId) : undefined,
    digits ? sql`${phoneDigits} LIKE ${`%${digits}%`}` : undefined,
    ...terms.map(termMatches),
  )!;
}

/**
 * The scoped salon's appointments matching a search (customer name, phone, e-mail, service
 * name; every word must match) and filters (days in the salon's zone, statuses, service,
 * station), one page of them with the total. Reads go through the (salon_id, start_time)
 * index; the schema bounds the query, the page and its size.
 */
export async function searchAppointments(caller: Caller | null, search: AppointmentSearch): Promise<AppointmentSearchPage> {
  const salonId = scopedSalonId(caller, STAFF_ROLES, search.salonId);
  const db = await getDb();
  const where = conditions(salonId, search);
  const order = search.order === 'asc' ? [asc(appointments.startTime), asc(appointments.id)] : [desc(appointments.startTime), desc(appointments.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectStaffAppointments(db)
      .where(where)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db
      .select({ total: count() })
      .from(appointments)
      .leftJoin(services, eq(services.id, appointments.serviceId))
      .where(where),
  ]);
  return { appointments: rows, total, page: search.page, pageSize: search.pageSize };
}
