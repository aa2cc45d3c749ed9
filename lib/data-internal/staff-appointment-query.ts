import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { appointments, services, stations, users } from '@/lib/db/schema';

// Not staff-side itself: the callers (appointments.ts, appointment-search.ts) scope the salon.

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
      status: appointments.status,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      customDurationMinutes: appointments.customDurationMinutes,
      location: appointments.location,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      stationId: appointments.stationId,
      stationName: stations.name,
      staffId: appointments.staffId,
      staffName: users.fullName,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(stations, eq(stations.id, appointments.stationId))
    .leftJoin(users, eq(users.id, appointments.staffId));
}
