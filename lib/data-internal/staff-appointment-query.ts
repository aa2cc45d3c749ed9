import 'server-only';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { appointments, clientNotes, services, stations, users } from '@/lib/db/schema';
import { segmentColumns } from './segment-columns';

// Not staff-side itself: the callers (appointments.ts, appointment-search.ts, client-card.ts) scope the salon.

const earlier = alias(appointments, 'earlier');

/** A client's alerts (flagged lasting notes), oldest first: shown wherever their appointments are (issue 33). */
export function clientAlertsOf(db: Db, clientId: AnyPgColumn, salonId: AnyPgColumn) {
  const alerts = db
    .select({ bodies: sql`array_agg(${clientNotes.body} ORDER BY ${clientNotes.createdAt})` })
    .from(clientNotes)
    .where(and(eq(clientNotes.clientId, clientId), eq(clientNotes.salonId, salonId), eq(clientNotes.isAlert, true)));
  return sql<string[]>`coalesce((${alerts}), '{}')`;
}

/** The technical note of the client's latest earlier appointment that has one (the (client_id, start_time) index, backwards). */
function previousVisitNote(db: Db) {
  return db
    .select({ note: earlier.visitNote })
    .from(earlier)
    .where(and(eq(earlier.clientId, appointments.clientId), eq(earlier.salonId, appointments.salonId), lt(earlier.startTime, appointments.startTime), isNotNull(earlier.visitNote)))
    .orderBy(desc(earlier.startTime))
    .limit(1);
}

/** For a part of a visit of several services: its live parts' services in order ('Colour + Cut'); null otherwise (no subquery runs). */
function visitServicesOf() {
  return sql<string | null>`CASE WHEN ${appointments.visitId} IS NULL THEN NULL ELSE (
    SELECT string_agg(coalesce(sv.name, '?'), ' + ' ORDER BY p.start_time) FROM appointments p LEFT JOIN services sv ON sv.id = p.service_id
    WHERE p.visit_id = ${appointments.visitId} AND p.status <> 'cancelled') END`;
}

/** The staff view of appointments (with service, station and staff member), for any filter. */
export function selectStaffAppointments(db: Db) {
  return db
    .select({
      id: appointments.id,
      customerName: appointments.customerName,
      customerPhone: appointments.customerPhone,
      customerEmail: appointments.customerEmail,
      customerInstagram: appointments.customerInstagram,
      language: appointments.language,
      notes: appointments.notes,
      internalNotes: appointments.internalNotes,
      clientId: sql<string>`${appointments.clientId}`,
      visitNote: appointments.visitNote,
      seriesId: appointments.seriesId,
      previousVisitNote: sql<string | null>`(${previousVisitNote(db)})`,
      clientAlerts: clientAlertsOf(db, appointments.clientId, appointments.salonId),
      status: appointments.status,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      previousStartTime: appointments.previousStartTime,
      customDurationMinutes: appointments.customDurationMinutes,
      location: appointments.location,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      stationId: appointments.stationId,
      stationName: stations.name,
      staffId: appointments.staffId,
      staffName: users.fullName,
      segments: segmentColumns(appointments),
      visitServices: visitServicesOf(),
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(stations, eq(stations.id, appointments.stationId))
    .leftJoin(users, eq(users.id, appointments.staffId));
}
